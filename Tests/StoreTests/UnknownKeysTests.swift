import Foundation
import XCTest
@testable import Catalog
@testable import Store
import TestSupport

/// Keys bookdir does not know, at every level of `state.json` and `lists.json`, are written back
/// as they were, whatever change is saved.
final class UnknownKeysTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var data: URL { folder.file("data") }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    }

    override func tearDown() {
        folder.remove()
    }

    private static let poet = ListEntry(bookID: "the-poet-x", title: "The Poet X", author: "Elizabeth Acevedo")

    private func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: data.appendingPathComponent(name))
    }

    private func text(of name: String) throws -> String {
        try String(contentsOf: data.appendingPathComponent(name), encoding: .utf8)
    }

    func testTheStateFileKeepsUnknownKeysAtTheTopAndInTheState() throws {
        try write(#"{"version": 1, "extra": "keepme", "state": {"pane": "books", "searchText": "", "future": 1, "category": "PB"}}"#,
                  to: "state.json")
        let store = JSONStateStore(dataDirectory: data)

        try store.saveState(AppState(pane: "search", searchText: "water"))
        try store.saveState(AppState(pane: "lists", searchText: "moon"))

        XCTAssertEqual(store.loadState(), .restored(AppState(pane: "lists", searchText: "moon")))
        // The category this bookdir knows was cleared; the key it does not know stays.
        XCTAssertEqual(try text(of: "state.json"), """
            {
              "extra" : "keepme",
              "state" : {
                "future" : 1,
                "pane" : "lists",
                "searchText" : "moon"
              },
              "version" : 1
            }

            """)
    }

    func testEveryListChangeKeepsUnknownKeysOfTheFileTheListsAndTheirBooks() throws {
        try write("""
            {"version": 1, "theme": "dark", "lists": [
              {"name": "Class", "color": "red", "books": [
                {"id": "love", "title": "Love", "author": "Matt de la Peña", "note": "read aloud", "pages": [1, 2]}]},
              {"name": "Other", "books": [{"id": "sulwe", "title": "Sulwe", "author": "Lupita Nyong'o", "note": "keep"}]}]}
            """, to: "lists.json")
        let store = JSONListStore(dataDirectory: data)

        XCTAssertEqual(try store.change(.add([Self.poet], toList: "Other")).outcome, .changed(1))
        XCTAssertEqual(try store.change(.move(bookID: "the-poet-x", by: -1, inList: "Other")).outcome, .changed(1))
        XCTAssertEqual(try store.change(.add([Self.poet], toList: "Class")).outcome, .changed(1))
        XCTAssertEqual(try store.change(.remove(bookIDs: ["the-poet-x"], fromList: "Class")).outcome, .changed(1))
        XCTAssertEqual(try store.change(.rename("class", to: "  Grade 2  ")).outcome, .changed(1))
        XCTAssertEqual(try store.change(.add([Self.poet], toList: "New")).outcome, .changed(1))
        XCTAssertEqual(try store.change(.delete("New")).outcome, .changed(1))

        XCTAssertEqual(try text(of: "lists.json"), """
            {
              "lists" : [
                {
                  "books" : [
                    {
                      "author" : "Matt de la Peña",
                      "id" : "love",
                      "note" : "read aloud",
                      "pages" : [
                        1,
                        2
                      ],
                      "title" : "Love"
                    }
                  ],
                  "color" : "red",
                  "name" : "Grade 2"
                },
                {
                  "books" : [
                    {
                      "author" : "Elizabeth Acevedo",
                      "id" : "the-poet-x",
                      "title" : "The Poet X"
                    },
                    {
                      "author" : "Lupita Nyong'o",
                      "id" : "sulwe",
                      "note" : "keep",
                      "title" : "Sulwe"
                    }
                  ],
                  "name" : "Other"
                }
              ],
              "theme" : "dark",
              "version" : 1
            }

            """)
    }

    func testABookRemovedAndPutBackLosesNoOtherBooksKeys() throws {
        try write("""
            {"version": 1, "lists": [{"name": "A", "books": [
              {"id": "love", "title": "Love", "author": "M", "note": "one"},
              {"id": "sulwe", "title": "Sulwe", "author": "L", "note": "two"}]}]}
            """, to: "lists.json")
        let store = JSONListStore(dataDirectory: data)
        let sulwe = ListEntry(bookID: "sulwe", title: "Sulwe", author: "L")

        XCTAssertEqual(try store.change(.remove(bookIDs: ["sulwe"], fromList: "A")).outcome, .changed(1))
        XCTAssertEqual(try store.change(.insert(sulwe, at: 0, inList: "A")).outcome, .changed(1))

        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: store.listsURL)) as? [String: Any]
        let books = ((object?["lists"] as? [[String: Any]])?.first?["books"] as? [[String: Any]]) ?? []
        XCTAssertEqual(books.map { $0["id"] as? String }, ["sulwe", "love"])
        XCTAssertEqual(books.map { $0["note"] as? String }, [nil, "one"])
    }
}
