@testable import bookdir
import XCTest

/// ``UniqueStarts`` groups the ids by their first 8 bytes instead of sorting them; it must give
/// the answers of the plain rule (each id against every other id) on ids that share long starts,
/// differ in case, hold non-ASCII letters, repeat, or are shorter than 8.
final class UniqueStartsTests: XCTestCase {
    /// The plain rule: the longest start `id` shares with any other id, ignoring case.
    private func plainLength(of id: String, among ids: [String]) -> Int {
        let key = Array(id.lowercased().utf8)
        var shared = 0
        var skippedItself = false
        for other in ids.map({ Array($0.lowercased().utf8) }) {
            if !skippedItself, other == key { skippedItself = true; continue }
            shared = max(shared, zip(other, key).prefix { $0 == $1 }.count)
        }
        var covered = 0, count = 0
        for character in id where covered < shared + 1 {
            covered += character.lowercased().utf8.count
            count += 1
        }
        let characters = covered < shared + 1 ? count + 1 : count
        return min(id.count, max(UniqueStarts.minimumLength, characters))
    }

    private func plainCount(_ ids: [String], start: String, end: String) -> Int {
        let head = Array(start.lowercased().utf8), tail = Array(end.lowercased().utf8)
        return ids.map { Array($0.lowercased().utf8) }.filter {
            $0.count >= head.count + tail.count && $0.starts(with: head) && $0.reversed().starts(with: tail.reversed())
        }.count
    }

    func testTheGroupsGiveThePlainRulesAnswers() {
        var random = SystemRandomNumberGenerator()
        let stems = ["keena-ford-and-the-", "grandmother-", "moon", "Moon-Harbor-", "peña-", "ÉCOLE-", "a", "abcdefgh", "abcdefg"]
        let tails = ["", "1", "2", "second-grade-mix-up", "field-trip-mix-up", "x", "ñ", "Z"]
        for _ in 0 ..< 40 {
            let ids = (0 ..< Int.random(in: 1 ... 30, using: &random)).map { _ in
                stems.randomElement(using: &random)! + tails.randomElement(using: &random)!
            }
            let starts = UniqueStarts(ids)
            for id in ids + ["not-there-at-all", "MOON", "abcdefghij"] {
                XCTAssertEqual(starts.length(of: id), plainLength(of: id, among: ids), "\(id) among \(ids)")
            }
            for (start, end) in [("keena-fo", "mix-up"), ("gra", "1"), ("moon", ""), ("abcdefgh", ""), ("peña-", "ñ"), ("ÉCOLE-", "z")] {
                XCTAssertEqual(starts.count(startingWith: start, endingWith: end), plainCount(ids, start: start, end: end),
                               "\(start)…\(end) among \(ids)")
            }
        }
    }

    /// The one-pass longest start of all the ids is the longest of their starts, one by one: ids
    /// sharing long starts, ids that are starts of others, duplicates ignoring case, accents.
    func testTheOnePassStartsAreEachStartAsASearchFindsIt() {
        let sets: [[String]] = [
            ["amina-banana-and-the-formula-for-friendship", "amina-banana-and-the-formula-for-winning", "aminas-voice", "love"],
            ["a", "ab", "abc", "abcdefghij", "abcdefghijk", "b"],
            ["Café-olé-forever-and-ever", "café-olé-forever-and-more", "cafe"],
            ["same-id-twice", "SAME-ID-TWICE", "other"],
            (0 ..< 500).map { "book-\($0 * 7919 % 1000)-\(String(repeating: "x", count: $0 % 13))" },
            [],
        ]
        for ids in sets {
            let starts = UniqueStarts(ids)
            XCTAssertEqual(starts.longestLength(), ids.map(starts.length(of:)).max() ?? 0, "\(ids.prefix(3))")
            XCTAssertEqual(starts.lengths(), ids.map(starts.length(of:)), "each, in the given order: \(ids.prefix(3))")
        }
    }
}
