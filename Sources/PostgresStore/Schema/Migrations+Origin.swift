/// Migration 6: who sent a suggestion, when, under which id and key is the database's to say, and
/// the books changed since a revision can be read alone.
extension Migrations {
    static let origin = Migration(version: 6, name: "suggestions the database signs, books changed since a revision",
                                  statements: signing + changes)

    /// Every suggestion's `same_key` is the server's ``SentKeySQL`` of its category, title and
    /// author, whoever inserts it; its `suggested_by` is the database user who inserted it
    /// (`session_user`), except that the tables' owner (an administrator moving suggestions over)
    /// may give another; and, as migration 3 did for `created_at`, a role that is not a curator
    /// gets the server's id (a new UUID) and time whatever it sends. `display_name` is the name a
    /// sender signed with (`bookdir suggest --by`), shown beside `suggested_by`.
    static let signing: [String] = [
        "ALTER TABLE suggestions ADD COLUMN display_name text",
        "ALTER TABLE suggestions ALTER COLUMN id SET DEFAULT upper(gen_random_uuid()::text)",
        "ALTER TABLE suggestions ALTER COLUMN created_at SET DEFAULT date_trunc('milliseconds', statement_timestamp())",
        "GRANT INSERT (display_name) ON suggestions TO bookdir_suggester",
        SentKeySQL.function,
        """
        CREATE FUNCTION bookdir_suggestion_key(category text, title text, author text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT category || chr(31) || coalesce(bookdir_sent_key(title), '') || chr(31) || coalesce(bookdir_sent_key(author), '')
        $$
        """,
        #"""
        CREATE OR REPLACE FUNCTION bookdir_suggestion_rules() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            folded text;
            pattern text;
            other text;
        BEGIN
            IF NOT pg_has_role(session_user, 'bookdir_curator', 'MEMBER') THEN
                NEW.id := upper(gen_random_uuid()::text);
                NEW.created_at := date_trunc('milliseconds', statement_timestamp());
            END IF;
            IF NEW.suggested_by IS NULL
               OR NOT pg_has_role(session_user, (SELECT relowner FROM pg_class WHERE oid = TG_RELID), 'MEMBER') THEN
                NEW.suggested_by := session_user;
            END IF;
            NEW.same_key := bookdir_suggestion_key(NEW.category, NEW.title, NEW.author);
            folded := lower(NEW.id);
            pattern := replace(replace(replace(folded, '\', '\\'), '%', '\%'), '_', '\_') || '%';
            SELECT id INTO other FROM suggestions
            WHERE lower(id) LIKE pattern
               OR lower(id) IN (SELECT left(folded, n) FROM generate_series(1, length(folded) - 1) AS n)
            LIMIT 1;
            IF other IS NOT NULL THEN
                RAISE EXCEPTION USING ERRCODE = 'unique_violation',
                    MESSAGE = format('the suggestion id %s starts like the id %s of another suggestion, so a short id would not name one', NEW.id, other);
            END IF;
            RETURN NEW;
        END
        $$
        """#,
    ]
}
