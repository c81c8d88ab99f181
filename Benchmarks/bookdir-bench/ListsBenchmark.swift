import Catalog
import Foundation
import Screens
import ViewModels
import Widgets

/// Reading lists (issue 13): exporting a 500-book list in every format with the real `bookdir`
/// (whole processes), and scrolling a list of every book of the catalog in the Lists pane against
/// the Books pane over the same books (in process, screen → Canvas, as a key press costs).
struct ListsBenchmark {
    /// The books in the exported list.
    static let exportedCount = 500
    /// Key presses timed per pane.
    static let scrollKeys = 400

    let bookdir: String
    let catalog: String
    let dataDirectory: String
    let books: [Book]

    /// Everything measured.
    func run() -> ListFigures {
        var figures = ListFigures()
        figures.exportedBooks = min(Self.exportedCount, books.count)
        let ids = books.prefix(Self.exportedCount).map(\.id)
        let common = ["--catalog", catalog, "--data-dir", dataDirectory]
        let added = ChildProcess.run(bookdir, ["lists", "add", "bench"] + ids + common)
        if added.status != 0 {
            figures.error = "bookdir lists add failed: \(added.stderr)"
        } else {
            for format in ExportFormat.allCases {
                var samples: [Double] = []
                for _ in 0 ..< 3 {
                    let run = ChildProcess.time(bookdir, ["lists", "export", "bench", "--format", format.rawValue] + common)
                    if run.status == 0 { samples.append(run.seconds) }
                }
                figures.exportSeconds[format.rawValue] = Samples(samples).median
            }
        }
        let (booksPane, listPane) = scroll()
        figures.scrolledBooks = books.count
        figures.booksScrollP50 = booksPane.median
        figures.booksScrollP99 = booksPane.percentile(0.99)
        figures.listScrollP50 = listPane.median
        figures.listScrollP99 = listPane.percentile(0.99)
        return figures
    }

    /// Each ↓ (and a PgDn every tenth key) handled and drawn at 80×24, in the Books pane, then in
    /// the Lists pane with one list holding every book.
    private func scroll() -> (books: Samples, list: Samples) {
        let lists = InMemoryListStore(lists: [ReadingList(name: "Everything", entries: books.map(ListEntry.init))])
        let assembly = AppAssembly(store: PreloadedStore(books: books), worker: HeldWorker(isImmediate: true),
                                   actions: NoSystemActions(), listStore: lists)
        let root = assembly.root
        var canvas = Canvas(width: 80, height: 24)
        func time(_ key: Key) -> Double {
            let start = MonotonicTime.now()
            _ = root.handle(key)
            root.render(into: &canvas)
            return Double(MonotonicTime.now() - start) / 1e9
        }
        func keys() -> [Double] {
            (0 ..< Self.scrollKeys).map { time($0 % 10 == 9 ? .pageDown : .down) }
        }
        root.render(into: &canvas)
        let booksPane = keys()
        _ = root.handle(.character("4"))
        _ = root.handle(.enter)
        root.render(into: &canvas)
        return (Samples(booksPane), Samples(keys()))
    }
}

/// The reading-list figures of one catalog size.
struct ListFigures: Codable {
    /// The books in the exported list.
    var exportedBooks = 0
    /// Per format, the median seconds of `bookdir lists export` (whole process, output to /dev/null).
    var exportSeconds: [String: Double] = [:]
    /// The books scrolled through, in the Books pane and in one list.
    var scrolledBooks = 0
    var booksScrollP50: Double?
    var booksScrollP99: Double?
    var listScrollP50: Double?
    var listScrollP99: Double?
    /// Why the export was not measured.
    var error: String?
}
