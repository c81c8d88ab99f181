import Foundation

/// The command line against the tools a script would use instead, as whole processes on the same
/// catalog: `bookdir list` against `jq` printing the same rows as TSV, `bookdir list --format csv`
/// against `jq @csv`, and `bookdir search` printing every match against `fzf --filter --exact`.
struct CommandLineBenchmark {
    let bookdir: String
    let jq: String?
    let fzf: String?
    let catalog: String
    let lines: String
    let dataDirectory: String
    let runs: Int

    /// The queries whose every match is printed.
    static let queries = ["grandmother", "moon", "peña"]
    /// A pasted query of 20,000 words (issue 32), as a paste of the catalog's own text would be:
    /// the words of the lines fzf reads, in order, from the first (those of five letters or fewer,
    /// so that fzf takes the query as one argument of under 128 KB). bookdir searches its first
    /// thousand words and says so.
    static func longQuery(from lines: String) -> [String] {
        let text = (try? String(contentsOfFile: lines, encoding: .utf8)) ?? ""
        var words: [String] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) where word.count <= 5 {
            words.append(String(word))
            if words.count == 20_000 { break }
        }
        return words
    }
    /// jq's TSV: the rows `bookdir list` prints (title, authors, category).
    static let jqTSV = #".books[] | [.title, (.authors | join(" and ")), .category] | @tsv"#
    /// jq's CSV: the fields `bookdir list --format csv` prints.
    static let jqCSV = #".books[] | [.id, .title, (.authors | join(" and ")), ((.illustrators // []) | join(" and ")), "#
        + #".category, (.year // ""), (.isbn // ""), .description] | @csv"#

    func run() -> [CommandLineRow] {
        let base = ["--catalog", catalog, "--data-dir", dataDirectory]
        // Warm-up: fills the page cache and bookdir's derived caches.
        _ = ChildProcess.time(bookdir, ["list"] + base)
        _ = ChildProcess.time(bookdir, ["search", "--limit", "100000000", "moon"] + base)
        var rows: [CommandLineRow] = []
        if let jq {
            rows.append(compare("list", bookdir: ["list"] + base, other: (jq, ["-r", Self.jqTSV, catalog], nil), otherName: "jq @tsv"))
            rows.append(compare("list --format csv", bookdir: ["list", "--format", "csv"] + base,
                                other: (jq, ["-r", Self.jqCSV, catalog], nil), otherName: "jq @csv"))
        }
        if let fzf {
            var bookdirTotal = 0.0, fzfTotal = 0.0, bookdirLines = 0, fzfLines = 0
            for query in Self.queries {
                let row = compare("search \(query)", bookdir: ["search", "--limit", "100000000", query] + base,
                                  other: (fzf, ["--filter", query, "--exact"], lines), otherName: "fzf")
                bookdirTotal += row.bookdirSeconds
                fzfTotal += row.otherSeconds
                bookdirLines += row.bookdirLines
                fzfLines += row.otherLines
            }
            rows.append(CommandLineRow(what: "search, every match (\(Self.queries.count) queries, summed)", other: "fzf --filter --exact",
                                       bookdirSeconds: bookdirTotal, otherSeconds: fzfTotal, bookdirLines: bookdirLines, otherLines: fzfLines))
            // fzf takes each word as a term every line must hold, at a cost per word and line: the
            // whole query takes it minutes (1,000 words: 28 s at 100k), so it is given the first 100.
            let long = Self.longQuery(from: lines)
            rows.append(compare("search, a \(long.count)-word query", bookdir: ["search", "--limit", "100000000"] + long + base,
                                other: (fzf, ["--filter", long.prefix(100).joined(separator: " "), "--exact"], lines),
                                otherName: "fzf, its first 100 words"))
        }
        return rows
    }

    /// `bookdir search grandmother --limit 50` on the catalog with an empty data folder (removed
    /// before each of `runs` runs), as a first search after the catalog changed: the JSON read and
    /// checked, both derived caches written, the results printed. The run with the median time.
    /// Started from a small process of its own, so that its peak resident set is its own (see
    /// ``ChildProcess/timeFromSmallProcess(_:_:)``).
    func coldSearch(runs: Int) -> ColdCommand {
        var measured: [ColdCommand] = []
        for _ in 0 ..< max(1, runs) {
            try? FileManager.default.removeItem(atPath: dataDirectory)
            let run = ChildProcess.timeFromSmallProcess(bookdir, ["search", "--limit", "50", "grandmother", "--catalog", catalog, "--data-dir", dataDirectory])
            guard run.status == 0 else { return ColdCommand(seconds: 0, peakRSSBytes: 0, status: run.status) }
            measured.append(ColdCommand(seconds: run.seconds, peakRSSBytes: run.peakRSSBytes, status: 0))
        }
        return measured.sorted { $0.seconds < $1.seconds }[measured.count / 2]
    }

    private func compare(_ what: String, bookdir arguments: [String], other: (String, [String], String?), otherName: String) -> CommandLineRow {
        var mine = Samples()
        var theirs = Samples()
        for _ in 0 ..< runs {
            theirs.add(ChildProcess.time(other.0, other.1, stdin: other.2).seconds)
            mine.add(ChildProcess.time(bookdir, arguments).seconds)
        }
        return CommandLineRow(what: what, other: otherName, bookdirSeconds: mine.median, otherSeconds: theirs.median,
                              bookdirLines: Self.countLines(bookdir, arguments, stdin: nil),
                              otherLines: Self.countLines(other.0, other.1, stdin: other.2))
    }

    /// The lines `program` prints (read as it prints them).
    static func countLines(_ program: String, _ arguments: [String], stdin: String?) -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = stdin.flatMap { FileHandle(forReadingAtPath: $0) } ?? FileHandle.nullDevice
        guard (try? process.run()) != nil else { return 0 }
        var count = 0
        while true {
            let data = pipe.fileHandleForReading.availableData
            if data.isEmpty { break }
            count += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
        process.waitUntilExit()
        return count
    }
}

/// One command-line comparison: medians of whole-process runs.
struct CommandLineRow: Codable {
    var what: String
    var other: String
    var bookdirSeconds: Double
    var otherSeconds: Double
    var bookdirLines: Int
    var otherLines: Int

    /// bookdir's time over the other tool's (below 1: bookdir is faster).
    var ratio: Double? { otherSeconds > 0 ? bookdirSeconds / otherSeconds : nil }
}

/// One command run as a whole process with nothing cached (see ``CommandLineBenchmark/coldSearch(runs:)``).
struct ColdCommand: Codable {
    var seconds: Double
    /// The peak resident set of the process (`ru_maxrss`).
    var peakRSSBytes: Int
    /// The exit status (not 0: the figures are not measured).
    var status: Int32
}
