@testable import bookdir
import Foundation
import XCTest

final class CatalogLocatorTests: XCTestCase {
    private func locator(existing: Set<String>) -> CatalogLocator {
        CatalogLocator(executableURL: URL(fileURLWithPath: "/opt/tool/bin/bookdir"), fileExists: { existing.contains($0) })
    }

    func testAnExplicitPathWinsAndIsTakenRelativeToTheWorkingFolder() {
        let found = locator(existing: ["/opt/tool/share/bookdir/books.json"]).catalogURL(explicit: "mine.json")
        XCTAssertEqual(found.path, FileManager.default.currentDirectoryPath + "/mine.json")
    }

    func testTheInstalledCopyComesBeforeTheBuildBundle() {
        let found = locator(existing: [
            "/opt/tool/share/bookdir/books.json", "/opt/tool/bin/bookdir_Store.resources/books.json",
        ]).catalogURL(explicit: nil)
        XCTAssertEqual(found.path, "/opt/tool/share/bookdir/books.json")
    }

    func testTheBuildBundleIsUsedWhenNothingIsInstalled() {
        let found = locator(existing: ["/opt/tool/bin/bookdir_Store.resources/books.json"]).catalogURL(explicit: nil)
        XCTAssertEqual(found.path, "/opt/tool/bin/bookdir_Store.resources/books.json")
    }

    func testWithNoCatalogFoundTheInstalledPathIsNamedSoTheErrorSaysWhatIsMissing() {
        let found = locator(existing: []).catalogURL(explicit: nil)
        XCTAssertEqual(found.path, "/opt/tool/share/bookdir/books.json")
    }
}
