import Catalog
/// The targets, checked against a report: printed, never asserted.
enum TargetChecks {
    static func evaluate(_ report: BenchReport) -> [TargetCheck] {
        var checks: [TargetCheck] = []
        let hundred = report.sizes.first { $0.books == 100_000 }
        let million = report.sizes.first { $0.books == 1_000_000 }
        func check(_ name: String, _ value: Double?, _ limit: Double, below: Bool = true, show: (Double) -> String) {
            guard let value else {
                checks.append(TargetCheck(name: name, measured: "not measured", passed: nil))
                return
            }
            checks.append(TargetCheck(name: name, measured: show(value), passed: below ? value <= limit : value >= limit))
        }
        check("100k search p99 ≤ 2 ms", hundred?.keystrokeP99, 0.002) { Format.time($0) }
        check("100k index ≥ 50× faster than the naive filter", hundred?.naiveRatio, 50, below: false) { Format.ratio($0) }
        check("100k bookdir search no slower than fzf --filter --exact", hundred?.bookdirOverFzf, 1.0) {
            "bookdir/fzf = \(Format.ratio($0)) (medians \(Format.time(hundred?.bookdirSearchMedianSeconds)) vs \(Format.time(hundred?.fzfMedianSeconds)))"
        }
        let ready = hundred?.loadWarm.flatMap { $0.error == nil ? $0.totalSeconds : nil }
        check("100k catalog ready ≤ 1 s (warm: second launch)", ready, 1.0) { Format.time($0) }
        if let cold = hundred?.loadCold, cold.error == nil {
            checks.append(TargetCheck(name: "100k catalog ready, cold (first launch after the catalog changed: JSON decoded, cache written)",
                                      measured: "\(Format.time(cold.totalSeconds)), peak RSS \(Format.megabytes(cold.peakRSSBytes))", passed: nil))
        }
        let rss = hundred?.loadWarm.flatMap { $0.error == nil ? Double($0.peakRSSBytes) : nil }
        check("100k peak RSS ≤ 150 MB (warm)", rss, 150 * 1_048_576) { Format.megabytes(Int($0)) }
        check("100k first frame ≤ 50 ms after launch (80×24, process start to first frame drawn)", hundred?.firstFrameSeconds, 0.05) { Format.time($0) }
        check("1M search p99 ≤ 20 ms", million?.keystrokeP99, 0.020) { Format.time($0) }
        let big = (hundred ?? report.sizes.last)?.frames.first { $0.columns == 200 }
        check("one 200×60 frame ≤ 1 ms (screen → Canvas → curses, p50, pane switches: the costliest frames)", big.map { $0.canvasP50 + ($0.cursesP50 ?? 0) }, 0.001) {
            "\(Format.time($0)) = Canvas \(Format.time(big?.canvasP50)) + curses \(Format.time(big?.cursesP50))"
        }
        if let small = report.sizes.first(where: { $0.books == 10_000 })?.keystrokeP50, let large = million?.keystrokeP50, small > 0 {
            let growth = large / small
            checks.append(TargetCheck(name: "cost grows linearly or better (p50 10k → 1M, 100× the books)",
                                      measured: "\(Format.ratio(growth))", passed: growth <= 100))
        }
        checks += commandLine(report)
        let stores = report.stores
        check("100k bookdir search (every match) from PostgreSQL ≤ 1.5× from JSON, warm", stores?.commands?.searchRatio, 1.5) {
            "\(Format.ratio($0)) (\(Format.time(stores?.commands?.postgresSearchSeconds)) vs \(Format.time(stores?.commands?.jsonSearchSeconds)))"
        }
        check("100k bookdir list from PostgreSQL ≤ 1.5× from JSON, warm", stores?.commands?.listRatio, 1.5) {
            "\(Format.ratio($0)) (\(Format.time(stores?.commands?.postgresListSeconds)) vs \(Format.time(stores?.commands?.jsonListSeconds)))"
        }
        check("db import of 100k books ≤ 5 s", stores?.postgresImportSeconds, 5) { Format.time($0) }
        check("the app ready at 100k from PostgreSQL ≤ 2 s (fresh process)", stores?.postgresReadySeconds, 2) { Format.time($0) }
        checks += lists(report)
        let suggest = report.suggest.flatMap { $0.error == nil ? $0 : nil }
        check("bookdir suggest into a file of \(Format.count(SuggestBenchmark.suggestions)) suggestions ≤ 0.2 s (whole process)",
              suggest?.medianSeconds, 0.2) {
            "\(Format.time($0)), peak RSS \(Format.megabytes(suggest?.peakRSSBytes)) (into an empty data folder: \(Format.time(suggest?.emptyMedianSeconds)))"
        }
        return checks
    }

    /// Issue 13's targets: a 500-book list exported in every format in under 0.2 s, and a list
    /// of 10,000 books scrolling as fast as the Books pane (p50 within 1.5× of it).
    private static func lists(_ report: BenchReport) -> [TargetCheck] {
        let lists = report.sizes.first { $0.books == 10_000 }?.lists
        let slowest = lists.flatMap { $0.exportSeconds.count == ExportFormat.allCases.count ? $0.exportSeconds.values.max() : nil }
        let export = TargetCheck(name: "export of a 500-book list < 0.2 s in every format (whole process, slowest format)",
                                 measured: slowest.map { Format.time($0) } ?? "not measured", passed: slowest.map { $0 < 0.2 })
        guard let list = lists?.listScrollP50, let books = lists?.booksScrollP50, books > 0 else {
            return [export, TargetCheck(name: "a 10,000-book list scrolls as fast as the Books pane", measured: "not measured", passed: nil)]
        }
        return [export, TargetCheck(name: "a 10,000-book list scrolls as fast as the Books pane (p50 ≤ 1.5× the Books pane's)",
                                    measured: "\(Format.time(list)) vs \(Format.time(books)) (\(Format.ratio(list / books)))",
                                    passed: list <= 1.5 * books)]
    }

    /// Issue 14's targets: the command line against jq and fzf, the cold load, the memory at 1M.
    private static func commandLine(_ report: BenchReport) -> [TargetCheck] {
        var checks: [TargetCheck] = []
        func size(_ books: Int) -> SizeFigures? { report.sizes.first { $0.books == books } }
        func row(_ books: Int, _ prefix: String) -> CommandLineRow? { size(books)?.commandLine.first { $0.what.hasPrefix(prefix) } }
        func add(_ name: String, _ value: Double?, _ limit: Double, _ show: (Double) -> String) {
            checks.append(TargetCheck(name: name, measured: value.map(show) ?? "not measured", passed: value.map { $0 <= limit }))
        }
        func ratio(_ row: CommandLineRow?) -> (Double) -> String {
            { "\(Format.ratio($0)) (\(Format.time(row?.bookdirSeconds)) vs \(Format.time(row?.otherSeconds)))" }
        }
        let list = row(100_000, "list")
        add("100k bookdir list ≤ 0.2× jq (the same rows as TSV)", list?.ratio, 0.2, ratio(list))
        let search = row(100_000, "search")
        add("100k bookdir search printing every match ≤ 0.5× fzf --filter --exact", search?.ratio, 0.5, ratio(search))
        let small = row(1_000, "search")
        add("1k bookdir search (every match) no slower than fzf", small?.ratio, 1.0, ratio(small))
        // Issue 32: a pasted query of 20,000 words is answered at once (its cost linear, its words capped).
        let long = row(100_000, "search, a 20000-word query")
        add("100k bookdir search of a 20,000-word query ≤ 0.2 s", long?.bookdirSeconds, 0.2) {
            "\(Format.time($0)) (fzf \(Format.time(long?.otherSeconds)))"
        }
        // The cold load is what a user waits for the first time: the whole first command
        // after the catalog changed, caches written. (The in-process load alone is shown beside it.)
        for (books, limit) in [(100_000, 0.5), (1_000_000, 6.0)] {
            let cold = size(books)?.coldSearch.flatMap { $0.status == 0 ? $0 : nil }
            let load = size(books)?.loadCold.flatMap { $0.error == nil ? $0 : nil }
            add("\(Format.count(books)) cold load ≤ \(limit) s (a first bookdir search: JSON read and checked, both caches written, results printed)",
                cold?.seconds, limit) {
                "\(Format.time($0)), peak RSS \(Format.megabytes(cold?.peakRSSBytes)); in process, the books alone loaded in \(Format.time(load?.loadSeconds))"
            }
        }
        let rss = size(1_000_000)?.loadCold.flatMap { $0.error == nil ? Double($0.peakRSSBytes) : nil }
        add("1M peak RSS ≤ 800 MB (cold load, index and lists)", rss, 800 * 1_048_576) { Format.megabytes(Int($0)) }
        return checks
    }
}
