import Catalog
/// The report as the text `make bench` prints (and the README quotes).
enum ReportPrinter {
    static func text(of report: BenchReport) -> String {
        var out: [String] = []
        out.append("Machine: \(report.machine.summary)")
        out.append("Catalogs: generated, seed \(report.seed)")
        out.append("")
        var loadErrors: [String] = []
        var load = [["books", "file", "load cold", "index", "ready cold", "RSS cold", "ready warm", "RSS ready", "1st query", "lists", "RSS warm"]]
        for size in report.sizes {
            let cold = size.loadCold
            let warm = size.loadWarm
            if let error = cold?.error {
                load.append([Format.count(size.books), Format.megabytes(size.catalogFileBytes), "refused", "–", "–",
                             Format.megabytes(cold?.peakRSSBytes), "–", "–", "–", "–", "–"])
                loadErrors.append("  \(Format.count(size.books)): \(error)")
                continue
            }
            load.append([
                Format.count(size.books), Format.megabytes(size.catalogFileBytes),
                Format.time(cold?.loadSeconds), Format.time(cold?.indexSeconds), Format.time(cold?.totalSeconds),
                Format.megabytes(cold?.peakRSSBytes), Format.time(warm?.totalSeconds), Format.megabytes(warm?.readyRSSBytes), Format.time(warm?.firstSearchSeconds),
                Format.time(warm?.listsSeconds), Format.megabytes(warm?.peakRSSBytes),
            ])
        }
        out.append("Catalog load (file to SearchIndex ready for the first query; then that query, and the lists built after it), fresh process each")
        out.append(Format.table(load))
        out.append(contentsOf: loadErrors)
        out.append("")

        var search = [["books", "index ready", "lists", "keys", "p50", "p99", "max", "naive keys", "naive p50", "index p50 same", "naive/index"]]
        for size in report.sizes {
            search.append([
                Format.count(size.books), Format.time(size.indexBuildSeconds), Format.time(size.listsBuildSeconds), size.keystrokeCount.map(String.init) ?? "–",
                Format.time(size.keystrokeP50), Format.time(size.keystrokeP99), Format.time(size.keystrokeMax),
                size.naiveKeystrokeCount.map(String.init) ?? "–", Format.time(size.naiveP50),
                Format.time(size.indexedP50OnNaiveKeystrokes), Format.ratio(size.naiveRatio),
            ])
        }
        out.append("Search per keystroke (SearchViewModel → SearchIndex, incremental, typed once the lists exist), against the naive filter")
        out.append(Format.table(search))
        for size in report.sizes where !size.slowestKeystrokes.isEmpty {
            out.append("  slowest at \(Format.count(size.books)): " + size.slowestKeystrokes.prefix(3).joined(separator: ", "))
        }
        out.append("")

        if report.sizes.contains(where: { !$0.sideBySide.isEmpty }) {
            var side = [["books", "fzf median", "bookdir median", "bookdir/fzf (sum)"]]
            for size in report.sizes where !size.sideBySide.isEmpty {
                side.append([Format.count(size.books), Format.time(size.fzfMedianSeconds),
                             Format.time(size.bookdirSearchMedianSeconds), Format.ratio(size.bookdirOverFzf)])
            }
            out.append("Whole process: fzf --filter --exact against bookdir search (median per query, 20 queries)")
            out.append(Format.table(side))
            out.append("")
        }

        if report.sizes.contains(where: { !$0.commandLine.isEmpty }) {
            var rows = [["books", "bookdir …", "bookdir", "against", "time", "bookdir/it", "lines (bookdir, it)"]]
            for size in report.sizes {
                for row in size.commandLine {
                    rows.append([Format.count(size.books), row.what, Format.time(row.bookdirSeconds), row.other,
                                 Format.time(row.otherSeconds), Format.ratio(row.ratio), "\(row.bookdirLines), \(row.otherLines)"])
                }
            }
            out.append("The command line against jq and fzf: whole processes, output to /dev/null, median of runs")
            out.append(Format.table(rows))
            out.append("")
        }

        if report.sizes.contains(where: { $0.coldSearch != nil }) {
            var rows = [["books", "time", "peak RSS"]]
            for size in report.sizes {
                guard let cold = size.coldSearch else { continue }
                rows.append(cold.status == 0 ? [Format.count(size.books), Format.time(cold.seconds), Format.megabytes(cold.peakRSSBytes)]
                                             : [Format.count(size.books), "failed (status \(cold.status))", "–"])
            }
            out.append("A first bookdir search after the catalog changed (empty data folder: JSON read and checked, both caches written, 50 results printed), whole process, median")
            out.append(Format.table(rows))
            out.append("")
        }

        if report.sizes.contains(where: { !$0.frames.isEmpty }) {
            var frames = [["books", "size", "screen→Canvas p50", "p99", "Canvas→curses p50", "p99", "what"]]
            for size in report.sizes {
                for frame in size.frames {
                    frames.append([Format.count(size.books), "\(frame.columns)×\(frame.rows)", Format.time(frame.canvasP50),
                                   Format.time(frame.canvasP99), Format.time(frame.cursesP50), Format.time(frame.cursesP99), frame.what])
                }
            }
            out.append("One frame of the app (RootScreen → Canvas → curses → pseudo-terminal)")
            out.append(Format.table(frames))
            out.append("")
        }
        if report.sizes.contains(where: { $0.firstFrameSeconds != nil }) {
            var launch = [["books", "first frame (loading)", "in-process part", "frame with the catalog"]]
            for size in report.sizes where size.firstFrameSeconds != nil {
                launch.append([Format.count(size.books), Format.time(size.firstFrameSeconds),
                               Format.time(size.firstFrameInProcessSeconds), Format.time(size.catalogFrameSeconds)])
            }
            out.append("App launch, 80×24: from starting the process to the frame drawn (RootScreen wired as bookdir wires it)")
            out.append(Format.table(launch))
            out.append("")
        }
        for size in report.sizes {
            if let error = size.frameError { out.append("Frames at \(Format.count(size.books)) not measured: \(error)") }
        }

        for size in report.sizes {
            guard let lists = size.lists else { continue }
            var rows = [["what", "p50", "p99"]]
            for format in ExportFormat.allCases {
                rows.append(["bookdir lists export (\(lists.exportedBooks) books) --format \(format.rawValue)",
                             Format.time(lists.exportSeconds[format.rawValue]), ""])
            }
            rows.append(["↓ in the Books pane (\(Format.count(lists.scrolledBooks)) books)", Format.time(lists.booksScrollP50), Format.time(lists.booksScrollP99)])
            rows.append(["↓ in a list of \(Format.count(lists.scrolledBooks)) books", Format.time(lists.listScrollP50), Format.time(lists.listScrollP99)])
            out.append("Reading lists at \(Format.count(size.books)) books: export as whole processes (median of 3), "
                + "a key handled and drawn at 80×24 (screen → Canvas)")
            out.append(Format.table(rows))
            if let error = lists.error { out.append("Export not measured: \(error)") }
            out.append("")
        }

        if let stores = report.stores {
            out.append(contentsOf: stores.lines)
            out.append("")
        }
        if let suggest = report.suggest {
            out.append(contentsOf: suggest.lines)
            out.append("")
        }
        if let holdings = report.holdings {
            out.append(contentsOf: holdings.lines)
            out.append("")
        }
        out.append("Targets (issues 5, 11, 13, 14 and 32)")
        out.append(contentsOf: report.targets.map(\.line))
        out.append("")
        out.append("Notes")
        out.append(contentsOf: report.notes.map { "- " + $0 })
        return out.joined(separator: "\n")
    }
}
