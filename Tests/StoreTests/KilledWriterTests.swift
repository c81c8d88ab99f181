import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Crash safety: a writer process adding suggestions in a loop is killed (SIGKILL) at a random
/// moment, 200 times, one writer after the other on the same data folder. After every kill the
/// suggestions file still parses and holds every suggestion whose save had returned, and at most
/// one temporary file is left behind (the next writer removes it).
///
/// The writers are this test runner started again on ``testKilledWriterProcess()``; a writer
/// reports `saved <id>` on its standard output (one `write` per line, unbuffered) right after
/// `addSuggestion` returned, and `ready` just before its first save.
final class KilledWriterTests: XCTestCase {
    private static let dataFolderKey = "BOOKDIR_TEST_KILLED_WRITER_DATA_DIR"
    private static let prefixKey = "BOOKDIR_TEST_KILLED_WRITER_PREFIX"
    private static let kills = 200

    /// The body of one writer process: saves until it is killed (or its reader went away).
    func testKilledWriterProcess() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let data = environment[Self.dataFolderKey], let prefix = environment[Self.prefixKey] else {
            throw XCTSkip("runs only inside the writer processes of testWriterKilledAtRandomMomentsLosesNothing")
        }
        let store = JSONBookStore(catalogURL: JSONBookStore.bundledCatalogURL, dataDirectory: URL(fileURLWithPath: data))
        // A save checks the catalog first (the same-book rule), then makes the data folder: do
        // both before saying ready, so the kills fall among the saves.
        _ = try store.loadBooks()
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        guard Self.report("ready") else { return }
        for number in 0..<100_000 {
            let id = "\(prefix)-\(number)"
            try store.addSuggestion(Suggestion(id: id, title: "Title \(number) of \(prefix)", author: "Writer \(prefix)",
                                               category: .youngAdult, createdAt: Date(timeIntervalSince1970: 1_700_000_000)))
            guard Self.report("saved \(id)") else { return }
        }
    }

    /// Writes one line to the standard output with a single `write`; `false` when nobody reads any more.
    private static func report(_ line: String) -> Bool {
        let bytes = Array((line + "\n").utf8)
        return bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) } == bytes.count
    }

    func testWriterKilledAtRandomMomentsLosesNothing() throws {
        #if os(Linux)
        let runner = try TestRunnerChild.runner()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let data = folder.file("data")
        let store = JSONBookStore(catalogURL: JSONBookStore.bundledCatalogURL, dataDirectory: data)
        var generator = SystemRandomNumberGenerator()
        var reportedTotal = 0
        var savedUnreported = 0
        var killsLeavingTemporaryFile = 0
        var expectedIDs: [String] = []
        let started = Date()

        for kill in 0..<Self.kills {
            let prefix = "k\(kill)"
            let (process, output) = try startWriter(runner: runner, data: data, prefix: prefix)
            // Wait for the writer to start saving, then let it save for 0–30 ms.
            var lines = LineReader(handle: output)
            var sawReady = false
            while let line = lines.next() {
                if line == "ready" { sawReady = true; break }
            }
            XCTAssertTrue(sawReady, "kill \(kill): the writer did not start")
            usleep(UInt32.random(in: 0...30_000, using: &generator))
            Glibc.kill(process.processIdentifier, SIGKILL)
            var reported: [String] = []
            while let line = lines.next() {
                if line.hasPrefix("saved ") { reported.append(String(line.dropFirst(6))) }
            }
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "kill \(kill): the writer ended before it was killed")
            XCTAssertEqual(process.terminationStatus, SIGKILL, "kill \(kill)")

            // The file parses and holds every save that returned, in order, plus at most the one
            // save that completed just before the kill but was not reported yet.
            let stored: [Suggestion]
            do {
                stored = try store.loadSuggestions()
            } catch {
                XCTFail("kill \(kill): the suggestions file no longer loads: \(error)")
                break
            }
            let mine = stored.map(\.id).filter { $0.hasPrefix(prefix + "-") }
            XCTAssertEqual(Array(mine.prefix(reported.count)), reported, "kill \(kill): a reported save is missing")
            XCTAssertLessThanOrEqual(mine.count, reported.count + 1, "kill \(kill): \(mine.count) stored, \(reported.count) reported")
            XCTAssertEqual(mine, (0..<mine.count).map { "\(prefix)-\($0)" }, "kill \(kill)")
            savedUnreported += mine.count - reported.count
            reportedTotal += reported.count
            expectedIDs += mine
            XCTAssertEqual(stored.map(\.id), expectedIDs, "kill \(kill): earlier suggestions changed")

            // A killed writer leaves at most its one temporary file; the next writer removes it.
            let leftovers = try folder.names(in: data).filter { $0.hasPrefix(".suggestions.json.") && $0.hasSuffix(".tmp") }
            XCTAssertLessThanOrEqual(leftovers.count, 1, "kill \(kill): \(leftovers)")
            if !leftovers.isEmpty { killsLeavingTemporaryFile += 1 }
            if testRun?.failureCount ?? 0 > 10 { break }
        }

        // One more clean save removes whatever the last kill left.
        try store.addSuggestion(Suggestion(id: "after-the-kills", title: "T", author: "A", category: .pictureBook))
        XCTAssertEqual(try store.loadSuggestions().map(\.id), expectedIDs + ["after-the-kills"])
        // No temporary file is left; `cache` holds the bundled catalog in binary form (128 KB or more).
        XCTAssertEqual(try folder.names(in: data), ["cache", "suggestions.json", "suggestions.json.lock"])
        XCTAssertGreaterThan(reportedTotal, 0, "the writers saved something before being killed")
        print("KilledWriterTests: \(Self.kills) writers killed in \(Int(Date().timeIntervalSince(started))) s; "
            + "\(reportedTotal) reported saves, all kept; \(savedUnreported) saves completed but unreported at the kill, kept; "
            + "\(killsLeavingTemporaryFile) kills left a temporary file (removed by the next writer); nothing lost")
        #else
        throw XCTSkip("starts the Linux test runner again")
        #endif
    }

    private func startWriter(runner: URL, data: URL, prefix: String) throws -> (Process, FileHandle) {
        let pipe = Pipe()
        let process = try TestRunnerChild.start(
            runner, test: "StoreTests.KilledWriterTests/testKilledWriterProcess",
            settings: [Self.dataFolderKey: data.path, Self.prefixKey: prefix], output: pipe)
        try pipe.fileHandleForWriting.close()
        return (process, pipe.fileHandleForReading)
    }
}

/// Lines read from a pipe with blocking reads, until its end.
private struct LineReader {
    let handle: FileHandle
    private var buffer: [UInt8] = []
    private var ended = false

    init(handle: FileHandle) {
        self.handle = handle
    }

    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            if ended { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                ended = true
                if !buffer.isEmpty {
                    let line = String(decoding: buffer, as: UTF8.self)
                    buffer = []
                    return line
                }
                return nil
            }
            buffer += chunk[0..<count]
        }
    }
}
