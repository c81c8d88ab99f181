import Catalog
import Foundation
import TestSupport
import XCTest

/// The database's key of a suggestion (migration 6's `bookdir_sent_key`, which the same-book rule
/// of the shared store uses) is ``SuggestionText/sentKey(_:)``.
final class PostgresSentKeyTests: XCTestCase {
    /// Every character of the planes in use (and the tags) between two letters: case, white space,
    /// dashes, punctuation, invisible characters and controls as bookdir reads them.
    func testEveryCharacterBetweenTwoLetters() throws {
        let fixture = try PostgresFixture()
        let output = try fixture.cluster.psql("""
            SELECT n || E'\\t' || encode(convert_to(bookdir_sent_key('a' || chr(n) || 'b'), 'UTF8'), 'hex')
            FROM generate_series(1, 1114111) AS n
            WHERE (n < 262144 OR n BETWEEN 917504 AND 921599) AND n NOT BETWEEN 55296 AND 57343 ORDER BY n
            """, database: fixture.database)
        var compared = 0
        var differences: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let value = UInt32(parts[0]), let scalar = Unicode.Scalar(value) else {
                differences.append("unreadable line \(line.debugDescription)")
                continue
            }
            let expected = SuggestionText.sentKey("a" + String(scalar) + "b")
            let key = Self.text(hex: parts[1])
            if key != expected, differences.count < 20 {
                differences.append("U+\(String(value, radix: 16, uppercase: true)): server \(key.debugDescription), bookdir \(expected.debugDescription)")
            }
            compared += 1
        }
        XCTAssertEqual(compared, 262_144 - 2_048 - 1 + 4_096)
        XCTAssertEqual(differences, [])
    }

    /// The text whose UTF-8 is `hex` (keys come as hex: psql leaves out characters it cannot show).
    private static func text(hex: Substring) -> String {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index ..< next], radix: 16)!)
            index = next
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Titles and names of every kind, each compared whole.
    func testTitlesAndNames() throws {
        let fixture = try PostgresFixture()
        let texts = [
            "The Snowy Day", "  new   KID!  ", "Nyong’o", "Lupita Nyong'o", "Matthew A. Cherry", "R&B: Songs & Stories",
            "Fry—Bread / Fry-Bread", "İSTANBUL", "ΟΔΟΣ ΣΟΦΙΑΣ", "Ærø Straße", "Peña", "PEÑA", "Pen\u{303}a", "zero\u{200B}width\u{200D}joiner",
            "tab\tand\nline", "«Le Petit Prince»", "¿Dónde está?", "日本語のタイトル「本」", "A\u{202E}B\u{2066}C", "soft\u{AD}hyphen",
            "—", "!!!", "", "ǅemal Ǉubav", "ＦＵＬＬ　ＷＩＤＴＨ", "x\u{1F600}y", "a\u{E0041}b",
        ]
        // Sent as hex, so that no character is changed on the way.
        let literals = texts.enumerated().map { index, text -> String in
            let hex = text.utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            return "(\(index), convert_from(decode('\(hex)', 'hex'), 'UTF8'))"
        }
        let output = try fixture.cluster.psql("""
            SELECT encode(convert_to(bookdir_sent_key(t), 'UTF8'), 'hex') FROM (VALUES \(literals.joined(separator: ", "))) AS v(i, t) ORDER BY i
            """, database: fixture.database)
        let keys = output.split(separator: "\n", omittingEmptySubsequences: false).map(Self.text(hex:))
        XCTAssertEqual(keys, texts.map(SuggestionText.sentKey))
        XCTAssertEqual(keys[3], "lupita nyongo")
        XCTAssertEqual(keys[8], "οδοσ σοφιασ", "no final sigma: as Swift lowers each character alone")
    }
}
