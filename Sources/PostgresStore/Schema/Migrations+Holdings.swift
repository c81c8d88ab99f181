/// Libraries' holdings, kept by the database.
extension Migrations {
    /// Migration 5: `holdings_libraries`, one row a library (keyed as the data folder names its
    /// file: `LibraryHoldings.fileName`, so "Lincoln" and "LINCOLN" are one library) with where its
    /// holdings came from, and `holdings`, its rows as the export gave them (matched with the
    /// directory when read). An import replaces a library's rows in one transaction (readers never
    /// see half); readers may read them, only curators write them.
    static let holdings = Migration(version: 5, name: "holdings", statements: [
        """
        CREATE TABLE holdings_libraries (
            key text PRIMARY KEY CHECK (key <> ''),
            library text NOT NULL CHECK (library <> ''),
            source text NOT NULL,
            format text NOT NULL,
            columns text[] NOT NULL,
            imported text NOT NULL
        )
        """,
        """
        CREATE TABLE holdings (
            library_key text NOT NULL REFERENCES holdings_libraries (key) ON DELETE CASCADE,
            position integer NOT NULL CHECK (position >= 0),
            number integer NOT NULL,
            record text,
            isbns text[] NOT NULL,
            title text NOT NULL,
            authors text[] NOT NULL,
            PRIMARY KEY (library_key, position)
        )
        """,
        "GRANT SELECT ON holdings_libraries, holdings TO bookdir_reader",
        "GRANT INSERT, DELETE ON holdings_libraries, holdings TO bookdir_curator",
    ])
}
