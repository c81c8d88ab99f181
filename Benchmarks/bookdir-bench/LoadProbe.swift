import Catalog
import Store
import Search
import Foundation

/// Catalog load time and peak memory, each measured in a fresh child process
/// (`bookdir-bench measure-load`), so one size's memory never counts toward another's.
enum LoadProbe {
    /// What one child process measured.
    struct Figures: Codable {
        var books: Int = 0
        /// `JSONBookStore.loadBooks()` (read, decode, check; or the binary cache).
        var loadSeconds: Double = 0
        /// `SearchIndex(books:)`: folded text and slot order, ready for the first query (it reads the text).
        var indexSeconds: Double = 0
        /// File to index ready for the first query.
        var totalSeconds: Double = 0
        /// The first query afterwards ("moon", 20 rows read), answered by reading the text.
        var firstSearchSeconds: Double = 0
        /// `SearchIndex.prepareForTyping()` afterwards: the gram and token lists (the app builds them
        /// in the background after its first results).
        var listsSeconds: Double = 0
        /// The peak resident set (VmHWM) of the whole process, in bytes (lists included).
        var peakRSSBytes: Int = 0
        /// The peak resident set when the index was ready for the first query (before the lists).
        var readyRSSBytes: Int = 0
        /// The store's message when the catalog could not be loaded.
        var error: String?
    }

    /// The child's work: loads `catalog` with a store over `dataDirectory`, indexes it, and
    /// prints the ``Figures`` as one JSON line.
    static func runChild(catalog: String, dataDirectory: String) {
        var figures = Figures()
        let store = JSONBookStore(catalogURL: URL(fileURLWithPath: catalog),
                                  dataDirectory: URL(fileURLWithPath: dataDirectory))
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let books = try store.loadBooks()
            let loaded = clock.now
            let index = SearchIndex(books: books)
            let ready = clock.now
            figures.books = index.books.count
            figures.loadSeconds = (loaded - start).seconds
            figures.indexSeconds = (ready - loaded).seconds
            figures.totalSeconds = (ready - start).seconds
            figures.readyRSSBytes = peakResidentBytes()
            let searched = clock.now
            keep(index.hits(for: "moon").prefix(20).map(\.titleMatches.count))
            figures.firstSearchSeconds = (clock.now - searched).seconds
            let building = clock.now
            index.prepareForTyping()
            figures.listsSeconds = (clock.now - building).seconds
            withExtendedLifetime(index) {}
        } catch {
            figures.error = error.message
        }
        figures.peakRSSBytes = peakResidentBytes()
        let encoder = JSONEncoder()
        if let data = try? encoder.encode(figures) {
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
    }

    /// The cold load of `catalog` (an empty `dataDirectory`, removed before each run) measured
    /// `runs` times, each in a fresh process: the figures of the run with the median load time.
    /// On the 2-core machine about one run in three of 100k books takes 0.68 s instead of 0.46 s.
    static func measureCold(catalog: String, dataDirectory: String, runs: Int) -> Figures {
        var measured: [Figures] = []
        for _ in 0 ..< max(1, runs) {
            try? FileManager.default.removeItem(atPath: dataDirectory)
            let figures = measure(catalog: catalog, dataDirectory: dataDirectory)
            if figures.error != nil { return figures }
            measured.append(figures)
        }
        return measured.sorted { $0.loadSeconds < $1.loadSeconds }[measured.count / 2]
    }

    /// Runs a child process measuring `catalog` with `dataDirectory`.
    static func measure(catalog: String, dataDirectory: String) -> Figures {
        let output = ChildProcess.run(
            ChildProcess.selfPath, ["measure-load", "--catalog", catalog, "--data-dir", dataDirectory])
        guard let line = output.stdout.split(separator: "\n").last,
              let figures = try? JSONDecoder().decode(Figures.self, from: Data(line.utf8))
        else {
            return Figures(error: "the measuring process failed (status \(output.status)): \(output.stderr)")
        }
        return figures
    }

    /// The peak resident set of this process (VmHWM from /proc/self/status), or `ru_maxrss`.
    static func peakResidentBytes() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
            for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                let digits = line.split(separator: " ").compactMap { Int($0) }
                if let kilobytes = digits.first { return kilobytes * 1024 }
            }
        }
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss) * 1024
    }
}
