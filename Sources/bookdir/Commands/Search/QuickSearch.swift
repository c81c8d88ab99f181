/// `bookdir search` read straight from a plain command line, so that a search in a script does not
/// wait for argument-parser (about 4 ms of a 1,000-book search: it reflects over every command's
/// options, and each first look-up of a conformance scans all the program's conformances).
///
/// It reads only the common form, `search` then words and `--limit N`, `--format F`, `--json`,
/// `--catalog PATH`, `--data-dir PATH` in any order, each option once, over the JSON files; it
/// returns nil for anything else (help, `--`, `--opt=value`, another option, a value that
/// argument-parser would refuse or read otherwise, a database store), which argument-parser then
/// parses as always. Tests hold it to the same ``SearchRequest`` that argument-parser makes.
enum QuickSearch {
    /// The search `arguments` (the process's, without the program name) ask for, or nil when they
    /// are not of the common form.
    static func request(_ arguments: [String]) -> SearchRequest? {
        guard arguments.first == "search" else { return nil }
        // Plain variables and a switch: a Set or a Dictionary here would cost more than the rest
        // (the first use of each generic type looks up its conformances).
        var query = "", words = 0
        var limit: String?, format: String?, catalog: String?, dataDirectory: String?
        var json = false
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                if words > 0 { query += " " }
                query += argument
                words += 1
                continue
            }
            if argument == "--json" {
                guard !json else { return nil }
                json = true
                continue
            }
            guard let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
            switch argument {
            case "--limit" where limit == nil: limit = value
            case "--format" where format == nil: format = value
            case "--catalog" where catalog == nil: catalog = value
            case "--data-dir" where dataDirectory == nil: dataDirectory = value
            default: return nil
            }
        }
        guard SearchCommand.hasWords(query) else { return nil }
        var number: Int?
        if let limit {
            guard let positive = try? SearchCommand.positiveNumber(limit) else { return nil }
            number = positive
        }
        var resolved = json ? OutputFormat.json : .table
        if let format {
            guard let given = OutputFormat(rawValue: format), !json || given == .json else { return nil }
            resolved = given
        }
        var store = StoreChoice(catalogPath: catalog, dataDirectoryPath: dataDirectory, storeAddress: nil)
        // A configuration file may choose the catalog, the data folder or a database (then
        // argument-parser's path takes the search); read here as there (GlobalOptions.choice).
        if LoadedSettings.usualFileExists {
            let settings = LoadedSettings.settings(explicit: nil, report: true)
            guard settings.store.origin != .file || settings.store.value == nil else { return nil }
            store.catalogPath = catalog ?? LoadedSettings.expandingHome(settings.catalog.value)
            store.dataDirectoryPath = dataDirectory ?? LoadedSettings.expandingHome(settings.dataFolder.value)
        }
        guard store.databaseAddress == nil else { return nil }
        return SearchRequest(query: query, limit: number, format: resolved, store: store)
    }
}
