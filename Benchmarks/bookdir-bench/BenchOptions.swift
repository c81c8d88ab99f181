import Foundation

/// The command line of `bookdir-bench`.
///
/// ```
/// bookdir-bench [run] [--sizes 1000,10000,100000,1000000] [--results DIR] [--seed S]
///                     [--bookdir PATH] [--fzf PATH] [--jq PATH] [--naive-budget SECONDS] [--only side-by-side|command-line|in-process|stores|suggest|holdings]
/// bookdir-bench generate --count N [--seed S] --output FILE [--lines FILE]
/// bookdir-bench measure-load --catalog FILE --data-dir DIR
/// bookdir-bench measure-command PATH [ARG…]   (prints seconds, exit status, peak resident set in bytes)
/// bookdir-bench measure-frames --catalog FILE --data-dir DIR --count FRAMES   (in a terminal)
/// bookdir-bench store-writer (--store ADDRESS | --catalog FILE --data-dir DIR) --count N --output NAME
/// bookdir-bench store-ready (--store ADDRESS | --catalog FILE --data-dir DIR)
/// ```
struct BenchOptions {
    var mode = "run"
    var sizes = [1_000, 10_000, 100_000, 1_000_000]
    var results = "bench-results"
    var seed: UInt64 = 42
    var bookdir: String?
    var fzf: String?
    var jq: String?
    var naiveBudget = 12.0
    /// `side-by-side` measures only fzf against `bookdir search` (no load, keystroke or frame figures);
    /// `command-line` only the cold load and bookdir's commands against jq and fzf; `in-process`
    /// only what runs inside bookdir-bench (load, keystrokes, naive filter, frames, app launch);
    /// `stores` the JSON store against PostgreSQL; `suggest` only `bookdir suggest` into a large file; `holdings` only holdings imported and audited.
    var only: String?
    /// A PostgreSQL store's address, for the store benchmark's children.
    var store: String?
    /// The catalog size of the store benchmark (`--store-books`).
    var storeBooks = 100_000
    var count = 1_000
    var output: String?
    var lines: String?
    var catalog: String?
    var dataDirectory: String?

    /// Parses `arguments` (without the program name).
    /// - Throws: a message naming the argument that was not understood.
    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") {
            options.mode = first
            rest = rest.dropFirst()
        }
        guard ["run", "generate", "measure-load", "measure-frames", "store-writer", "store-ready"].contains(options.mode) else {
            throw BenchUsageError("Unknown mode \"\(options.mode)\"; use run, generate, measure-load, measure-frames, store-writer or store-ready.")
        }
        while let name = rest.popFirst() {
            guard let value = rest.popFirst() else { throw BenchUsageError("\(name) needs a value.") }
            switch name {
            case "--sizes":
                let sizes = value.split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { throw BenchUsageError("--sizes takes counts such as 1000,10000 (it was \(value)).") }
                options.sizes = sizes
            case "--results": options.results = value
            case "--seed":
                guard let seed = UInt64(value) else { throw BenchUsageError("--seed takes a whole number (it was \(value)).") }
                options.seed = seed
            case "--bookdir": options.bookdir = value
            case "--fzf": options.fzf = value
            case "--jq": options.jq = value
            case "--naive-budget":
                guard let budget = Double(value), budget > 0 else { throw BenchUsageError("--naive-budget takes seconds (it was \(value)).") }
                options.naiveBudget = budget
            case "--count":
                guard let count = Int(value), count >= 0 else { throw BenchUsageError("--count takes a number of books (it was \(value)).") }
                options.count = count
            case "--only":
                guard ["side-by-side", "command-line", "in-process", "stores", "suggest", "holdings"].contains(value) else {
                    throw BenchUsageError("--only takes side-by-side, command-line, in-process, stores, suggest or holdings (it was \(value)).")
                }
                options.only = value
            case "--output": options.output = value
            case "--store": options.store = value
            case "--store-books":
                guard let count = Int(value), count > 0 else { throw BenchUsageError("--store-books takes a number of books (it was \(value)).") }
                options.storeBooks = count
            case "--lines": options.lines = value
            case "--catalog": options.catalog = value
            case "--data-dir": options.dataDirectory = value
            default: throw BenchUsageError("Unknown option \(name); see the usage in Benchmarks/README.md.")
            }
        }
        return options
    }
}

/// A command line `bookdir-bench` did not understand.
struct BenchUsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
