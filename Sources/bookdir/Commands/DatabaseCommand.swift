import ArgumentParser
import Catalog
import Foundation
import PostgresStore
import Store

/// `bookdir db`: setting up and copying a shared PostgreSQL store.
struct DatabaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "db",
        abstract: "Set up a shared PostgreSQL store: create its tables, import a catalog, export it as JSON.",
        discussion: """
            Works on the database --store (or BOOKDIR_STORE) names, as postgresql://USER@HOST:PORT/DATABASE. \
            Run `bookdir db migrate` once as the database's owner, then `bookdir db import --catalog FILE`; \
            then grant each user one of the roles bookdir_reader, bookdir_suggester or bookdir_curator \
            (see the README).

            Examples:
              bookdir db migrate
              bookdir db import --catalog books.json
              bookdir db export --output exported
            """,
        subcommands: [MigrateCommand.self, ImportCommand.self, ExportCommand.self])

    /// The database of `global`, or a usage error saying how to name one.
    static func store(_ global: GlobalOptions) throws -> PostgresBookStore {
        guard let location = try global.choice.databaseLocation() else {
            throw ValidationError("bookdir db works on a shared database: give --store postgresql://USER@HOST:PORT/DATABASE or set BOOKDIR_STORE.")
        }
        return PostgresBookStore(location: location)
    }
}

/// `bookdir db migrate`.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Create or upgrade the bookdir tables and roles (safe to run again, and from two machines at once).")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let store = try DatabaseCommand.store(global)
        let applied = try store.migrate()
        let version = try store.schemaVersions().database
        if applied.isEmpty {
            print("The database \(store.location.database) at \(store.location.serverName) is up to date (schema version \(version)).")
        } else {
            let list = applied.map(String.init).joined(separator: ", ")
            print("Migrated \(store.location.database) at \(store.location.serverName) to schema version \(version) (applied \(list)).")
        }
    }
}

/// `bookdir db import --catalog FILE`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Load a catalog file into the database: new books are added, books already there (by id) updated.",
        discussion: "The file is read with the same strict rules as the JSON store's catalog; a file that breaks one imports nothing.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        guard let path = global.choice.catalogPath else {
            throw ValidationError("Name the catalog to import with --catalog FILE, as in: bookdir db import --catalog books.json")
        }
        let store = try DatabaseCommand.store(global)
        let books = try JSONBookStore(catalogURL: URL(fileURLWithPath: path), dataDirectory: global.choice.dataDirectory).loadBooks()
        let total = try store.importBooks(books)
        print("Imported \(books.count) books from \(path); the database holds \(total).")
    }
}

/// `bookdir db export --output DIR`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the database's catalog and suggestions as books.json and suggestions.json.",
        discussion: """
            The files are in today's formats: the catalog's version 2 (readable with --catalog) and \
            the suggestions file's, with each suggestion's status. Existing files are replaced whole.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("The folder to write books.json and suggestions.json into (made if missing).", valueName: "folder"),
            completion: .directory)
    var output: String

    func run() throws {
        let store = try DatabaseCommand.store(global)
        let books = try store.loadBooks()
        let suggestions = try store.loadSuggestions()
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(JSONOutput.books(books).utf8).write(to: folder.appendingPathComponent("books.json"), options: .atomic)
            try Data(JSONOutput.suggestions(suggestions).utf8).write(to: folder.appendingPathComponent("suggestions.json"), options: .atomic)
        } catch {
            throw CommandFailure.dataError("Could not write the export into \(output): \(error.localizedDescription)")
        }
        print("Exported \(books.count) books and \(suggestions.count) suggestions into \(output).")
    }
}
