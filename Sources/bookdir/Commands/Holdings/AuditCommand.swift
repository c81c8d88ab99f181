import ArgumentParser
import Catalog
import Foundation
import Holdings
import Search
import Store
import Widgets

/// `bookdir audit [--library NAME] [--missing QUERY] [--format …] [--output FILE] [--save-missing NAME]`.
struct AuditCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Report what a library owns of the directory, and what it lacks.",
        discussion: """
            Reads the library's holdings (bookdir holdings import) and reports: owned and in the \
            directory per category and community (counts, the owned share, and each community's \
            share of the books the library owns in the category); award winners owned; owned by \
            decade of publication; and the purchase list: directory books not owned, award winners \
            first, then newest first. --targets sets goals ("indigenous 10% of PB": of the picture \
            books owned, at least 10% center Indigenous people) and reports each; --compare FILE \
            shows what changed since an earlier audit written with --format json. --missing QUERY keeps only the purchase list's books that \
            match a query (the query language of `bookdir search`: 'category:PB community:indigenous').

            Formats: table (the default), csv (RFC 4180; formula-like cells guarded with a ', as \
            --raw-cells says), json, markdown, and html: one print-ready page with inline SVG bar \
            charts, no scripts, nothing fetched. --output FILE writes the report atomically instead \
            of printing it. --save-missing NAME saves the purchase list as a reading list (made \
            when it does not exist; books already there stay).

            Exits with 1 when there are no holdings for the library, with 2 when several libraries \
            have holdings and none is named, and with 3 when a file cannot be read or written.

            Examples:
              bookdir audit --library lincoln
              bookdir audit --missing 'category:PB community:indigenous' --save-missing Buy
              bookdir audit --format html --output audit.html
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The library's name.
    @Option(help: ArgumentHelp("The library (default: the only one there is).", valueName: "name"))
    var library: String?

    /// The purchase list's query.
    @Option(help: ArgumentHelp("Keep only the purchase list's books that match this query.", valueName: "query"))
    var missing: String?

    /// The format.
    @Option(help: ArgumentHelp("table (the default), csv, json, markdown or html.", valueName: "format"))
    var format: AuditFormat = .table

    /// Whether `--raw-cells` was given.
    @Flag(help: ArgumentHelp("With --format csv: write a formula-like cell as it is, without the guarding '."))
    var rawCells = false

    /// Where to write, instead of standard output.
    @Option(help: ArgumentHelp("The file to write instead of standard output.", valueName: "file"), completion: .file())
    var output: String?

    /// The reading list to save the purchase list to.
    @Option(name: .customLong("save-missing"), help: ArgumentHelp("Save the purchase list as this reading list.", valueName: "name"))
    var saveMissing: String?

    /// The collection's goals.
    @Option(help: ArgumentHelp("Goals to report against: \"indigenous 10% of PB, black 15%\" (a share of the books owned, "
            + "in a category or in all).", valueName: "goals"))
    var targets: String?

    /// An earlier audit to compare with.
    @Option(help: ArgumentHelp("An audit written earlier with --format json: show what changed since.", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var compare: String?

    /// Rejects `--raw-cells` for a format other than CSV, and goals that cannot be read.
    func validate() throws {
        if rawCells, format != .csv { throw ValidationError("--raw-cells is for --format csv (it was \(format.rawValue)).") }
        if let targets { _ = try AuditGoals.parse(targets) }
    }

    /// Audits the library.
    func run() throws {
        let libraries = HoldingsLibraries(choice: global.choice)
        let header = try libraries.header(library)
        let holdings = header.holdings
        let version = libraries.catalogVersion()
        let books = try global.choice.loadBooks()
        let owned = try libraries.ownedIDs(of: header, catalogVersion: version) { books }
        let audit = HoldingsAudit(books: books, owned: owned, missingAmong: try missing.map { try matchingIDs($0, owned: OwnedBooks(library: holdings.library, ids: owned)) })
        var report = AuditReport(audit, header: header, query: missing)
        // --targets, else the configuration file's [audit] targets.
        let goals = try (targets ?? global.settings.auditTargets.value).map(AuditGoals.parse)?
            .map { ($0, $0.standing(books: books, owned: owned)) } ?? []
        if !goals.isEmpty { report.sections.insert(AuditReport.goalsSection(goals), at: 1) }
        if let compare {
            let earlier = try EarlierAudit.read(compare)
            report.sections += AuditReport.comparisonSections(audit, earlier: earlier, books: books, path: compare)
        }
        let bytes: [UInt8]
        switch format {
        case .table: bytes = try AuditText.table(report, width: output == nil ? TerminalWidth.current() : 100)
        case .csv: bytes = AuditText.csv(report, cells: rawCells ? .raw : .guarded)
        case .markdown: bytes = AuditText.markdown(report)
        case .json: bytes = AuditJSON.document(audit, header: header, query: missing, goals: goals)
        case .html: bytes = AuditHTML.page(report)
        }
        try ExportDestination.deliver(bytes, to: output) { "Wrote the audit of \"\(holdings.library)\" as \(format.rawValue) to \($0)." }
        if let saveMissing { try save(audit.missing, to: saveMissing) }
    }

    /// The ids of the books that match `query` (its `owned:` term reading `owned`).
    private func matchingIDs(_ query: String, owned: OwnedBooks) throws -> Set<String> {
        let found = try global.choice.loadSearchIndex().results(for: QueryParser.parse(query).owning(owned))
        if let note = found.note { StandardError.write("bookdir: " + SafeText.visible(note)) }
        return Set(found.hits.indices.map { found.hits.book(at: $0).id })
    }

    /// Saves `books` to the reading list `name`.
    private func save(_ books: [Book], to name: String) throws {
        guard !books.isEmpty else {
            StandardError.write(SafeText.visible("The purchase list is empty: nothing saved to \"\(name)\"."))
            return
        }
        let result = try ListsCommand.apply(.add(books.map { ListEntry($0) }, toList: name), global: global)
        guard case .changed(let added) = result.outcome, let list = result.lists.first(where: { $0.isNamed(name) }) else { return }
        StandardError.write(SafeText.visible("Saved \(ListsCommand.books(added)) of the purchase list to \"\(list.name)\" "
            + "(\(ListsCommand.books(list.entries.count)) in all)."))
    }
}
