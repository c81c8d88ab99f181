@testable import bookdir
import Foundation
import XCTest

final class ReviewCommandTests: CommandTestCase {
    private func pendingIDs() throws -> [String] {
        let listed = try bookdir("review", "list", "--format", "tsv")
        return listed.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[0]) }
    }

    func testAcceptRejectAndDuplicateFromTheCommandLine() throws {
        XCTAssertEqual(try bookdir("review", "list").status, 1)
        _ = try bookdir("suggest", "--title", "Robert'); DROP TABLE books;--", "--author", "Bobby Tables", "--category", "mg", "--by", "teacher1")
        _ = try bookdir("suggest", "--title", "Front Desk Two", "--author", "Kelly Yang", "--category", "mg")
        _ = try bookdir("suggest", "--title", "Brown Girl Dreaming Again", "--author", "Someone", "--category", "mg")
        let ids = try pendingIDs()
        XCTAssertEqual(ids.count, 3)

        let blank = try bookdir("review", "accept", ids[0], "--description", " ")
        XCTAssertEqual(blank.status, 2)
        XCTAssertTrue(blank.stderr.hasPrefix("Error: Give --description with one to three sentences about the book.\n"
                                              + "Usage: bookdir review accept "), blank.stderr)

        let accepted = try bookdir("review", "accept", ids[0], "--description", "A boy and his name.", "--year", "2020",
                                   "--isbn", "978-0-670-65400-0", "--community", "black", "--by", "Ana")
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        XCTAssertEqual(accepted.stdout,
                       "Accepted: \"Robert'); DROP TABLE books;--\" by Bobby Tables is now in the directory as robert-drop-table-books.\n")
        let shown = try bookdir("show", "robert-drop-table-books", "--json")
        XCTAssertEqual(shown.status, 0)
        XCTAssertTrue(shown.stdout.contains(#""title" : "Robert'); DROP TABLE books;--""#), shown.stdout)
        XCTAssertTrue(try bookdir("search", "bobby tables").stdout.contains("robert-drop-table-books"))

        let again = try bookdir("review", "reject", ids[0], "--reason", "No")
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stderr, "bookdir: \"Robert'); DROP TABLE books;--\" by Bobby Tables was already decided by Ana: "
                       + "accepted (robert-drop-table-books); nothing was changed.\n")

        let rejected = try bookdir("review", "reject", ids[1], "--reason", "Not published yet")
        XCTAssertEqual(rejected.status, 0, rejected.stderr)
        let unknown = try bookdir("review", "duplicate", ids[2], "--of", "no-such-book")
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.stderr,
                       "bookdir: No book has the id \"no-such-book\". Run `bookdir search WORDS` to find the id of the book it duplicates.\n")
        let duplicate = try bookdir("review", "duplicate", ids[2], "--of", "brown-girl-dreaming")
        XCTAssertEqual(duplicate.status, 0, duplicate.stderr)
        XCTAssertEqual(try bookdir("review", "reject", "nope", "--reason", "x").stderr, "bookdir: No suggestion has the id \"nope\".\n")

        let listed = try bookdir("suggestions", "--format", "tsv")
        XCTAssertEqual(listed.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).dropFirst(5).joined(separator: "|") }, [
            "status|bookID|reason|suggestedBy",
            "accepted|robert-drop-table-books||teacher1",
            "rejected||Not published yet|\(NSUserName())",
            "duplicate|brown-girl-dreaming||\(NSUserName())",
        ])
        XCTAssertEqual(try bookdir("review", "list").status, 1)
    }

    func testTheListFitsEightyColumnsAndAUniqueStartOfAnIdIsEnough() throws {
        _ = try bookdir("suggest", "--title", "Sulwe's Little Sister", "--author", "Lupita Nyong'o", "--category", "pb")
        _ = try bookdir("suggest", "--title", "A Very Long Title About the Stars Above the River", "--author", "Someone Else",
                        "--category", "mg")
        let ids = try pendingIDs()
        let listed = try bookdir("review", "list", columns: 80)
        XCTAssertEqual(listed.status, 0)
        let lines = listed.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[0], "ID        TITLE                   AUTHOR          CAT  SENT              STATUS")
        XCTAssertTrue(lines[1].hasPrefix(String(ids[0].prefix(8)) + "  Sulwe's Little Sister   Lupita Nyong'o  PB   20"), lines[1])
        XCTAssertTrue(lines[2].hasPrefix(String(ids[1].prefix(8)) + "  A Very Long Title Abo…  Someone Else    MG   20"), lines[2])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 80 }, listed.stdout)

        let rejected = try bookdir("review", "reject", String(ids[1].prefix(8)).lowercased(), "--reason", "Not yet published")
        XCTAssertEqual(rejected.status, 0, rejected.stderr)
        XCTAssertEqual(try pendingIDs(), [ids[0]])
    }

    /// The review commands speak of their own options, name the valid range, tell a decided
    /// suggestion named by the start of its id from an unknown one, and print their own usage
    /// (issue 33, item 19).
    func testErrorsSpeakOfTheOptionsAndAStartOfADecidedIdSaysItWasDecided() throws {
        _ = try bookdir("suggest", "--title", "Front Desk Two", "--author", "Kelly Yang", "--category", "mg")
        let id = try XCTUnwrap(try pendingIDs().first)
        let start = String(id.prefix(8))
        XCTAssertEqual(try bookdir("review", "accept", start, "--description", "A motel.", "--by", "Librarian").status, 0)

        let again = try bookdir("review", "accept", start, "--description", "A motel.")
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stderr, "bookdir: \"Front Desk Two\" by Kelly Yang was already decided by Librarian: "
                       + "accepted (front-desk-two); nothing was changed.\n")

        let year = try bookdir("review", "accept", start, "--description", "A motel.", "--year", "3000")
        XCTAssertEqual(year.status, 2)
        XCTAssertEqual(year.stderr, """
            Error: --year must be between 1450 and 2100 (it was 3000).
            Usage: bookdir review accept [<options>] <id> --description <text>
              See 'bookdir review accept --help' for more information.

            """)
        let reason = try bookdir("review", "reject", start, "--reason", " ")
        XCTAssertEqual(reason.status, 2)
        XCTAssertTrue(reason.stderr.hasPrefix("Error: Give --reason: why the suggestion is turned down (whoever suggested it sees it).\n"
                                              + "Usage: bookdir review reject "), reason.stderr)
        let found = Bookdir.usageMessage("Two pending suggestions have ids starting with \"d\".", for: ReviewDuplicateCommand.self)
        XCTAssertTrue(found.hasPrefix("Error: Two pending suggestions have ids starting with \"d\".\nUsage: bookdir review duplicate ")
                      && found.hasSuffix("\n  See 'bookdir review duplicate --help' for more information."), found)
        XCTAssertTrue(found.contains("--of <book-id>"), "a usage error found while running prints the subcommand's usage too")
    }
}
