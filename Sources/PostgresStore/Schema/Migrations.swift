import Catalog

/// The bookdir schema, one numbered migration after another. A migration, once released, never
/// changes: a new need is a new migration at the end.
enum Migrations {
    /// One step of the schema: its version, a name for `schema_migrations`, and its statements,
    /// run in order in one transaction.
    struct Migration: Sendable {
        var version: Int
        var name: String
        var statements: [String]
    }

    /// Every migration, oldest first: the written ones, then a column for each field packed from
    /// its declaration (``column(for:)``).
    static let all: [Migration] = ([tables, roles, rules, revision, holdings, origin] + BookSchema.packedFields.map(column(for:))).sorted { $0.version < $1.version }

    /// The `books` column of `field`, one of ``BookSchema/packedFields``: its value as JSON (a
    /// list of strings, or `[from, to]`), NULL when unknown. Its version is 100 and the field's tag,
    /// which is never reused, so the migration never changes once released.
    static func column(for field: BookField) -> Migration {
        Migration(version: 100 + Int(field.tag!), name: "books.\(field.postgresColumn!)",
                  statements: ["ALTER TABLE books ADD COLUMN IF NOT EXISTS \(field.postgresColumn!) jsonb"])
    }

    /// The channel the tables' triggers notify, with the payload `books` or `suggestions`.
    static let changeChannel = "bookdir_changes"

    /// Books, suggestions, their keys and their change notifications.
    ///
    /// `books.match_key` is `TextFolding.matchKey` of the title and of the credit line, worked out
    /// by bookdir; `suggestions.same_key` is the category and `SuggestionText.sentKey` of the title
    /// and author: its unique constraint is the "same book" rule, so of two machines suggesting
    /// one book at once only one stores it.
    static let tables = Migration(version: 1, name: "books and suggestions", statements: [
        """
        CREATE TABLE books (
            id text PRIMARY KEY CHECK (id <> ''),
            title text NOT NULL CHECK (title <> ''),
            authors text[] NOT NULL,
            illustrators text[] NOT NULL DEFAULT '{}',
            category text NOT NULL CHECK (category IN ('PB', 'CB', 'MG', 'YA')),
            description text NOT NULL,
            year integer,
            isbn text,
            communities text[] NOT NULL DEFAULT '{}',
            awards jsonb NOT NULL DEFAULT '[]',
            match_key text NOT NULL,
            position bigserial NOT NULL
        )
        """,
        "CREATE INDEX books_match_key ON books (match_key)",
        "CREATE INDEX books_position ON books (position)",
        """
        CREATE TABLE suggestions (
            id text PRIMARY KEY CHECK (id <> ''),
            title text NOT NULL,
            author text NOT NULL,
            category text NOT NULL CHECK (category IN ('PB', 'CB', 'MG', 'YA')),
            created_at timestamptz NOT NULL,
            suggested_by text,
            status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected', 'duplicate')),
            book_id text,
            reason text,
            decided_at timestamptz,
            decided_by text,
            same_key text NOT NULL CONSTRAINT suggestions_same_book UNIQUE,
            position bigserial NOT NULL,
            CHECK ((status = 'pending') = (decided_at IS NULL)),
            CHECK ((status IN ('accepted', 'duplicate')) = (book_id IS NOT NULL)),
            CHECK ((status = 'rejected') = (reason IS NOT NULL))
        )
        """,
        "CREATE INDEX suggestions_order ON suggestions (created_at, position)",
        """
        CREATE FUNCTION bookdir_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('\(changeChannel)', TG_ARGV[0]);
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER books_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON books
            FOR EACH STATEMENT EXECUTE FUNCTION bookdir_notify_change('books')
        """,
        """
        CREATE TRIGGER suggestions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON suggestions
            FOR EACH STATEMENT EXECUTE FUNCTION bookdir_notify_change('suggestions')
        """,
    ])

    /// The three group roles, each with the rights of the one before: readers browse, suggesters
    /// also insert suggestions (only their text: a new suggestion is always pending), curators
    /// also decide suggestions and add books.
    static let roles = Migration(version: 2, name: "roles", statements: [
        """
        DO $$
        BEGIN
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bookdir_reader') THEN CREATE ROLE bookdir_reader NOLOGIN; END IF;
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bookdir_suggester') THEN CREATE ROLE bookdir_suggester NOLOGIN; END IF;
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bookdir_curator') THEN CREATE ROLE bookdir_curator NOLOGIN; END IF;
        END
        $$
        """,
        "GRANT SELECT ON books, suggestions, schema_migrations TO bookdir_reader",
        "GRANT bookdir_reader TO bookdir_suggester",
        "GRANT INSERT (id, title, author, category, created_at, suggested_by, same_key) ON suggestions TO bookdir_suggester",
        "GRANT USAGE ON SEQUENCE suggestions_position_seq TO bookdir_suggester",
        "GRANT bookdir_suggester TO bookdir_curator",
        "GRANT UPDATE (status, book_id, reason, decided_at, decided_by) ON suggestions TO bookdir_curator",
        "GRANT INSERT ON books TO bookdir_curator",
        "GRANT USAGE ON SEQUENCE books_position_seq TO bookdir_curator",
    ])
}
