import XCTest
@testable import Store

/// Paths made absolute and standardized without Foundation's `URL` agree with what `URL` makes of
/// them, so that the derived caches keep their names and messages name the same files.
final class FilePathTests: XCTestCase {
    private let paths = ["books.json", "./books.json", "a/../books.json", "a/./b//c/", "../x/y.json", "/tmp//a/./x.json",
                         "/tmp/a/", "/", "/srv/./a/../books/", "/a/b/../../..", "", ".", "~/books.json", "~", "Peña/libros.json"]

    func testAbsolutePathsAreThePathsOfFileURLs() {
        for path in paths {
            XCTAssertEqual(FilePath.absolute(path), URL(fileURLWithPath: path).path, path)
        }
    }

    func testStandardizedPathsAreThePathsOfStandardizedFileURLs() {
        for path in paths {
            XCTAssertEqual(FilePath.standardized(FilePath.absolute(path)), URL(fileURLWithPath: path).standardizedFileURL.path, path)
        }
    }

    func testAFolderAndANameAreJoinedByOneSlash() {
        XCTAssertEqual(FilePath.joined("/data", "cache"), "/data/cache")
        XCTAssertEqual(FilePath.joined("/", "cache"), "/cache")
        XCTAssertEqual(FilePath.joined("/data/", "cache"), "/data/cache")
    }

    func testTheCacheFilesKeepTheNamesTheyHadWhenMadeThroughURLs() {
        for catalog in ["/a/catalog.json", "/a/./b/../catalog.json", "relative/catalog.json"] {
            let absolute = URL(fileURLWithPath: catalog).standardizedFileURL.path
            let checksum = Array(absolute.utf8).withUnsafeBytes { Checksum64.of($0) }
            let hex = String(checksum, radix: 16)
            let expected = URL(fileURLWithPath: "/data").appendingPathComponent("cache")
                .appendingPathComponent("catalog-" + String(repeating: "0", count: 16 - hex.count) + hex + ".bin").path
            XCTAssertEqual(DerivedCatalogCache(catalogPath: catalog, dataDirectoryPath: "/data").path, expected, catalog)
        }
    }
}
