import Catalog
import CatalogGenerator
import Foundation

/// Issue 29's figures, whole processes against a generated catalog of 100,000 books (warm derived
/// caches): `bookdir holdings import` of a 100,000-row CSV and of a 50,000-record MARC file
/// (written by pymarc), pymarc merely reading the same MARC file, and `bookdir audit` of the
/// 100,000 holdings. Half the rows match a book by title and author ("Last, First"), half match none.
struct HoldingsBenchmark {
    static let csvRows = 100_000, marcRecords = 50_000, catalogBooks = 100_000, runs = 3

    let bookdir: String
    let catalog: String
    let seed: UInt64
    let scratch: String

    /// The figures, or why they could not be measured.
    func run() -> HoldingsFigures {
        var figures = HoldingsFigures()
        let csv = "\(scratch)/holdings.csv", marc = "\(scratch)/holdings.mrc", data = "\(scratch)/data"
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("holdings-marc.py").path
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            try Data(Self.csv(CatalogGenerator.books(count: Self.catalogBooks, seed: seed)).utf8).write(to: URL(fileURLWithPath: csv))
        } catch {
            figures.error = "the CSV could not be written: \(error)"
            return figures
        }
        guard let python = SideBySideBenchmark.which("python3") else {
            figures.error = "python3 was not found"
            return figures
        }
        let made = ChildProcess.run(python, [script, csv, String(Self.marcRecords), marc])
        guard made.status == 0 else {
            figures.error = "pymarc could not write the MARC file (make bench installs it): \(made.stderr)"
            return figures
        }
        _ = ChildProcess.time(bookdir, ["search", "moon", "--catalog", catalog, "--data-dir", data])
        func median(_ path: String, _ arguments: [String]) -> Double? {
            let times = (0 ..< Self.runs).map { _ in ChildProcess.time(path, arguments) }
            guard times.allSatisfy({ $0.status == 0 }) else { return nil }
            return Samples(times.map(\.seconds)).median
        }
        let common = ["--catalog", catalog, "--data-dir", data]
        figures.csvImportSeconds = median(bookdir, ["holdings", "import", csv, "--library", "csv"] + common)
        figures.marcImportSeconds = median(bookdir, ["holdings", "import", marc, "--library", "marc"] + common)
        figures.pymarcReadSeconds = median(python, ["-c", "import sys, pymarc\nfor record in pymarc.MARCReader(open(sys.argv[1], 'rb')): pass", marc])
        figures.auditSeconds = median(bookdir, ["audit", "--library", "csv", "--format", "json"] + common)
        // As after the catalog changed: no answer kept for it, so the holdings are matched again.
        let unkept = (0 ..< Self.runs).map { _ in
            try? FileManager.default.removeItem(atPath: "\(data)/cache/owned-csv.txt")
            return ChildProcess.time(bookdir, ["audit", "--library", "csv", "--format", "json"] + common)
        }
        figures.unkeptAuditSeconds = unkept.allSatisfy { $0.status == 0 } ? Samples(unkept.map(\.seconds)).median : nil
        let search = ["search", OwnedSearchBenchmark.query, "--format", "tsv", "--library", "csv"] + common
        var owned = OwnedSearchBenchmark(catalog: catalog, dataDirectory: data).run()
        owned.processSeconds = median(bookdir, search)
        owned.ownedProcessSeconds = median(bookdir, search.replacingFirst(OwnedSearchBenchmark.query, with: OwnedSearchBenchmark.query + " owned:no"))
        figures.owned = owned
        if figures.csvImportSeconds == nil || figures.marcImportSeconds == nil || figures.auditSeconds == nil {
            figures.error = "a bookdir command failed"
        }
        return figures
    }

    /// The CSV: a header, then for each row a title and its author as "Last, First" and an ISBN with
    /// a qualifier; even rows are books of the catalog, odd ones are not.
    static func csv(_ books: [Book]) -> String {
        var text = "Title,Author,ISBN,Call Number\n"
        text.reserveCapacity(csvRows * 70)
        var generator = SystemRandomNumberGenerator()
        for row in 0 ..< csvRows {
            let number = String(978_000_000_000 + row * 10).prefix(12)
            let weighted = number.compactMap(\.wholeNumberValue).enumerated().reduce(0) { $0 + $1.element * ($1.offset.isMultiple(of: 2) ? 1 : 3) }
            let isbn = number + String((10 - weighted % 10) % 10)
            if row.isMultiple(of: 2) {
                let book = books[Int.random(in: 0 ..< books.count, using: &generator)]
                let name = (book.authors.first ?? "").split(separator: " ")
                let author = name.count > 1 ? "\(name.last!), \(name.dropLast().joined(separator: " "))" : String(name.first ?? "")
                text += "\"\(book.title.replacingOccurrences(of: "\"", with: "\"\""))\",\"\(author)\",\(isbn) (pbk.),FIC\n"
            } else {
                text += "Unheld title \(row),\"Writer, Some\",\(isbn),FIC\n"
            }
        }
        return text
    }
}

extension Array where Element == String {
    /// The arguments with the first `old` replaced by `new`.
    func replacingFirst(_ old: String, with new: String) -> [String] {
        var copy = self
        if let at = copy.firstIndex(of: old) { copy[at] = new }
        return copy
    }
}

/// The figures of ``HoldingsBenchmark``, in seconds (the median of its runs).
struct HoldingsFigures: Codable {
    var csvImportSeconds: Double?
    var marcImportSeconds: Double?
    var pymarcReadSeconds: Double?
    var auditSeconds: Double?
    /// The audit with no answer kept for this catalog (the holdings matched again).
    var unkeptAuditSeconds: Double?
    /// `owned:no` beside the same search.
    var owned: OwnedSearchFigures?
    var error: String?

    /// bookdir's MARC import over pymarc's reading alone (issue 29 asks ≤ 1.0).
    var marcOverPymarc: Double? {
        guard let bookdir = marcImportSeconds, let pymarc = pymarcReadSeconds, pymarc > 0 else { return nil }
        return bookdir / pymarc
    }

    /// The rows of the printed report.
    var lines: [String] {
        let books = Format.count(HoldingsBenchmark.catalogBooks)
        var lines = [
            "Holdings, whole processes (median of \(HoldingsBenchmark.runs); catalog of \(books) books, warm caches; target ≤ 1 s each)",
            Format.table([
                ["what", "time"],
                ["bookdir holdings import, \(Format.count(HoldingsBenchmark.csvRows))-row CSV", Format.time(csvImportSeconds)],
                ["bookdir holdings import, \(Format.count(HoldingsBenchmark.marcRecords))-record MARC", Format.time(marcImportSeconds)],
                ["pymarc reading the same MARC file", Format.time(pymarcReadSeconds)],
                ["bookdir audit, \(Format.count(HoldingsBenchmark.csvRows)) holdings", Format.time(auditSeconds)],
                ["the same, matched again (the catalog changed since)", Format.time(unkeptAuditSeconds)],
            ]),
            "MARC import over pymarc reading: " + (marcOverPymarc.map { String(format: "%.2f", $0) } ?? "–") + " (target ≤ 1.0)",
        ]
        if let error { lines.append("Holdings not measured in full: \(error)") }
        return lines + (owned?.lines ?? [])
    }
}
