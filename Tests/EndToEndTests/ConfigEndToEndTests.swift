import Foundation
import XCTest

/// The configuration file in the real app (issue 30): a file with a mistake still starts the app,
/// with the mistake in one notice on the status row and the rest applied (here, Colemak's n for j).
final class ConfigEndToEndTests: AppEndToEndTestCase {
    private let books = [
        TestBook(id: "p1", title: "Pebble Song", author: "Ada Park", category: "PB"),
        TestBook(id: "p2", title: "Puddle Day", author: "Ben Okafor", category: "PB"),
    ]

    func testABadFileIsOneNoticeAndTheRestApplies() throws {
        let home = scratch.path("config")
        try FileManager.default.createDirectory(atPath: home + "/bookdir", withIntermediateDirectories: true)
        try "theme = \"lihgt\"\n[keys.books]\nmove-down = [\"n\", \"down\"]\n".write(toFile: home + "/bookdir/config.toml", atomically: true, encoding: .utf8)
        try launch(books, environment: ["XDG_CONFIG_HOME": home])
        let rows = try waitForRow(23, "the configuration file's notice") { $0.contains("is used)") }
        XCTAssertEqual(joinedRows(rows, from: 22, through: 23),
                       "config.toml line 1, column 1: no theme lihgt (did you mean light?) (the default is used)")
        try tmux.sendKeys("n")
        try waitForPosition("2/2")
        try tmux.sendKeys("j")
        try waitForPosition("2/2")
        try quitAndCheckShell()
    }
}
