import Foundation
import XCTest
@testable import Catalog
@testable import Store
import TestSupport

/// The app's state file: saved and read back, a damaged or newer file ignored with a one-line
/// notice and left as it was.
final class JSONStateStoreTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var data: URL { folder.file("data") }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testNoFileIsNoState() {
        XCTAssertEqual(JSONStateStore(dataDirectory: data).loadState(), .none)
    }

    func testSavedStateComesBackWithTheseBytes() throws {
        let store = JSONStateStore(dataDirectory: data)
        let state = AppState(pane: "lists", category: "MG", searchText: "water", openList: "Summer", listSelection: "love")
        try store.saveState(state)
        XCTAssertEqual(store.loadState(), .restored(state))
        XCTAssertEqual(try String(contentsOfFile: store.path, encoding: .utf8), """
            {
              "state" : {
                "category" : "MG",
                "listSelection" : "love",
                "openList" : "Summer",
                "pane" : "lists",
                "searchText" : "water"
              },
              "version" : 1
            }

            """)
    }

    func testADamagedFileIsIgnoredWithANoticeAndKept() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let path = data.appendingPathComponent("state.json").path
        try Data("{\"version\": 1, \"state\": {".utf8).write(to: URL(fileURLWithPath: path))
        let store = JSONStateStore(dataDirectory: data)
        guard case .ignored(let notice) = store.loadState() else { return XCTFail("not ignored") }
        XCTAssertTrue(notice.hasPrefix("Started fresh: The saved state is not valid JSON"), notice)
        XCTAssertTrue(notice.hasSuffix("(\(path))."), notice)
        XCTAssertFalse(notice.contains("\n"))
        XCTAssertThrowsError(try store.saveState(AppState()))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{\"version\": 1, \"state\": {")
    }

    func testAnotherVersionIsIgnoredWithANotice() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data("{\"version\": 7, \"state\": {}}".utf8).write(to: data.appendingPathComponent("state.json"))
        guard case .ignored(let notice) = JSONStateStore(dataDirectory: data).loadState() else { return XCTFail("not ignored") }
        XCTAssertTrue(notice.contains("has version 7, but this bookdir reads only version 1"), notice)
    }
}
