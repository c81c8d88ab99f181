import Foundation

/// `bookdir suggest` into a suggestions file of 100,000 suggestions (issue 32: a 200 MB file took
/// 60 s and 1.2 GB a send), as whole processes, each on a fresh copy of the file made before its
/// clock starts, against the same send into an empty data folder (the cost of the process itself).
struct SuggestBenchmark {
    static let suggestions = 100_000
    static let runs = 5

    let bookdir: String
    let catalog: String
    let scratch: String

    /// The figures, or why they could not be measured.
    func run() -> SuggestFigures {
        var figures = SuggestFigures(suggestions: Self.suggestions)
        let original = "\(scratch)/suggest-original.json"
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            let bytes = try Self.suggestionsFile(count: Self.suggestions)
            try bytes.write(to: URL(fileURLWithPath: original))
            figures.fileBytes = bytes.count
        } catch {
            figures.error = "the suggestions file could not be made: \(error)"
            return figures
        }
        var full: [(seconds: Double, peak: Int)] = [], empty: [(seconds: Double, peak: Int)] = []
        for run in 0 ..< Self.runs {
            let data = "\(scratch)/suggest-\(run)"
            do {
                try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: original, toPath: data + "/suggestions.json")
            } catch {
                figures.error = "the suggestions file could not be copied: \(error)"
                return figures
            }
            for (folder, into) in [(data, 0), ("\(scratch)/suggest-empty-\(run)", 1)] {
                let timed = ChildProcess.timeFromSmallProcess(bookdir, [
                    "suggest", "--title", "Bench suggestion \(run)", "--author", "Bench Writer", "--category", "mg", "--by", "bench",
                    "--catalog", catalog, "--data-dir", folder,
                ])
                guard timed.status == 0 else {
                    figures.error = "bookdir suggest ended with status \(timed.status) (data folder \(folder))"
                    return figures
                }
                if into == 0 { full.append((timed.seconds, timed.peakRSSBytes)) } else { empty.append((timed.seconds, timed.peakRSSBytes)) }
            }
            try? FileManager.default.removeItem(atPath: data)
        }
        let median = full.sorted { $0.seconds < $1.seconds }[full.count / 2]
        figures.medianSeconds = median.seconds
        figures.peakRSSBytes = median.peak
        figures.emptyMedianSeconds = Samples(empty.map(\.seconds)).median
        figures.emptyPeakRSSBytes = empty.sorted { $0.seconds < $1.seconds }[empty.count / 2].peak
        return figures
    }

    /// A suggestions file of `count` pending suggestions as bookdir writes one (pretty-printed, keys
    /// sorted), each of another title and author.
    static func suggestionsFile(count: Int) throws -> Data {
        struct Item: Encodable {
            var id, title, author, category, createdAt, status, suggestedBy: String
        }
        struct File: Encodable {
            var version = 2
            var suggestions: [Item]
        }
        let categories = ["PB", "CB", "MG", "YA"]
        let items = (0 ..< count).map { number in
            Item(id: String(format: "%08X-BE0C-4E00-8000-%012X", number, number * 7_919), title: "Suggested title \(number)",
                 author: "Author \(number % 4_999)", category: categories[number % 4], createdAt: "2026-11-21T19:30:05.250Z",
                 status: "pending", suggestedBy: "teacher\(number % 50)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(File(suggestions: items)) + Data("\n".utf8)
    }
}

/// The figures of ``SuggestBenchmark``.
struct SuggestFigures: Codable {
    var suggestions: Int
    var fileBytes: Int?
    /// `bookdir suggest` into the file: the median run's seconds and peak resident set.
    var medianSeconds: Double?
    var peakRSSBytes: Int?
    /// The same into an empty data folder.
    var emptyMedianSeconds: Double?
    var emptyPeakRSSBytes: Int?
    var error: String?

    /// The rows of the printed report.
    var lines: [String] {
        var lines = [
            "bookdir suggest, whole process (median of \(SuggestBenchmark.runs), each on a fresh copy of the file; catalog of 1,000 books)",
            Format.table([
                ["into", "time", "peak RSS"],
                ["\(Format.count(suggestions)) suggestions (\(Format.megabytes(fileBytes)))", Format.time(medianSeconds), Format.megabytes(peakRSSBytes)],
                ["an empty data folder", Format.time(emptyMedianSeconds), Format.megabytes(emptyPeakRSSBytes)],
            ]),
        ]
        if let error { lines.append("bookdir suggest not measured: \(error)") }
        return lines
    }
}
