import Foundation

/// `bookdir search` (every match of a few queries, summed) and `bookdir list` on the store
/// benchmark's catalog, from PostgreSQL and from the JSON files side by side, warm: each command
/// ran once before (the page cache and both stores' derived caches filled), then the median of
/// `runs` whole processes. The database's cache is kept by its catalog revision, so a warm command
/// costs one small query and the local work.
struct DatabaseCommandBenchmark {
    static let queries = ["grandmother", "moon", "peña"]

    let bookdir: String
    /// `--catalog FILE --data-dir DIR` for the JSON files.
    let json: [String]
    /// `--store ADDRESS --data-dir DIR` for the database.
    let database: [String]
    let runs: Int

    func run() -> DatabaseCommandFigures {
        var figures = DatabaseCommandFigures()
        for store in [json, database] {
            _ = ChildProcess.time(bookdir, ["list"] + store)
            for query in Self.queries { _ = ChildProcess.time(bookdir, ["search", "--limit", "100000000", query] + store) }
        }
        figures.jsonListSeconds = median(["list"] + json)
        figures.postgresListSeconds = median(["list"] + database)
        figures.jsonSearchSeconds = summed(json)
        figures.postgresSearchSeconds = summed(database)
        return figures
    }

    /// Every match of each query, the medians summed; nil when a run failed.
    private func summed(_ store: [String]) -> Double? {
        var total = 0.0
        for query in Self.queries {
            guard let seconds = median(["search", "--limit", "100000000", query] + store) else { return nil }
            total += seconds
        }
        return total
    }

    /// The median of `runs` runs of bookdir with `arguments`; nil when one failed.
    private func median(_ arguments: [String]) -> Double? {
        var samples = Samples()
        for _ in 0 ..< max(1, runs) {
            let run = ChildProcess.time(bookdir, arguments)
            guard run.status == 0 else { return nil }
            samples.add(run.seconds)
        }
        return samples.median
    }
}
