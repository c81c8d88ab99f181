import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

final class DataDirectoryTests: XCTestCase {
    private let environment = ["HOME": "/home/ada", "XDG_DATA_HOME": "/xdg/data"]

    private func resolve(_ explicit: String?, _ environment: [String: String]) -> String {
        DataDirectory.resolve(explicit: explicit, environment: { environment[$0] }).path
    }

    func testAnExplicitFolderWinsOverTheEnvironment() {
        XCTAssertEqual(resolve("/srv/books", environment), "/srv/books")
        XCTAssertEqual(resolve("/srv/./a/../books/", environment), "/srv/books")
    }

    func testALeadingTildeMeansHome() {
        XCTAssertEqual(resolve("~/bookdir-data", environment), "/home/ada/bookdir-data")
        XCTAssertEqual(resolve("~", environment), "/home/ada")
        XCTAssertEqual(resolve("/srv/~x", environment), "/srv/~x")
    }

    func testARelativeExplicitFolderIsTakenFromTheCurrentFolder() {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        XCTAssertEqual(resolve("my-data", environment), current.appendingPathComponent("my-data").standardizedFileURL.path)
    }

    func testXDGDataHomeComesNext() {
        XCTAssertEqual(resolve(nil, environment), "/xdg/data/bookdir")
        XCTAssertEqual(resolve("", environment), "/xdg/data/bookdir", "an empty --data-dir counts as none")
    }

    func testARelativeOrEmptyXDGDataHomeIsIgnored() {
        XCTAssertEqual(resolve(nil, ["HOME": "/home/ada", "XDG_DATA_HOME": "relative/data"]), "/home/ada/.local/share/bookdir")
        XCTAssertEqual(resolve(nil, ["HOME": "/home/ada", "XDG_DATA_HOME": ""]), "/home/ada/.local/share/bookdir")
        XCTAssertEqual(resolve(nil, ["HOME": "/home/ada"]), "/home/ada/.local/share/bookdir")
    }

    func testWithoutHomeTheSystemsHomeFolderIsUsed() {
        XCTAssertEqual(resolve(nil, [:]), URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share/bookdir").standardizedFileURL.path)
    }

    func testResolvingCreatesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = DataDirectory.resolve(explicit: folder.file("data").path, environment: { environment[$0] })
        XCTAssertEqual(url.path, folder.file("data").path)
        XCTAssertEqual(try folder.names(), [])
    }

    func testCreatingMakesEveryMissingParentAndAcceptsAnExistingFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let deep = folder.url.appendingPathComponent("a/b/c").path
        try DataDirectory.create(path: deep)
        try DataDirectory.create(path: deep)
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: deep, isDirectory: &isFolder))
        XCTAssertTrue(isFolder.boolValue)
    }

    func testAFileInTheWayIsTheFirstPartOfThePathThatIsNotAFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x", to: "file")
        let file = folder.file("file").path
        XCTAssertEqual(DataDirectory.fileInTheWay(of: file), file, "the folder itself is a file")
        XCTAssertEqual(DataDirectory.fileInTheWay(of: file + "/data/bookdir"), file, "a parent is a file")
        XCTAssertNil(DataDirectory.fileInTheWay(of: folder.url.path))
        XCTAssertNil(DataDirectory.fileInTheWay(of: folder.file("not/yet/there").path), "missing folders are made later")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link").path, withDestinationPath: file)
        XCTAssertEqual(DataDirectory.fileInTheWay(of: folder.file("link/data").path), folder.file("link").path,
                       "a link to a file is in the way too")
    }
}
