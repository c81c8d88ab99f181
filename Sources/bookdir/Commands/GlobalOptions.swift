import ArgumentParser

/// The options every subcommand accepts: which store (a shared database, or the JSON files: which
/// catalog to read and where suggestions live).
struct GlobalOptions: ParsableArguments {
    /// The catalog file given with `--catalog`, if any.
    @Option(
        name: .customLong("catalog"),
        help: ArgumentHelp(
            "The catalog file to read instead of the installed or bundled one.",
            valueName: "path"),
        completion: .file(extensions: ["json"]))
    var catalogPath: String?

    /// The data folder given with `--data-dir`, if any.
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "The folder of your data: the suggestions, the reading lists, where the app was left, the books curators accepted "
                + "and the caches that make a large catalog quick (default: $XDG_DATA_HOME/bookdir, else ~/.local/share/bookdir).",
            valueName: "path"),
        completion: .directory)
    var dataDirectoryPath: String?

    /// The store given with `--store`, if any.
    @Option(
        name: .customLong("store"),
        help: ArgumentHelp(
            "A shared database instead of the JSON files: postgresql://USER@HOST:PORT/DATABASE (or ?host=/socket/folder; what it leaves out from PGHOST, PGPORT, PGUSER, PGDATABASE, PGPASSWORD, ~/.pgpass, PGSERVICE, as psql; ?sslmode=verify-full or PGSSLMODE for TLS). Default: $BOOKDIR_STORE, else the JSON files.",
            valueName: "address"))
    var storeAddress: String?

    /// The store these options choose.
    var choice: StoreChoice {
        StoreChoice(catalogPath: catalogPath, dataDirectoryPath: dataDirectoryPath, storeAddress: storeAddress)
    }

    /// Rejects a store address that cannot be used.
    func validate() throws {
        _ = try choice.databaseLocation()
    }
}
