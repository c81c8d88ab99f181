import Catalog
import Foundation
import XCTest
@testable import Store
import TestSupport

/// An export never writes through a symbolic link, even one swapped in while it writes.
final class ExportFileTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testALinkSwappedInAtAnyMomentIsNeverWrittenThrough() throws {
        let victim = try folder.write("the victim's own bytes\n", to: "victim.txt")
        let target = folder.path("export.md")
        try folder.write("an earlier export\n", to: "export.md")
        let started = ThreadFlag(), stop = ThreadFlag()
        // The export's name is always there: a regular file or a link to the victim, exchanged with the
        // other at once (RENAME_EXCHANGE) as fast as the system allows.
        let spare = folder.path("spare")
        let exchange = try XCTUnwrap(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2").map {
            unsafeBitCast($0, to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32).self)
        }, "glibc's renameat2")
        let victimPath = victim.path
        let swapper = Thread {
            while !stop.isSet {
                started.set()
                // An export that replaced the link leaves two files: the link is made again.
                var info = stat()
                if lstat(spare, &info) != 0 || info.st_mode & S_IFMT != S_IFLNK {
                    unlink(spare)
                    symlink(victimPath, spare)
                }
                for _ in 0 ..< 2 { _ = exchange(AT_FDCWD, spare, AT_FDCWD, target, 2 /* RENAME_EXCHANGE */) }
            }
        }
        swapper.start()
        while !started.isSet { usleep(100) }
        var written = 0, refused = 0
        for round in 0 ..< 300 {
            do {
                try ExportFile.write(Array("export \(round)\n".utf8), to: target)
                written += 1
            } catch {
                XCTAssertEqual(error.message, "\(target) is a symbolic link, which bookdir does not write through. "
                    + "Remove the link or choose another file.")
                refused += 1
            }
        }
        stop.set()
        while !swapper.isFinished { usleep(1_000) }
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "the victim's own bytes\n")
        XCTAssertEqual(written + refused, 300)
    }

    func testALinkIsRefusedAndAFileReplaced() throws {
        let victim = try folder.write("victim\n", to: "victim.txt")
        let link = folder.path("link.md")
        symlink(victim.path, link)
        XCTAssertThrowsError(try ExportFile.write(Array("x".utf8), to: link)) { error in
            XCTAssertEqual((error as? BookStoreError)?.message,
                           "\(link) is a symbolic link, which bookdir does not write through. Remove the link or choose another file.")
        }
        let file = folder.path("list.md")
        try ExportFile.write(Array("one\n".utf8), to: file)
        try ExportFile.write(Array("two\n".utf8), to: file)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "two\n")
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "victim\n")
        XCTAssertEqual(try folder.names(), ["link.md", "list.md", "victim.txt"])
    }
}

/// A flag one thread sets and another reads.
private final class ThreadFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
