import Widgets
import XCTest

/// A message too long for its rows loses the middles of its paths and addresses before its end.
final class LongTokensTests: XCTestCase {
    func testAPathGivesUpItsMiddleSoTheReasonAfterItIsSeen() {
        let text = "✗ Could not export to /home/librarian/Documents/school/2026/lists/grade-2-read-alouds.md: the disk is full."
        XCTAssertEqual(LongTokens.shortened(text, width: 80, rows: 1),
                       "✗ Could not export to …/lists/grade-2-read-alouds.md: the disk is full.")
        var canvas = Canvas(width: 80, height: 1)
        MessageLine("Could not export to /home/librarian/Documents/school/2026/lists/grade-2-read-alouds.md: the disk is full.",
                    kind: .error).render(into: &canvas, in: canvas.bounds)
        XCTAssertEqual(canvas.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) },
                       ["✗ Could not export to …/lists/grade-2-read-alouds.md: the disk is full."])
        XCTAssertEqual(LongTokens.shortened("Could not write the suggestions file (/home/reader/.local/share/bookdir/suggestions.json). Free some room.",
                                            width: 60, rows: 2),
                       "Could not write the suggestions file (…/bookdir/suggestions.json). Free some room.", "its brackets stay")
    }

    func testAnAddressKeepsItsHostAndAFittingMessageIsLeftAlone() {
        let link = "No browser opened (xdg-open exited with status 3); the link is: https://openlibrary.org/search?title=Last%20Stop%20on%20Market%20Street&author=Matt. Copy it."
        XCTAssertEqual(LongTokens.shortened(link, width: 80, rows: 1),
                       "No browser opened (xdg-open exited with status 3); the link is: https://openlibrary.org/…. Copy it.")
        XCTAssertEqual(LongTokens.shortened(link, width: 80, rows: 3), link, "room for all of it: nothing is shortened")
        let ending = "No browser opener found; the link is: https://openlibrary.org/search?title=Brown%20Girl%20Dreaming"
        XCTAssertEqual(LongTokens.shortened(ending, width: 60, rows: 1), ending, "the link ends the message: it is the fact, kept whole")
        XCTAssertEqual(LongTokens.shortened("Saved 3 books to Summer reading.", width: 20, rows: 1), "Saved 3 books to Summer reading.",
                       "no path or address: left to be cut as before")
    }

    func testTheLongestBeforeTheEndIsShortenedFirstAndOnlyAsMuchAsNeeded() {
        let text = "Copied /srv/bookdir/data/lists/summer.json and /media/usb-stick/backups/bookdir/lists/summer-2026.json to the shared folder."
        XCTAssertEqual(LongTokens.shortened(text, width: 100, rows: 1),
                       "Copied /srv/bookdir/data/lists/summer.json and …/lists/summer-2026.json to the shared folder.")
        XCTAssertEqual(LongTokens.shortened(text, width: 80, rows: 1),
                       "Copied …/lists/summer.json and …/lists/summer-2026.json to the shared folder.")
    }
}
