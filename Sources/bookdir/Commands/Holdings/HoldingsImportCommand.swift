import ArgumentParser
import Catalog
import Foundation
import Holdings
import Widgets

/// `bookdir holdings import FILE [--library NAME]`.
struct HoldingsImportCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read a library's export (CSV, TSV, .xlsx, MARC 21 or MARCXML) and keep it as that library's holdings.",
        discussion: """
            The format is told by the file's first bytes, else its extension. A spreadsheet's header \
            row names its columns, in any order and any case: ISBN (ISBN13, ISBN-10, 020$a, \
            biblioitems.isbn, …; every such column is read, several ISBNs a cell), Title (245$a; a \
            Subtitle or 245$b column is added after ": "), Author (100$a, 700$a, …) and a record number \
            (biblionumber, Record #, 001). MARC records give 020 $a, 100 or 110 $a, 245 $a $b, 700 $a and 001.

            The holdings replace the library's earlier ones at once; a file that cannot be read \
            changes nothing. Prints the columns used and the matches' counts; ISBNs that are not \
            ISBNs and rows skipped are told on standard error, naming their row.

            Exits with 3 when the file cannot be read or understood (the message names the row or \
            record and what is wrong), or the holdings cannot be written.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The export.
    @Argument(help: ArgumentHelp("The library's export: .csv, .tsv, .xlsx, .mrc or MARCXML .xml.", valueName: "file"),
              completion: .file())
    var file: String

    /// The library's name.
    @Option(help: ArgumentHelp("The library whose holdings these are (default: \(HoldingsLibraries.defaultName)); "
            + "case and punctuation are ignored.", valueName: "name"))
    var library: String = HoldingsLibraries.defaultName

    /// The most notes printed.
    static let notesShown = 20

    /// Rejects an empty library name.
    func validate() throws {
        if LibraryHoldings.fileName(forLibrary: library) == "library.json" && library.lowercased() != "library" {
            throw ValidationError("Give the library a name with a letter or digit (it was \"\(library)\").")
        }
    }

    /// Imports the file.
    func run() throws {
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        } catch {
            throw CommandFailure.dataError("Could not read \(file): \((error as NSError).localizedDescription). "
                + "Check the path and that it can be read; nothing was stored.")
        }
        // The export is read on another thread while this one reads and keys the catalog.
        let reading = ExportReading(bytes, fileName: file)
        let libraries = HoldingsLibraries(choice: global.choice)
        let version = libraries.catalogVersion()
        let matcher = Result { () throws -> HoldingsMatcher in HoldingsMatcher(books: try global.choice.loadBooks()) }
        let read: HoldingsImport
        do {
            read = try reading.result.get()
        } catch {
            throw CommandFailure.dataError(error.message + " Nothing was stored: the holdings of \"\(library)\" are unchanged.")
        }
        for note in read.notes.prefix(Self.notesShown) {
            StandardError.write(SafeText.visible("\(file) \(read.unit) \(note.number): \(note.message)"))
        }
        if read.notes.count > Self.notesShown {
            StandardError.write("… and \(read.notes.count - Self.notesShown) more such notes.")
        }
        let holdings = LibraryHoldings(library: library, source: (file as NSString).lastPathComponent, read: read)
        let matches = try matcher.get().matches(read.rows)
        let earlier = try libraries.save(holdings)
        libraries.keep(matches.ownedBookIDs, of: holdings, catalogVersion: version)
        let out = StandardOutput()
        out.append(SafeText.visible("Read \(file) as \(read.format.title): " + read.columns.joined(separator: ", ") + ".") + "\n")
        let replaced = earlier.map { old, rows in
            " (replacing \(HoldingsCommand.count(rows, old.format == .marc || old.format == .marcxml ? "record" : "row")) "
                + "imported \(old.imported) from \(old.source))"
        } ?? ""
        out.append(SafeText.visible("Kept \(HoldingsCommand.count(read.rows.count, read.unit)) as the holdings of \"\(library)\"\(replaced).") + "\n")
        out.append(matches.summary(unit: read.unit) + "\n")
        out.append(SafeText.visible("See them with: bookdir holdings show --library \"\(library)\"") + "\n")
        try out.flush()
    }
}

/// An export read on a thread of its own; ``result`` waits for it.
private final class ExportReading: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var read: Result<HoldingsImport, HoldingsError>?

    init(_ bytes: [UInt8], fileName: String) {
        DispatchQueue.global().async { [self] in
            read = Result { () throws(HoldingsError) -> HoldingsImport in try HoldingsReader.read(bytes, fileName: fileName) }
            done.signal()
        }
    }

    /// What the reading gave, once it ended.
    var result: Result<HoldingsImport, HoldingsError> {
        done.wait()
        done.signal()
        return read!
    }
}
