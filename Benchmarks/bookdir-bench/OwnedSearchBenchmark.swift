import Catalog
import Foundation
import Search
import Store

/// What `owned:no` adds to a search (issue 29, target ≤ 10%), side by side at 100,000 books: the
/// same query with and without the term, through the index read from the derived cache as
/// `bookdir search` reads it, the owned set already in hand (half the books, as the holdings CSV
/// of ``HoldingsBenchmark`` matches): its first query (which flags each book once for those
/// holdings) apart from the later ones.
struct OwnedSearchBenchmark {
    static let query = "category:PB sort:title", runs = 41

    let catalog: String
    let dataDirectory: String

    /// The figures, or why they could not be measured.
    func run() -> OwnedSearchFigures {
        var figures = OwnedSearchFigures()
        let store = JSONBookStore(catalogURL: URL(fileURLWithPath: catalog), dataDirectory: URL(fileURLWithPath: dataDirectory))
        let index: SearchIndex
        do {
            index = try store.loadSearchIndex()
        } catch {
            figures.error = "the index could not be loaded: \(error.message)"
            return figures
        }
        let books = index.books
        let owned = OwnedBooks(library: "bench", ids: Set(books.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element.id)))
        let plain = QueryParser.parse(Self.query)
        let lacking = QueryParser.parse(Self.query + " owned:no").owning(owned)
        func seconds(_ query: ParsedQuery) -> Double {
            let clock = ContinuousClock()
            let start = clock.now
            let found = index.results(for: query).hits.count
            let elapsed = clock.now - start
            precondition(found > 0, "the benchmark's query found nothing")
            return Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)
        }
        _ = seconds(plain)
        figures.firstOwnedSeconds = seconds(lacking)
        var without: [Double] = [], with: [Double] = []
        for _ in 0 ..< Self.runs {
            without.append(seconds(plain))
            with.append(seconds(lacking))
        }
        figures.searchSeconds = Samples(without).median
        figures.ownedSearchSeconds = Samples(with).median
        return figures
    }
}

/// The figures of ``OwnedSearchBenchmark`` (medians) and of the same searches as whole processes.
struct OwnedSearchFigures: Codable {
    var searchSeconds: Double?
    var ownedSearchSeconds: Double?
    var firstOwnedSeconds: Double?
    var processSeconds: Double?
    var ownedProcessSeconds: Double?
    var error: String?

    /// The search with `owned:no` over the same without it (issue 29 asks ≤ 1.10).
    var ratio: Double? {
        guard let plain = searchSeconds, let owned = ownedSearchSeconds, plain > 0 else { return nil }
        return owned / plain
    }

    /// The rows of the printed report.
    var lines: [String] {
        func ratio(_ over: Double?, _ under: Double?) -> String {
            guard let over, let under, under > 0 else { return "–" }
            return String(format: "%.2f×", over / under)
        }
        var lines = [
            "owned:no beside the same search, \(Format.count(HoldingsBenchmark.catalogBooks)) books (\"\(OwnedSearchBenchmark.query)\"; target ≤ 1.10×)",
            Format.table([
                ["what", "without", "with owned:no", "ratio"],
                ["index.results, median of \(OwnedSearchBenchmark.runs)", Format.time(searchSeconds), Format.time(ownedSearchSeconds),
                 ratio(ownedSearchSeconds, searchSeconds)],
                ["the first owned:no of these holdings (flags each book)", "", Format.time(firstOwnedSeconds), ""],
                ["bookdir search, whole process (matches the holdings)", Format.time(processSeconds), Format.time(ownedProcessSeconds),
                 ratio(ownedProcessSeconds, processSeconds)],
            ]),
        ]
        if let error { lines.append("owned:no not measured in full: \(error)") }
        return lines
    }
}
