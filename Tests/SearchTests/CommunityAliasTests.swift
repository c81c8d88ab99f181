import XCTest
@testable import Catalog
@testable import Search

/// The words people use for the communities, in `community:` (and so `--community`): each alias
/// keeps the books of the communities it stands for; a word that is none gets the closest one.
final class CommunityAliasTests: XCTestCase {
    private static func book(_ id: String, _ communities: [Community]) -> Book {
        Book(id: id, title: "Title \(id)", authors: ["Author"], category: .middleGrade, description: "A story.", communities: communities)
    }

    private let books = [
        book("ojibwe", [.indigenous]), book("boricua", [.latine]), book("harlem", [.black]), book("detroit", [.mena]),
        book("oahu", [.pacificIslander]), book("osaka", [.eastAsian]), book("delhi", [.southAsian]), book("hanoi", [.southeastAsian]),
        book("mixed", [.multiracial, .black]),
    ]

    private func ids(_ text: String) -> [String] {
        SearchIndex(books: books).results(for: QueryParser.parse(text)).hits.map(\.book.id).sorted()
    }

    func testEveryAliasKeepsTheBooksOfItsCommunities() {
        let expected: [String: [String]] = [
            "native": ["ojibwe"], "native american": ["ojibwe"], "american indian": ["ojibwe"], "first nations": ["ojibwe"],
            "indigenous peoples": ["ojibwe"],
            "hispanic": ["boricua"], "latino": ["boricua"], "latina": ["boricua"], "latinx": ["boricua"],
            "african american": ["harlem", "mixed"],
            "arab": ["detroit"], "arab american": ["detroit"], "middle eastern": ["detroit"],
            "hawaiian": ["oahu"], "native hawaiian": ["oahu"], "pasifika": ["oahu"],
            "asian": ["delhi", "hanoi", "osaka"], "asian american": ["delhi", "hanoi", "osaka"],
        ]
        XCTAssertEqual(Set(Community.aliases.map(\.key)), Set(expected.keys), "every alias is tested")
        for (alias, ids) in expected {
            XCTAssertEqual(self.ids("community:\"\(alias)\""), ids, alias)
            XCTAssertEqual(self.ids("community:\(alias.replacingOccurrences(of: " ", with: "-"))"), ids, alias)
            XCTAssertEqual(self.ids("community:\"\(alias.uppercased())\""), ids, alias)
            XCTAssertEqual(QueryParser.parse("community:\"\(alias)\"").notes, [], alias)
        }
    }

    func testNoAliasIsAlsoACodeOrANameAndEveryAliasIsLowerCase() {
        let taken = Set(Community.allCases.flatMap { [$0.code, $0.name.lowercased()] })
        for (alias, communities) in Community.aliases {
            XCTAssertFalse(taken.contains(alias), alias)
            XCTAssertEqual(alias, alias.lowercased())
            XCTAssertFalse(communities.isEmpty, alias)
        }
        XCTAssertEqual(Community.aliases.map(\.key).count, Set(Community.aliases.map(\.key)).count, "an alias given twice")
    }

    func testAnAliasJoinsOtherValuesAndOtherTerms() {
        XCTAssertEqual(ids("community:native|arab"), ["detroit", "ojibwe"])
        XCTAssertEqual(ids("community:asian community:south-asian"), ["delhi"])
    }

    func testAWordThatIsNoCommunityGetsTheClosestWord() {
        XCTAssertEqual(QueryParser.parse("community:natve").notes, [
            "\"community:natve\" is no community (black, latine, east-asian, southeast-asian, south-asian, indigenous, mena, "
                + "pacific-islander or multiracial), so it was left out (did you mean \"native\"?)",
        ])
        XCTAssertEqual(QueryParser.parse("community:\"hispanc\"").notes.first?.hasSuffix("(did you mean \"hispanic\"?)"), true)
        XCTAssertEqual(QueryParser.parse("community:martian").notes.first?.hasSuffix("so it was left out"), true)
    }

    /// Typed as plain words, the words people use are searched in the books' text, and the note
    /// names the `community:` term that finds the books centering them.
    func testACommunityWordTypedAsPlainWordsGetsANoteNamingTheTerm() {
        XCTAssertEqual(QueryParser.parse("hispanic").notes, ["community:hispanic finds the books centering \"hispanic\""])
        XCTAssertEqual(QueryParser.parse("First Nations").notes,
                       ["community:first-nations finds the books centering \"First Nations\""])
        XCTAssertEqual(QueryParser.parse("\"asian american\" sort:year").notes,
                       ["community:asian-american finds the books centering \"asian american\""])
        XCTAssertEqual(QueryParser.parse("black").notes, ["community:black finds the books centering \"black\""])
        // Not when a community term is given, other words come with it, or the words are alternatives.
        XCTAssertEqual(QueryParser.parse("hispanic community:latine").notes, [])
        XCTAssertEqual(QueryParser.parse("hispanic heritage").notes, [])
        XCTAssertEqual(QueryParser.parse("arab | hispanic").notes, [])
        XCTAssertEqual(QueryParser.parse("moon").notes, [])
        XCTAssertEqual(ids("community:hispanic"), ["boricua"])
    }
}
