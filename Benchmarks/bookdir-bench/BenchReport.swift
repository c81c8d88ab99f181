import Foundation

/// Every figure of one run, written to `bench.json`.
struct BenchReport: Codable {
    var date: String
    var machine: MachineDescription
    var seed: UInt64
    var queries: [String]
    var sizes: [SizeFigures] = []
    /// The JSON store against PostgreSQL (issue 11).
    var stores: StoreFigures?
    /// `bookdir suggest` into a file of 100,000 suggestions (issue 32).
    var suggest: SuggestFigures?
    /// Holdings imported and audited (issue 29).
    var holdings: HoldingsFigures?
    var notes: [String] = []
    var targets: [TargetCheck] = []
}

/// The figures of one catalog size. Times are in seconds, memory in bytes.
struct SizeFigures: Codable {
    var books: Int
    var catalogFileBytes: Int
    /// First load in a fresh process with an empty data folder (no derived cache yet).
    var loadCold: LoadProbe.Figures?
    /// Second load in a fresh process with the same data folder (derived cache present, if any).
    var loadWarm: LoadProbe.Figures?
    /// Index ready for the first query inside the search view model (in-process, books already in memory).
    var indexBuildSeconds: Double?
    /// The index's lists built afterwards through the view model's worker (keystrokes are timed after them).
    var listsBuildSeconds: Double?
    var keystrokeCount: Int?
    var keystrokeP50: Double?
    var keystrokeP99: Double?
    var keystrokeMax: Double?
    /// The slowest keystrokes, text and seconds.
    var slowestKeystrokes: [String] = []
    var naiveKeystrokeCount: Int?
    var naiveP50: Double?
    /// The index's median over the same keystrokes the naive filter was timed on.
    var indexedP50OnNaiveKeystrokes: Double?
    /// Naive total over indexed total on the same keystrokes.
    var naiveRatio: Double?
    var fzfMedianSeconds: Double?
    var bookdirSearchMedianSeconds: Double?
    /// bookdir search over fzf (below 1 means bookdir is faster).
    var bookdirOverFzf: Double?
    var sideBySide: [SideBySide] = []
    /// `bookdir list` and every-match `bookdir search` against jq and fzf.
    var commandLine: [CommandLineRow] = []
    /// A first `bookdir search` with an empty data folder: JSON read, both caches written, results printed.
    var coldSearch: ColdCommand?
    var frames: [FrameFigures] = []
    /// Why frames could not be measured, if they could not.
    var frameError: String?
    /// From starting the process to the first frame drawn (loading state), 80×24.
    var firstFrameSeconds: Double?
    /// From the process's first instruction to the first frame drawn, 80×24.
    var firstFrameInProcessSeconds: Double?
    /// From starting the process to the first frame showing the catalog, 80×24.
    var catalogFrameSeconds: Double?
    /// Reading lists: export and scrolling (measured at 10,000 books).
    var lists: ListFigures?
}

/// One query run as whole processes.
struct SideBySide: Codable {
    var query: String
    var fzfSeconds: Double
    var fzfLines: Int
    var bookdirSeconds: Double
    var bookdirLines: Int
}

/// The time to render one frame at one size.
struct FrameFigures: Codable {
    var columns: Int
    var rows: Int
    /// Screen → Canvas (RootScreen.render), median.
    var canvasP50: Double
    var canvasP99: Double
    /// Canvas → curses (TerminalSession.draw incl. doupdate into a pty), median; nil when not measured.
    var cursesP50: Double?
    var cursesP99: Double?
    var what: String
}

/// One of the targets and whether the run met it.
struct TargetCheck: Codable {
    var name: String
    var measured: String
    var passed: Bool?

    var line: String {
        let verdict = passed.map { $0 ? "PASS" : "MISS" } ?? (measured == "not measured" ? "N/A " : "INFO")
        return "\(verdict)  \(name): \(measured)"
    }
}
