import Foundation
import XCTest
@testable import Catalog

/// The book schema: one declaration per field, held to every place that packs, reads, writes or
/// checks a book; vocabularies within their widths; a fingerprint that changes with the form.
final class SchemaTests: XCTestCase {
    func testNamesTagsAndColumnsAreUniqueAndOnlyThePackedFieldsHaveTags() {
        let fields = BookSchema.fields
        XCTAssertEqual(Set(fields.map(\.name)).count, fields.count, "two fields share a name")
        XCTAssertEqual(Set(fields.compactMap(\.column)).count, fields.compactMap(\.column).count, "two fields share a column")
        XCTAssertEqual(Set(fields.compactMap(\.queryName)).count, fields.compactMap(\.queryName).count, "two fields share a query name")
        XCTAssertEqual(Set(fields.compactMap(\.postgresColumn)).count, fields.compactMap(\.postgresColumn).count)
        XCTAssertTrue(BookSchema.core.allSatisfy { $0.tag == nil }, "the core is packed by hand and has no tag")
        let tags = BookSchema.packedFields.map { $0.tag }
        XCTAssertFalse(tags.contains(nil), "every packed field has a tag")
        XCTAssertEqual(tags.compactMap { $0 }, tags.compactMap { $0 }.sorted(), "packed fields are declared in tag order")
        XCTAssertEqual(Set(tags).count, tags.count, "two packed fields share a tag")
        for field in BookSchema.packedFields {
            XCTAssertNotNil(field.postgresColumn, "\(field) has no PostgreSQL column")
            XCTAssertTrue(field.name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }, "\(field)'s name is a plain JSON key")
        }
    }

    /// No silent width cap: each vocabulary fits the width the index and the packed form give it.
    func testEveryVocabularyFitsItsWidth() {
        XCTAssertLessThanOrEqual(Category.allCases.count, 8, "Category outgrew its UInt8 mask in the index")
        XCTAssertLessThanOrEqual(Community.allCases.count, 16, "Community outgrew its UInt16 mask (BookFacets.communities)")
        XCTAssertLessThanOrEqual(AwardName.allCases.count, 32, "AwardName outgrew its UInt32 mask (BookFacets.awards)")
        for field in BookSchema.packedFields {
            if case .codeList(let vocabulary) = field.kind {
                XCTAssertLessThanOrEqual(vocabulary.entries.count, Vocabulary.maximumCount, "\(field)'s vocabulary outgrew its width")
                XCTAssertEqual(Set(vocabulary.entries.map(\.code)).count, vocabulary.entries.count, "\(field) repeats a code")
            }
        }
    }

    func testTheFingerprintChangesWhenAVocabularyIsReorderedOrAFieldAdded() {
        let vocabularies = [Category.allCases.map(\.rawValue), Community.allCases.map(\.rawValue),
                            AwardName.allCases.map(\.rawValue), Award.Level.allCases.map(\.rawValue)]
        XCTAssertEqual(BookSchema.fingerprint(fields: BookSchema.fields, vocabularies: vocabularies), BookSchema.fingerprint)
        var reordered = vocabularies
        reordered[1].swapAt(0, 1)
        XCTAssertNotEqual(BookSchema.fingerprint(fields: BookSchema.fields, vocabularies: reordered), BookSchema.fingerprint)
        let extra = BookField("colour", kind: .textList(.isbn13), tag: 200, label: "Colour")
        XCTAssertNotEqual(BookSchema.fingerprint(fields: BookSchema.fields + [extra], vocabularies: vocabularies), BookSchema.fingerprint)
    }

    /// A book with a value for every packed field, and one with none.
    static func booksWithEveryField() -> [Book] {
        var values = FieldValues()
        for field in BookSchema.packedFields {
            switch field.kind {
            case .codeList(let vocabulary): values[field] = .codes(vocabulary.entries.prefix(2).map(\.code))
            case .textList: values[field] = .texts(["9780306406157", "9781646144549"])
            case .range(let scale): values[field] = .range(scale.bounds.lowerBound ... scale.bounds.lowerBound + 3)
            default: XCTFail("\(field) is packed but of a core kind")
            }
        }
        return [
            Book(id: "every", title: "Every Field", authors: ["A"], category: .pictureBook, description: "D.", year: 2020,
                 isbn: "9780306406157", communities: [.black], awards: [Award(.caldecott, year: 2021, level: .honor)], fields: values),
            Book(id: "none", title: "No Field", authors: ["B"], category: .youngAdult, description: "E."),
        ]
    }

    func testEveryPackedFieldRoundTripsThroughThePackedBytesAndJSON() throws {
        for book in Self.booksWithEveryField() {
            XCTAssertEqual(book.fields.entries.count, book.id == "every" ? BookSchema.packedFields.count : 0)
            let packed = book.withPackedBytes { Array($0) }
            XCTAssertEqual(packed.withUnsafeBytes { Book.packedLength(in: $0) }, packed.count, "\(book.id): the checked reader accepts it")
            XCTAssertEqual(packed.withUnsafeBytes { Book(packed: $0) }, book)
            XCTAssertEqual(packed.withUnsafeBytes { Book.packedFacets(in: $0).fields }, book.fields)
            let json = try JSONEncoder().encode(book)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
            for field in BookSchema.packedFields {
                XCTAssertEqual(object[field.name] != nil, book[field] != nil, "\(book.id): \(field) written when known, else left out")
            }
            XCTAssertEqual(try JSONDecoder().decode(Book.self, from: json), book)
        }
    }

    func testAPackedValueOutsideItsRulesIsRefusedNamingTheField() {
        func refused(_ key: String, _ value: String) -> String? {
            let json = #"{"id": "a", "title": "T", "authors": ["A"], "category": "PB", "description": "D", "\#(key)": \#(value)}"#
            do {
                _ = try JSONDecoder().decode(Book.self, from: Data(json.utf8))
                return nil
            } catch DecodingError.dataCorrupted(let context) {
                return context.debugDescription
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(refused("grades", "[4, 2]"),
                       "Gives the grades [4, 2], which is not [from, to] with from ≤ to, each from -1 to 12.")
        XCTAssertEqual(refused("grades", "[0, 13]"),
                       "Gives the grades [0, 13], which is not [from, to] with from ≤ to, each from -1 to 12.")
        XCTAssertEqual(refused("isbns", #"["9780306406158"]"#),
                       "Gives \"9780306406158\" in isbns, which is not an ISBN-13 of 13 digits whose check digit holds.")
        XCTAssertNil(refused("grades", "[-1, 2]"))
    }

    func testGradesAreReadAndNamedAsPeopleWriteThem() {
        let scale = RangeScale.grades
        XCTAssertEqual(scale.range(of: "2-3"), 2 ... 3)
        XCTAssertEqual(scale.range(of: "K-2"), 0 ... 2)
        XCTAssertEqual(scale.range(of: "prek-1"), -1 ... 1)
        XCTAssertEqual(scale.range(of: "pre-k"), -1 ... -1)
        XCTAssertEqual(scale.range(of: "4"), 4 ... 4)
        XCTAssertEqual(scale.range(of: "gr3..5"), 3 ... 5)
        XCTAssertNil(scale.range(of: "13"))
        XCTAssertNil(scale.range(of: "5-2"))
        XCTAssertEqual(scale.text(of: 0 ... 4), "K–4")
        XCTAssertEqual(scale.phrase(of: -1 ... 2), "Grades PreK–2")
        XCTAssertEqual(scale.phrase(of: 3 ... 3), "Grade 3")
        XCTAssertEqual(scale.plainText(of: 0 ... 4), "K-4")
    }
}
