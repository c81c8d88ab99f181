import Catalog
import CatalogGenerator
import Foundation
import PostgresStore
import Search
import Store

/// The two stores side by side: suggestions per second from 8 writer processes at once, and the
/// catalog ready for the first search (books loaded, index built) in a fresh process, from the
/// JSON file and from PostgreSQL. The database is a throwaway cluster of `scripts/pg-cluster.sh`
/// (fsync off, Unix socket), the same the tests use.
struct StoreBenchmark {
    static let writers = 8
    static let perWriter = 100

    let catalogs: BenchCatalogs
    let count: Int
    let scratch: String
    /// The bookdir executable, for the commands side by side (``DatabaseCommandBenchmark``).
    let bookdir: String

    /// The figures, or why the database part could not run.
    func run() -> StoreFigures {
        var figures = StoreFigures(writers: Self.writers, suggestionsPerWriter: Self.perWriter, books: count)
        let json = "\(scratch)/stores-json"
        say("· stores: \(Self.writers) processes × \(Self.perWriter) suggestions into the JSON store")
        figures.jsonSuggestionsPerSecond = writeRate(["--catalog", catalogs.catalogPath(count: 1_000), "--data-dir", json])
        say("· stores: catalog of \(Format.count(count)) books ready from JSON, fresh process")
        figures.jsonReadySeconds = ready(["--catalog", catalogs.catalogPath(count: count), "--data-dir", "\(scratch)/stores-json-ready"])

        let script = FileManager.default.currentDirectoryPath + "/scripts/pg-cluster.sh"
        let folder = "\(scratch)/pg"
        // Spawned without pipes: the server it leaves running would hold them open.
        guard ChildProcess.time(script, ["start", folder, String(getpid())]).status == 0 else {
            figures.postgresError = "the throwaway cluster did not start (\(script) start \(folder))"
            return figures
        }
        defer { _ = ChildProcess.time(script, ["stop", folder]) }
        let address = "postgresql://bookdir@/bookdir?host=\(folder)"
        do {
            let store = PostgresBookStore(location: try PostgresLocation(parsing: address))
            try store.migrate()
            say("· stores: \(Self.writers) processes × \(Self.perWriter) suggestions into PostgreSQL")
            figures.postgresSuggestionsPerSecond = writeRate(["--store", address])
            say("· stores: importing \(Format.count(count)) books into PostgreSQL")
            let books = CatalogGenerator.books(count: count, seed: catalogs.seed)
            let clock = ContinuousClock()
            let start = clock.now
            try store.importBooks(books)
            figures.postgresImportSeconds = (clock.now - start).seconds
            say("· stores: catalog of \(Format.count(count)) books ready from PostgreSQL, fresh process")
            figures.postgresReadySeconds = ready(["--store", address])
            say("· stores: the app's reload after 10 of \(Format.count(count)) books changed, against a whole read")
            try reload(after: Array(books.prefix(10)), store, address, &figures)
            say("· stores: bookdir search (every match) and list of \(Format.count(count)) books, PostgreSQL against JSON, warm")
            figures.commands = DatabaseCommandBenchmark(
                bookdir: bookdir, json: ["--catalog", catalogs.catalogPath(count: count), "--data-dir", "\(scratch)/stores-json-commands"],
                database: ["--store", address, "--data-dir", "\(scratch)/stores-pg-commands"], runs: 5).run()
        } catch {
            figures.postgresError = "\(error)"
        }
        return figures
    }

    /// A store that read the catalog (as the app does) reads it again after `changed` books were
    /// imported again by another session: the seconds and rows of that reload, and of a whole read.
    private func reload(after changed: [Book], _ writer: PostgresBookStore, _ address: String, _ figures: inout StoreFigures) throws {
        let clock = ContinuousClock()
        let app = PostgresBookStore(location: try PostgresLocation(parsing: address))
        var start = clock.now
        _ = try app.loadBooks()
        figures.postgresWholeReadSeconds = (clock.now - start).seconds
        try writer.importBooks(changed.map { book in
            var edited = book
            edited.description += " (revised)"
            return edited
        })
        let before = app.booksFetched
        start = clock.now
        _ = try app.loadBooks()
        figures.postgresReloadSeconds = (clock.now - start).seconds
        figures.postgresReloadRows = app.booksFetched - before
    }

    /// Suggestions per second: `writers` processes of `store-writer` on `store` started together,
    /// timed until the last one ends.
    private func writeRate(_ store: [String]) -> Double? {
        let clock = ContinuousClock()
        let start = clock.now
        let group = DispatchGroup()
        let failures = NSLock()
        nonisolated(unsafe) var failed = false
        for writer in 1...Self.writers {
            group.enter()
            Thread.detachNewThread {
                let run = ChildProcess.time(ChildProcess.selfPath, ["store-writer", "--count", String(Self.perWriter),
                                                                    "--output", "w\(writer)"] + store)
                if run.status != 0 { failures.withLock { failed = true } }
                group.leave()
            }
        }
        group.wait()
        let seconds = (clock.now - start).seconds
        return failed || seconds <= 0 ? nil : Double(Self.writers * Self.perWriter) / seconds
    }

    /// The seconds a fresh `store-ready` process reports.
    private func ready(_ store: [String]) -> Double? {
        let run = ChildProcess.run(ChildProcess.selfPath, ["store-ready"] + store)
        return run.status == 0 ? Double(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) : nil
    }

    /// The store the options name: `--store ADDRESS`, else the JSON files of `--catalog` and `--data-dir`.
    static func store(_ options: BenchOptions) throws -> any BookStore {
        if let address = options.store { return PostgresBookStore(location: try PostgresLocation(parsing: address)) }
        guard let catalog = options.catalog, let data = options.dataDirectory else {
            throw BenchUsageError("store-writer and store-ready need --store ADDRESS, or --catalog FILE and --data-dir DIR.")
        }
        return JSONBookStore(catalogURL: URL(fileURLWithPath: catalog), dataDirectory: URL(fileURLWithPath: data))
    }

    /// `store-writer`: adds `--count` different suggestions, named by `--output`.
    static func runWriter(_ options: BenchOptions) throws {
        let store = try store(options)
        let name = options.output ?? "writer"
        for number in 0..<options.count {
            try store.addSuggestion(Suggestion(title: "Bench title \(number)", author: "Writer \(name)", category: .middleGrade))
        }
    }

    /// `store-ready`: prints the seconds from opening the store to a search index ready.
    static func runReady(_ options: BenchOptions) throws {
        let clock = ContinuousClock()
        let start = clock.now
        let store = try store(options)
        let index = SearchIndex(books: try store.loadBooks())
        _ = index.hits(for: "moon")
        print((clock.now - start).seconds)
    }
}

/// The figures of ``StoreBenchmark``.
struct StoreFigures: Codable {
    var writers: Int
    var suggestionsPerWriter: Int
    var books: Int
    var jsonSuggestionsPerSecond: Double?
    var postgresSuggestionsPerSecond: Double?
    var jsonReadySeconds: Double?
    var postgresReadySeconds: Double?
    var postgresImportSeconds: Double?
    /// A whole read of the catalog by a store, and its reload after 10 books changed (its rows).
    var postgresWholeReadSeconds: Double?
    var postgresReloadSeconds: Double?
    var postgresReloadRows: Int?
    /// `bookdir search` and `list` from each store, warm.
    var commands: DatabaseCommandFigures?
    var postgresError: String?

    /// The rows of the printed report.
    var lines: [String] {
        func rate(_ value: Double?) -> String { value.map { String(format: "%.0f/s", $0) } ?? "n/a" }
        var lines = [
            "Stores: \(writers) processes × \(suggestionsPerWriter) different suggestions at once; catalog of \(Format.count(books)) books ready (loaded + indexed, fresh process)",
            Format.table([
                ["store", "suggestions", "catalog ready", "import"],
                ["JSON files", rate(jsonSuggestionsPerSecond), Format.time(jsonReadySeconds), "—"],
                ["PostgreSQL", rate(postgresSuggestionsPerSecond), Format.time(postgresReadySeconds), Format.time(postgresImportSeconds)],
            ]),
        ]
        if let postgresReloadSeconds {
            lines.append("The app's reload from PostgreSQL after 10 books changed: \(Format.time(postgresReloadSeconds)), "
                         + "\(postgresReloadRows.map(String.init) ?? "?") rows (a whole read: \(Format.time(postgresWholeReadSeconds)))")
        }
        if let commands { lines.append(Format.table(commands.rows)) }
        if let postgresError { lines.append("PostgreSQL not measured: \(postgresError)") }
        return lines
    }
}
