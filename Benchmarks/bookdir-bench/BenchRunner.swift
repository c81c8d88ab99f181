import Catalog
import Store
import Search
import CatalogGenerator
import Foundation

/// `bookdir-bench run`: every measurement for every size, then the table, the targets and `bench.json`.
struct BenchRunner {
    let options: BenchOptions

    func run() throws {
        let machine = MachineDescription.current()
        let formatter = ISO8601DateFormatter()
        var report = BenchReport(date: formatter.string(from: Date()), machine: machine, seed: options.seed,
                                 queries: BenchQueries.typed)
        print("bookdir benchmark, \(report.date)")
        print("Machine: \(machine.summary)")
        let loadBefore = MachineDescription.loadAverage()
        let catalogs = BenchCatalogs(folder: options.results + "/catalogs", seed: options.seed)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bookdir-bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        let bookdir = Self.installedCopy(of: options.bookdir ?? siblingExecutable("bookdir"), in: scratch)
        let fzf = options.fzf ?? SideBySideBenchmark.which("fzf")
        let canSearch = SideBySideBenchmark.bookdirCanSearch(bookdir)
        if fzf == nil { report.notes.append("fzf was not found: the whole-process comparison was skipped (install it: apt-get install fzf).") }
        if !canSearch { report.notes.append("\(bookdir) has no `search` subcommand yet: the whole-process comparison was skipped.") }

        for count in ["stores", "suggest", "holdings"].contains(options.only ?? "") ? [] : options.sizes {
            say("· \(Format.count(count)) books: catalog file")
            let generated = try catalogs.ensure(count: count)
            var figures = SizeFigures(books: count, catalogFileBytes: catalogs.fileSize(count: count))

            let sideBySideOnly = options.only == "side-by-side"
            let commandLineOnly = options.only == "command-line"
            let inProcessOnly = options.only == "in-process"
            if options.only == nil || inProcessOnly {
                measureInProcess(count: count, generated: generated, catalogs: catalogs, scratch: scratch, into: &figures)
            } else if commandLineOnly {
                say("· \(Format.count(count)) books: cold load in fresh processes (median of 5, 3 at 1M)")
                figures.loadCold = LoadProbe.measureCold(catalog: catalogs.catalogPath(count: count), dataDirectory: "\(scratch)/cold-\(count)", runs: count >= 1_000_000 ? 3 : 5)
            }
            if canSearch, !sideBySideOnly, !inProcessOnly {
                say("· \(Format.count(count)) books: bookdir list and every-match search against jq and fzf, whole processes")
                figures.commandLine = CommandLineBenchmark(
                    bookdir: bookdir, jq: options.jq ?? SideBySideBenchmark.which("jq"), fzf: fzf,
                    catalog: catalogs.catalogPath(count: count), lines: catalogs.linesPath(count: count),
                    dataDirectory: "\(scratch)/command-line-\(count)", runs: Self.commandLineRuns(books: count)).run()
                say("· \(Format.count(count)) books: a first bookdir search with an empty data folder (median of 5, 3 at 1M)")
                figures.coldSearch = CommandLineBenchmark(
                    bookdir: bookdir, jq: nil, fzf: nil, catalog: catalogs.catalogPath(count: count), lines: catalogs.linesPath(count: count),
                    dataDirectory: "\(scratch)/cold-search-\(count)", runs: 1).coldSearch(runs: count >= 1_000_000 ? 3 : 5)
            }

            if let fzf, canSearch, !commandLineOnly, !inProcessOnly, sideBySideOnly || figures.loadWarm?.error == nil {
                say("· \(Format.count(count)) books: fzf --filter --exact against bookdir search, whole processes")
                let side = SideBySideBenchmark(
                    fzf: fzf, bookdir: bookdir, catalog: catalogs.catalogPath(count: count),
                    lines: catalogs.linesPath(count: count), dataDirectory: "\(scratch)/search-\(count)",
                    limit: 50, runs: count >= 1_000_000 ? 1 : 3)
                let rows = side.run(queries: BenchQueries.all)
                figures.sideBySide = rows
                figures.fzfMedianSeconds = Samples(rows.map(\.fzfSeconds)).median
                figures.bookdirSearchMedianSeconds = Samples(rows.map(\.bookdirSeconds)).median
                let fzfTotal = rows.map(\.fzfSeconds).reduce(0, +)
                figures.bookdirOverFzf = fzfTotal > 0 ? rows.map(\.bookdirSeconds).reduce(0, +) / fzfTotal : nil
            }
            report.sizes.append(figures)
        }
        if options.only == nil || options.only == "stores" {
            try catalogs.ensure(count: 1_000)
            try catalogs.ensure(count: options.storeBooks)
            report.stores = StoreBenchmark(catalogs: catalogs, count: options.storeBooks, scratch: scratch, bookdir: bookdir).run()
        }
        if options.only == nil || options.only == "suggest" {
            try catalogs.ensure(count: 1_000)
            say("· suggest: bookdir suggest into \(Format.count(SuggestBenchmark.suggestions)) suggestions, whole processes")
            report.suggest = SuggestBenchmark(bookdir: bookdir, catalog: catalogs.catalogPath(count: 1_000), scratch: scratch + "/suggest").run()
        }
        if options.only == nil || options.only == "holdings" {
            try catalogs.ensure(count: HoldingsBenchmark.catalogBooks)
            say("· holdings: import a \(Format.count(HoldingsBenchmark.csvRows))-row CSV and \(Format.count(HoldingsBenchmark.marcRecords)) MARC records, audit")
            report.holdings = HoldingsBenchmark(bookdir: bookdir, catalog: catalogs.catalogPath(count: HoldingsBenchmark.catalogBooks),
                                                seed: options.seed, scratch: scratch + "/holdings").run()
        }
        report.notes.append("Load average (1, 5, 15 min) at the start: \(loadBefore); at the end: \(MachineDescription.loadAverage()) "
            + "(on \(machine.processors) processors; other work on the machine widens the p99 figures).")
        report.notes.append(contentsOf: standingNotes())
        report.targets = TargetChecks.evaluate(report)
        print("")
        print(ReportPrinter.text(of: report))
        try FileManager.default.createDirectory(atPath: options.results, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(report).write(to: URL(fileURLWithPath: options.results + "/bench.json"))
        print("Figures written to \(options.results)/bench.json")
    }

    /// Load, keystrokes and frames for `count` books (everything but the side-by-side comparison).
    private func measureInProcess(count: Int, generated: [Book]?, catalogs: BenchCatalogs, scratch: String, into figures: inout SizeFigures) {
        say("· \(Format.count(count)) books: load in fresh processes (cold, then warm)")
        let dataDirectory = "\(scratch)/data-\(count)"
        figures.loadCold = LoadProbe.measureCold(catalog: catalogs.catalogPath(count: count), dataDirectory: dataDirectory, runs: count >= 1_000_000 ? 3 : 5)
        figures.loadWarm = LoadProbe.measure(catalog: catalogs.catalogPath(count: count), dataDirectory: dataDirectory)

        say("· \(Format.count(count)) books: keystrokes through SearchViewModel")
        let books = generated ?? CatalogGenerator.books(count: count, seed: options.seed)
        measureKeystrokes(books: books, into: &figures)

        if figures.loadWarm?.error == nil {
            measureFrames(catalog: catalogs.catalogPath(count: count), dataDirectory: dataDirectory, into: &figures)
        }
        if count == 10_000 {
            say("· \(Format.count(count)) books: reading lists, export of \(ListsBenchmark.exportedCount) books and scrolling")
            figures.lists = ListsBenchmark(bookdir: options.bookdir ?? siblingExecutable("bookdir"), catalog: catalogs.catalogPath(count: count),
                                           dataDirectory: "\(scratch)/lists-\(count)", books: books).run()
        }
    }

    private func measureKeystrokes(books: [Book], into figures: inout SizeFigures) {
        let benchmark = KeystrokeBenchmark(books: books)
        let outcome = benchmark.runIndexed()
        let samples = Samples(outcome.keystrokes.map(\.seconds))
        figures.indexBuildSeconds = outcome.indexSeconds
        figures.listsBuildSeconds = outcome.listsSeconds
        figures.keystrokeCount = samples.count
        figures.keystrokeP50 = samples.median
        figures.keystrokeP99 = samples.percentile(0.99)
        figures.keystrokeMax = samples.maximum
        figures.slowestKeystrokes = outcome.keystrokes.sorted { $0.seconds > $1.seconds }.prefix(5)
            .map { "\"\($0.text)\" \(Format.time($0.seconds)) (\($0.matches) matches)" }

        say("· \(Format.count(books.count)) books: naive filter (localizedCaseInsensitiveContains)")
        let naive = benchmark.runNaive(over: outcome.keystrokes, budget: options.naiveBudget)
        let naiveSamples = Samples(naive.map(\.seconds))
        let indexedSamples = Samples(naive.map { outcome.keystrokes[$0.index].seconds })
        figures.naiveKeystrokeCount = naiveSamples.count
        figures.naiveP50 = naiveSamples.median
        figures.indexedP50OnNaiveKeystrokes = indexedSamples.median
        figures.naiveRatio = indexedSamples.total > 0 ? naiveSamples.total / indexedSamples.total : nil
    }

    private func measureFrames(catalog: String, dataDirectory: String, into figures: inout SizeFigures) {
        for (columns, rows) in [(80, 24), (200, 60)] {
            say("· \(Format.count(figures.books)) books: frames at \(columns)×\(rows) in a pseudo-terminal")
            let probe = FrameProbe.measure(catalog: catalog, dataDirectory: dataDirectory, columns: columns, rows: rows, frames: 300)
            if let error = probe.error {
                figures.frameError = error
                continue
            }
            for scene in probe.scenes {
                let canvas = Samples(scene.canvas)
                let curses = Samples(scene.curses)
                let writes = scene.writesPerFrame.map { String(format: ", %.1f writes", $0) } ?? ""
                figures.frames.append(FrameFigures(
                    columns: probe.columns, rows: probe.rows, canvasP50: canvas.median, canvasP99: canvas.percentile(0.99),
                    cursesP50: curses.median, cursesP99: curses.percentile(0.99),
                    what: "\(scene.what), \(scene.changedCells) cells change\(writes)"))
            }
            if columns == 80 {
                figures.firstFrameSeconds = probe.firstFrameSeconds
                figures.firstFrameInProcessSeconds = probe.firstFrameInProcessSeconds
                figures.catalogFrameSeconds = probe.catalogFrameSeconds
            }
        }
    }

    /// `name` in the folder of this executable (the same build).
    private func siblingExecutable(_ name: String) -> String {
        (ChildProcess.selfPath as NSString).deletingLastPathComponent + "/" + name
    }

    private func standingNotes() -> [String] {
        [
            "Keystrokes: the \(BenchQueries.typed.count) queries (\(BenchQueries.facets.count) of them with field terms) typed one Character at a time and deleted back to empty, "
                + "\(BenchQueries.allKeystrokes.count) keystrokes per size, each timed from SearchViewModel.searchTextChanged "
                + "to the first \(KeystrokeBenchmark.visibleRows) results read (the rows a screen shows), one view model for all queries, "
                + "typed after the index's lists were built (index ready = the load job; lists = the job the view model posts after it).",
            "Naive filter: localizedCaseInsensitiveContains over title, author and description of every book, every query word; "
                + "timed on keystrokes picked evenly within a budget of about \(Int(options.naiveBudget)) s per size; "
                + "the ratio compares the totals over exactly those keystrokes.",
            "Load: a fresh process per figure; cold = empty data folder (the run of median load time of 5, of 3 at 1M), warm = the same data folder again; "
                + "ready = file to SearchIndex ready for the first query (it reads the text until its lists exist); "
                + "1st query = \"moon\" then, by the text; lists = prepareForTyping() after that; "
                + "RSS ready = VmHWM when the index was ready; RSS = VmHWM at the end (lists included).",
            "Command line: bookdir list (the table, cut to 80 columns) against jq -r '\(CommandLineBenchmark.jqTSV)' (the same rows); "
                + "bookdir list --format csv against jq -r '\(CommandLineBenchmark.jqCSV)'; bookdir search --limit 100000000 QUERY "
                + "(every match) against fzf --filter QUERY --exact < lines, for \(CommandLineBenchmark.queries.joined(separator: ", ")), summed; "
                + "output to /dev/null, warm derived caches, median of 15 runs at 1k and 10k (a run takes milliseconds there, so one slow start would decide a median of 3), 3 at 100k and 1 at 1M, started with posix_spawn and timed until waitpid.",
            "Side by side: fzf --filter QUERY --exact < lines (title<TAB>author<TAB>description, all matches printed) against "
                + "bookdir search --limit 50 QUERY --catalog FILE --data-dir DIR; medians per query after one warm-up run; "
                + "the ratio compares the sums of the medians.",
        ]
    }

    /// How many times each command-line comparison runs: a run takes milliseconds at 1k and 10k
    /// books, so many runs make the median steady; seconds at 1M, so one.
    static func commandLineRuns(books: Int) -> Int {
        books >= 1_000_000 ? 1 : books >= 100_000 ? 3 : 15
    }

    /// A copy of `bookdir` in `scratch`, as `make install` (`install`) puts it, timed instead of
    /// the file the linker wrote: the linker writes through a mapping, and running that file
    /// costs about 1.5 ms more a process (measured on 1k books), until its pages are read again.
    /// (Falls back to `bookdir` itself when it cannot be copied.)
    static func installedCopy(of bookdir: String, in scratch: String) -> String {
        let copy = scratch + "/bin/bookdir"
        do {
            try FileManager.default.createDirectory(atPath: scratch + "/bin", withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: copy)
            try FileManager.default.copyItem(atPath: bookdir, toPath: copy)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)
            return copy
        } catch {
            return bookdir
        }
    }
}
