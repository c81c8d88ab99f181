import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

final class AtomicFileTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testWritesNewFilesAndReplacesOldOnes() throws {
        let target = folder.file("file.json")
        try AtomicFile.write(Array("first".utf8), to: target.path)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "first")
        try AtomicFile.write(Array("second, longer".utf8), to: target.path)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "second, longer")
        try AtomicFile.write([], to: target.path)
        XCTAssertEqual(try Data(contentsOf: target), Data())
        XCTAssertEqual(try folder.names(), ["file.json"])
    }

    func testAFileWrittenInPiecesGetsEveryPieceAndTheBytesWrittenOver() throws {
        let target = folder.file("cache.bin")
        try AtomicFile.write(to: target.path, durability: .checkedByReaders) { (output: inout AtomicFile.Output) throws(SystemCallFailure) in
            try output.append(contentsOf: Array("0000 and more".utf8))
            try output.append(contentsOf: Array(", then the end".utf8))
            Array("head".utf8).withUnsafeBytes { (head: UnsafeRawBufferPointer) in
                do throws(SystemCallFailure) { try output.overwrite(head, at: 0) } catch { XCTFail("\(error)") }
            }
            XCTAssertEqual(output.count, 27)
        }
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "head and more, then the end")
        XCTAssertEqual(try folder.names(), ["cache.bin"])
    }

    func testAWriteThatFailsHalfwayKeepsTheOldFileAndLeavesNoTemporaryFile() throws {
        let target = folder.file("cache.bin")
        try folder.write("old", to: "cache.bin")
        let failure = SystemCallFailure(step: "write a temporary file in", path: folder.url.path, code: ENOSPC)
        XCTAssertThrowsError(try AtomicFile.write(to: target.path, durability: .checkedByReaders) {
            (output: inout AtomicFile.Output) throws(SystemCallFailure) in
            try output.append(contentsOf: Array("new, but".utf8))
            throw failure
        }) { error in
            XCTAssertEqual(error as? SystemCallFailure, failure)
        }
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "old")
        XCTAssertEqual(try folder.names(), ["cache.bin"])
    }

    func testAFailedRenameRemovesTheTemporaryFile() throws {
        // A folder in the target's place makes the final rename fail, even for root,
        // after the temporary file has been written and flushed.
        let target = folder.file("taken")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try folder.write("inside", to: "taken/keep")
        XCTAssertThrowsError(try AtomicFile.write(Array("data".utf8), to: target.path)) { error in
            XCTAssertEqual(error as? SystemCallFailure, SystemCallFailure(step: "move the temporary file into place", path: target.path, code: EISDIR))
            XCTAssertEqual((error as? SystemCallFailure)?.reason, "Is a directory")
        }
        XCTAssertEqual(try folder.names(), ["taken"])
        XCTAssertEqual(try folder.names(in: target), ["keep"])
    }

    func testAMissingFolderFailsBeforeAnythingIsWritten() throws {
        let target = folder.url.appendingPathComponent("missing/file.json")
        XCTAssertThrowsError(try AtomicFile.write(Array("data".utf8), to: target.path)) { error in
            let failure = error as? SystemCallFailure
            XCTAssertEqual(failure?.step, "create a temporary file in")
            XCTAssertEqual(failure?.path, self.folder.url.appendingPathComponent("missing").path)
            XCTAssertEqual(failure?.code, ENOENT)
            XCTAssertEqual(failure?.reason, "No such file or directory")
        }
        XCTAssertEqual(try folder.names(), [])
    }

    func testLeftoversOfDeadWritersAreRemovedAndNothingElse() throws {
        let target = folder.file("suggestions.json")
        try folder.write("old", to: "suggestions.json")
        try folder.write("half", to: ".suggestions.json.4242.0F1E.tmp")
        try folder.write("keep", to: ".other.json.4242.0F1E.tmp")
        try folder.write("keep", to: "suggestions.json.lock")
        AtomicFile.removeLeftovers(of: target.path)
        XCTAssertEqual(try folder.names(), [".other.json.4242.0F1E.tmp", "suggestions.json", "suggestions.json.lock"])
    }

    func testOnlyTheLeftoversOfEndedProcessesAreRemovedWithoutALock() throws {
        let target = folder.file("search.bin")
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        try folder.write("old", to: "search.bin")
        try folder.write("killed", to: ".search.bin.\(ended.processIdentifier).0F1E.tmp")
        try folder.write("writing", to: ".search.bin.\(getpid()).0F1E.tmp")
        try folder.write("odd", to: ".search.bin.nopid.tmp")
        try folder.write("keep", to: ".other.bin.\(ended.processIdentifier).0F1E.tmp")
        AtomicFile.removeLeftoversOfEndedProcesses(of: target.path)
        XCTAssertEqual(try folder.names(), [".other.bin.\(ended.processIdentifier).0F1E.tmp", ".search.bin.\(getpid()).0F1E.tmp",
                                            ".search.bin.nopid.tmp", "search.bin"])
    }
}
