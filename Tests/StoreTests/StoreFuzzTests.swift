import Foundation
import CatalogGenerator
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

final class StoreFuzzTests: XCTestCase {
    private let validCatalog = Array("""
        {"version": 1, "books": [
          {"id": "the-snowy-day", "title": "The Snowy Day", "author": "Ezra Jack Keats", "category": "PB",
           "description": "Peter explores the snow.", "year": 1962, "isbn": "9780140501827"},
          {"id": "esperanza", "title": "Esperanza Rising", "author": "Pam Muñoz Ryan", "category": "MG",
           "description": "A girl's life changes."}
        ]}
        """.utf8)

    private let validSuggestions = Array("""
        {"version": 1, "suggestions": [
          {"id": "s1", "title": "T", "author": "A", "category": "YA", "createdAt": "2026-11-21T19:30:05.250Z"}
        ]}
        """.utf8)

    private let fragments: [[UInt8]] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "null", "true", "-", "1e999", "99999999999999999999",
        "\"version\": 99", "\"category\": \"XX\"", "\"id\": \"the-snowy-day\"", "\"year\": \"x\"", "\u{0}", "\u{1B}[2J",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF]]

    private func mutate(_ original: [UInt8], using generator: inout SeededRandom) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<7, using: &generator) {
            case 0: bytes = Array(bytes[0..<position])
            case 1: if !bytes.isEmpty { bytes[position] = UInt8.random(in: 0...255, using: &generator) }
            case 2: if !bytes.isEmpty { bytes.remove(at: position) }
            case 3: bytes.insert(contentsOf: fragments.randomElement(using: &generator)!, at: position)
            case 4:
                let depth = Int.random(in: 1...2_000, using: &generator)
                bytes.insert(contentsOf: Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth), at: position)
            case 5: bytes.insert(contentsOf: Array(repeating: UInt8(ascii: "a"), count: Int.random(in: 1...50_000, using: &generator)), at: position)
            default:
                let length = Int.random(in: 0...16, using: &generator)
                let start = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
                let slice = Array(bytes[start..<min(bytes.count, start + length)])
                bytes.insert(contentsOf: slice, at: position)
            }
        }
        return bytes
    }

    func testMutatedFilesLoadOrFailWithATypedErrorAndStayUnchanged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let catalogURL = folder.file("books.json")
        let data = folder.file("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let store = JSONBookStore(catalogURL: catalogURL, dataDirectory: data)
        var generator = SeededRandom(seed: 20_261_121)
        var outcomes: [String: Int] = [:]

        for round in 0..<400 {
            let catalog = mutate(validCatalog, using: &generator)
            try Data(catalog).write(to: catalogURL)
            do {
                _ = try store.loadBooks()
                outcomes["catalog loaded", default: 0] += 1
            } catch {
                XCTAssertEqual(error.path, catalogURL.path, "round \(round)")
                XCTAssertTrue(error.message.hasPrefix("The catalog "), "round \(round): \(error.message)")
                XCTAssertTrue(error.message.contains(" (\(catalogURL.path)). "), "round \(round): \(error.message)")
                outcomes["catalog \(error.kind)".prefix(while: { $0 != "(" }).description, default: 0] += 1
            }
            XCTAssertEqual(try Data(contentsOf: catalogURL), Data(catalog), "round \(round)")

            let suggestions = mutate(validSuggestions, using: &generator)
            try Data(suggestions).write(to: store.suggestionsURL)
            let valid: Bool
            do {
                _ = try store.loadSuggestions()
                valid = true
            } catch {
                valid = false
                XCTAssertEqual(error.path, store.suggestionsURL.path, "round \(round)")
            }
            // Adding checks the catalog too (the same-book rule), so it is whole for this part.
            try Data(validCatalog).write(to: catalogURL)
            do {
                try store.addSuggestion(Suggestion(id: "added-\(round)", title: "T", author: "A", category: .youngAdult))
                XCTAssertTrue(valid, "round \(round): an invalid file was overwritten")
            } catch {
                XCTAssertFalse(valid, "round \(round): a valid file was not extended: \(error)")
                XCTAssertEqual(try Data(contentsOf: store.suggestionsURL), Data(suggestions), "round \(round)")
            }
        }
        // Both outcomes happen, so the mutations really probe the loader.
        XCTAssertGreaterThan(outcomes["catalog loaded"] ?? 0, 0, "\(outcomes)")
        XCTAssertGreaterThan(outcomes["catalog corrupt"] ?? 0, 0, "\(outcomes)")
    }
}
