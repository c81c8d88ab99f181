import ArgumentParser
import Settings

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

    /// The configuration file given with `--config`, if any.
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "The configuration file to read (default: $XDG_CONFIG_HOME/bookdir/config.toml, else ~/.config/bookdir/config.toml; "
                + "`bookdir config path` says which).",
            valueName: "path"),
        completion: .file(extensions: ["toml"]))
    var configPath: String?

    /// The configuration file's settings, with the environment over them.
    var settings: Settings {
        LoadedSettings.settings(explicit: configPath, report: true)
    }

    /// The store these options choose: the flags, else the environment, else the configuration file.
    var choice: StoreChoice { choice(report: true) }

    /// The same, saying the configuration file's mistakes on standard error only with `report`.
    private func choice(report: Bool) -> StoreChoice {
        let settings = LoadedSettings.settings(explicit: configPath, report: report)
        return StoreChoice(catalogPath: catalogPath ?? LoadedSettings.expandingHome(settings.catalog.value),
                           dataDirectoryPath: dataDirectoryPath ?? LoadedSettings.expandingHome(settings.dataFolder.value),
                           storeAddress: storeAddress,
                           configuredStore: settings.store.origin == .file ? settings.store.value ?? "json" : nil)
    }

    /// Rejects a store address that cannot be used.
    func validate() throws {
        _ = try choice(report: false).databaseLocation()
    }
}
