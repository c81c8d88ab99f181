import Search
import Store
import Widgets
import ArgumentParser
import Catalog
import Foundation

/// The options every subcommand accepts: which catalog to read and where suggestions live.
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
            "The folder of suggestions.json (default: $XDG_DATA_HOME/bookdir, else ~/.local/share/bookdir).",
            valueName: "path"),
        completion: .directory)
    var dataDirectoryPath: String?

    /// The catalog to read: `--catalog`, else the installed or bundled copy (see ``CatalogLocator``).
    var catalogURL: URL {
        CatalogLocator().catalogURL(explicit: catalogPath)
    }

    /// The folder of the suggestions file.
    var dataDirectory: URL {
        DataDirectory.resolve(explicit: dataDirectoryPath, environment: ProcessInfo.processInfo.environment)
    }

    /// A store over ``catalogURL`` and ``dataDirectory``.
    func makeStore() -> JSONBookStore {
        JSONBookStore(catalogURL: catalogURL, dataDirectory: dataDirectory)
    }
}
