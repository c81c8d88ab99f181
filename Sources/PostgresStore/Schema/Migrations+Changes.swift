/// The books changed since a revision (part of migration 6, ``Migrations/origin``).
extension Migrations {
    /// Each book row keeps the catalog revision of the statement that last wrote it (`revision`),
    /// and `book_deletions` the id and revision of each book deleted (or truncated, or renamed
    /// away), so "what changed since revision r" is the rows and deletions with a revision above r.
    ///
    /// The number moves before each statement on `books` (it was moved after, by migration 4's
    /// notifying trigger, which now only notifies): the row of `catalog_revision` stays locked by
    /// that transaction until it ends, so two writers take numbers in the order they commit and
    /// no reader ever sees a row stamped with a number below one it has already seen.
    static let changes: [String] = [
        "ALTER TABLE books ADD COLUMN revision bigint NOT NULL DEFAULT 0",
        "CREATE INDEX books_revision ON books (revision)",
        "CREATE TABLE book_deletions (id text NOT NULL, revision bigint NOT NULL)",
        "CREATE INDEX book_deletions_revision ON book_deletions (revision)",
        "GRANT SELECT ON book_deletions TO bookdir_reader",
        """
        CREATE OR REPLACE FUNCTION bookdir_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('\(changeChannel)', TG_ARGV[0]);
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE FUNCTION bookdir_books_revision() RETURNS trigger LANGUAGE plpgsql
        SECURITY DEFINER SET search_path FROM CURRENT AS $$
        DECLARE
            next bigint;
        BEGIN
            UPDATE catalog_revision SET revision = revision + 1 RETURNING revision INTO next;
            PERFORM set_config('bookdir.revision', next::text, true);
            IF TG_OP = 'TRUNCATE' THEN
                INSERT INTO book_deletions (id, revision) SELECT id, next FROM books;
            END IF;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER books_revision BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON books
            FOR EACH STATEMENT EXECUTE FUNCTION bookdir_books_revision()
        """,
        """
        CREATE FUNCTION bookdir_book_row_revision() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            NEW.revision := current_setting('bookdir.revision')::bigint;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER books_row_revision BEFORE INSERT OR UPDATE ON books
            FOR EACH ROW EXECUTE FUNCTION bookdir_book_row_revision()
        """,
        // Runs as its owner (only as a trigger: nobody can call it to record a deletion that was not).
        """
        CREATE FUNCTION bookdir_book_row_deleted() RETURNS trigger LANGUAGE plpgsql
        SECURITY DEFINER SET search_path FROM CURRENT AS $$
        BEGIN
            IF TG_OP = 'UPDATE' THEN
                IF OLD.id = NEW.id THEN
                    RETURN NULL;
                END IF;
            END IF;
            INSERT INTO book_deletions (id, revision) VALUES (OLD.id, current_setting('bookdir.revision')::bigint);
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER books_row_deleted AFTER DELETE OR UPDATE OF id ON books
            FOR EACH ROW EXECUTE FUNCTION bookdir_book_row_deleted()
        """,
    ]
}
