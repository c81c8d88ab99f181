/// The catalog's revision, kept by the database.
extension Migrations {
    /// Migration 4: `catalog_revision`, one row: a random `epoch` made when the table is (so a
    /// database dropped and made again never repeats an earlier revision) and a `revision` the
    /// trigger that notifies of books changes bumps in the same statement. It moves with the
    /// transaction that changed the books: a reader sees the new number exactly when it sees
    /// the new books. The function runs as its owner, so any role that may write books bumps it,
    /// and nobody else can.
    static let revision = Migration(version: 4, name: "catalog revision", statements: [
        """
        CREATE TABLE catalog_revision (
            one boolean PRIMARY KEY DEFAULT true CHECK (one),
            epoch text NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text),
            revision bigint NOT NULL DEFAULT 1
        )
        """,
        "INSERT INTO catalog_revision DEFAULT VALUES",
        "GRANT SELECT ON catalog_revision TO bookdir_reader",
        """
        CREATE OR REPLACE FUNCTION bookdir_notify_change() RETURNS trigger LANGUAGE plpgsql
        SECURITY DEFINER SET search_path FROM CURRENT AS $$
        BEGIN
            IF TG_ARGV[0] = 'books' THEN
                UPDATE catalog_revision SET revision = revision + 1;
            END IF;
            PERFORM pg_notify('\(changeChannel)', TG_ARGV[0]);
            RETURN NULL;
        END
        $$
        """,
    ])
}
