import Foundation

/// `fzf --filter --exact` over the catalog as lines against `bookdir search` as a whole process,
/// on the same records and queries, median of a few runs of each.
struct SideBySideBenchmark {
    let fzf: String
    let bookdir: String
    let catalog: String
    let lines: String
    let dataDirectory: String
    /// The results `bookdir search` prints (`--limit`).
    let limit: Int
    let runs: Int

    /// Whether `bookdir` has the `search` subcommand with `--limit`.
    static func bookdirCanSearch(_ bookdir: String) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: bookdir) else { return false }
        let help = ChildProcess.run(bookdir, ["search", "--help"])
        return help.status == 0 && help.stdout.contains("--limit")
    }

    /// The path of `name` on `PATH`, if any.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func bookdirArguments(_ query: String) -> [String] {
        ["search", "--catalog", catalog, "--data-dir", dataDirectory, "--limit", "\(limit)"]
            + query.split(separator: " ").map(String.init)
    }

    func fzfArguments(_ query: String) -> [String] {
        ["--filter", query, "--exact"]
    }

    /// Runs every query: one warm-up of each program (fills the page cache and bookdir's derived
    /// cache), then `runs` timed runs of each, alternating.
    func run(queries: [String]) -> [SideBySide] {
        _ = ChildProcess.time(bookdir, bookdirArguments(queries[0]))
        _ = ChildProcess.time(fzf, fzfArguments(queries[0]), stdin: lines)
        return queries.map { query in
            var fzfTimes = Samples()
            var bookdirTimes = Samples()
            for _ in 0 ..< runs {
                fzfTimes.add(ChildProcess.time(fzf, fzfArguments(query), stdin: lines).seconds)
                bookdirTimes.add(ChildProcess.time(bookdir, bookdirArguments(query)).seconds)
            }
            return SideBySide(query: query, fzfSeconds: fzfTimes.median, fzfLines: CommandLineBenchmark.countLines(fzf, fzfArguments(query), stdin: lines),
                              bookdirSeconds: bookdirTimes.median, bookdirLines: CommandLineBenchmark.countLines(bookdir, bookdirArguments(query), stdin: nil))
        }
    }
}
