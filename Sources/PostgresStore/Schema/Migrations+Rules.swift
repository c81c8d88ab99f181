/// Rules the database keeps whatever the client (bookdir or psql) sends.
extension Migrations {
    /// Migration 3:
    /// - no suggestion's id starts like another's (ignoring case: neither is the start of the
    ///   other), so the short id a curator types names one suggestion, and a decoy whose id is
    ///   another's start is refused;
    /// - a suggestion inserted by a role that is not a curator gets the server's time as its
    ///   `created_at` (to the millisecond), so it cannot be back-dated.
    static let rules = Migration(version: 3, name: "rules the database keeps", statements: [
        "CREATE INDEX suggestions_id_folded ON suggestions (lower(id) text_pattern_ops)",
        #"""
        CREATE FUNCTION bookdir_suggestion_rules() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            folded text := lower(NEW.id);
            pattern text := replace(replace(replace(lower(NEW.id), '\', '\\'), '%', '\%'), '_', '\_') || '%';
            other text;
        BEGIN
            SELECT id INTO other FROM suggestions
            WHERE lower(id) LIKE pattern
               OR lower(id) IN (SELECT left(folded, n) FROM generate_series(1, length(folded) - 1) AS n)
            LIMIT 1;
            IF other IS NOT NULL THEN
                RAISE EXCEPTION USING ERRCODE = 'unique_violation',
                    MESSAGE = format('the suggestion id %s starts like the id %s of another suggestion, so a short id would not name one', NEW.id, other);
            END IF;
            IF NOT pg_has_role(session_user, 'bookdir_curator', 'MEMBER') THEN
                NEW.created_at := date_trunc('milliseconds', statement_timestamp());
            END IF;
            RETURN NEW;
        END
        $$
        """#,
        """
        CREATE TRIGGER suggestions_rules BEFORE INSERT ON suggestions
            FOR EACH ROW EXECUTE FUNCTION bookdir_suggestion_rules()
        """,
    ])
}
