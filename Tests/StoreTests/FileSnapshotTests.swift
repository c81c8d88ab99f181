import Foundation
@testable import Store
import XCTest

/// A file read whole: byte for byte what is on disk, a large file read in two halves at once
/// as a small one is read in one.
final class FileSnapshotTests: XCTestCase {
    func testFilesAroundTheSizeReadInTwoHalvesReadByteForByte() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var seed: UInt64 = 7
        let all = (0 ..< 2 * parallelReadSize + 3).map { _ -> UInt8 in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        for size in [0, 1, 4097, parallelReadSize - 1, parallelReadSize, parallelReadSize + 1, 2 * parallelReadSize + 3] {
            let bytes = Array(all[..<size])
            let url = folder.appendingPathComponent("file-\(size)")
            try Data(bytes).write(to: url)
            let snapshot = try FileSnapshot.read(path: url.path)
            XCTAssertEqual(snapshot.bytes.count, size)
            XCTAssertTrue(snapshot.bytes == bytes, "the bytes of a file of \(size) bytes")
            XCTAssertEqual(snapshot.fingerprint.size, Int64(size))
        }
    }
}
