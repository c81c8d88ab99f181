import Catalog
import Store
import Search
import Foundation
import Screens
import Widgets
import TestSupport
import ViewModels
import XCTest

/// The whole app over a real ``JSONBookStore`` whose files are broken or whose disk fails,
/// driven by typed keys: a corrupt catalog shows the store's own message in the error state;
/// a full disk, a data folder that cannot be created and one that does not exist yet keep the
/// form as typed, say why on screen, and Enter on Send again stores exactly what was typed.
final class RealStoreFailureTests: XCTestCase {
    private var folder: URL!
    private var catalogURL: URL!

    override func setUpWithError() throws {
        let fixture = try CatalogFolder(prefix: "bookdir-screens")
        (folder, catalogURL) = (fixture.folder, fixture.catalogURL)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The app wired as the executable wires it, over `store`, jobs run at once.
    private func app<Store: BookStore>(_ store: Store) -> AppHarness<Store> {
        AppHarness(store: store, now: Date(timeIntervalSince1970: 1_763_753_405.25), makeID: { "suggestion-1" })
    }

    private static func squeezed(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace })
    }

    // MARK: - A corrupt catalog

    func testACorruptCatalogShowsTheStoresMessageOnBooksAndSearch() throws {
        let broken: [(String, String)] = [
            ("syntax", "{\"version\": 1, \"books\": [ {\"id\": \"a\" \"title\": \"T\"} ]}"),
            ("version", "{\"version\": 99, \"books\": []}"),
            ("category", "{\"version\": 1, \"books\": [{\"id\": \"a\", \"title\": \"T\", \"author\": \"A\", \"category\": \"XX\", \"description\": \"D\"}]}"),
            ("duplicate", "{\"version\": 1, \"books\": [{\"id\": \"a\", \"title\": \"T\", \"author\": \"A\", \"category\": \"PB\", \"description\": \"D\"}, {\"id\": \"a\", \"title\": \"U\", \"author\": \"B\", \"category\": \"PB\", \"description\": \"E\"}]}"),
            ("empty", ""),
        ]
        for (name, text) in broken {
            try Data(text.utf8).write(to: catalogURL)
            let store = JSONBookStore(catalogURL: catalogURL, dataDirectory: folder.appendingPathComponent("data"))
            var message = ""
            XCTAssertThrowsError(try store.loadBooks(), name) { message = ($0 as? BookStoreError)?.message ?? "" }
            XCTAssertTrue(message.hasPrefix("The catalog "), message)
            XCTAssertTrue(message.contains(" (\(catalogURL.path)). "), message)

            let app = app(store)
            XCTAssertTrue(app.paneText().contains(Self.squeezed(message)), "\(name): Books shows “\(message)”:\n\(app.frame().lines.joined(separator: "\n"))")
            XCTAssertTrue(app.frame().line(3).hasPrefix("✗ The catalog "), "\(name): \(app.frame().line(3))")
            XCTAssertTrue(app.press(.character("2")), "the app quit")
            XCTAssertTrue(app.paneText().contains(Self.squeezed(message)), "\(name): Search shows it:\n\(app.frame().lines.joined(separator: "\n"))")
            XCTAssertTrue(app.press(.character("h"), .character("a")), "the app quit")
            XCTAssertTrue(app.paneText().contains(Self.squeezed(message)), "\(name): typing a query still shows it")
            // Smaller: the start of the message is still there, and nothing breaks.
            app.size = (40, 12)
            XCTAssertTrue(app.paneText().contains("✗Thecatalog"), "\(name) at 40×12:\n\(app.frame().lines.joined(separator: "\n"))")
            XCTAssertEqual(try String(contentsOf: catalogURL, encoding: .utf8), text, "\(name): the catalog changed")
        }
    }

    // MARK: - Writes that fail

    private let typedTitle = "Ona Judge Outwits the Washingtons: Ñ, é, 日本"
    private let typedAuthor = "Gigi Amateau"

    /// Opens the form and types the suggestion with keys; focus ends on Send.
    private func fillTheForm<Store: BookStore>(_ app: AppHarness<Store>) {
        XCTAssertTrue(app.press(.character("3")), "the app quit")
        XCTAssertTrue(app.type(typedTitle), "the app quit")
        XCTAssertTrue(app.press(.tab), "the app quit")
        XCTAssertTrue(app.type(typedAuthor), "the app quit")
        XCTAssertTrue(app.press(.tab, .character("c"), .tab), "the app quit")
    }

    private var typedSuggestion: Suggestion {
        Suggestion(id: "suggestion-1", title: typedTitle, author: typedAuthor, category: .chapterBook,
                   createdAt: Date(timeIntervalSince1970: 1_763_753_405.25))
    }

    private func assertFormKept<Store: BookStore>(_ app: AppHarness<Store>, file: StaticString = #filePath, line: UInt = #line) {
        let form = app.root.suggestionScreen
        XCTAssertEqual(form.titleField.text, typedTitle, file: file, line: line)
        XCTAssertEqual(form.authorField.text, typedAuthor, file: file, line: line)
        XCTAssertEqual(app.suggestion.outputs.selectedCategory.value, .chapterBook, file: file, line: line)
        XCTAssertEqual(form.focus, .send, "Enter on Send again retries", file: file, line: line)
        let lines = app.frame().lines
        XCTAssertTrue(lines[3].contains("Ona Judge Outwits the Washingtons: Ñ, é, 日本"), lines[3], file: file, line: line)
        XCTAssertTrue(lines[4].contains(typedAuthor), lines[4], file: file, line: line)
        XCTAssertTrue(lines[5].contains("< Chapter Book >"), lines[5], file: file, line: line)
    }

    func testAFullDiskKeepsTheTypedFormSaysWhyAndEnterAgainStoresIt() throws {
        let data = folder.appendingPathComponent("data")
        let disk = FullDiskStore(JSONBookStore(catalogURL: catalogURL, dataDirectory: data), failures: 2)
        let app = app(disk)
        fillTheForm(app)

        XCTAssertTrue(app.press(.enter), "the app quit")
        assertFormKept(app)
        // The message is cut to four lines; the reason comes early enough to be among them.
        let shown = "✗ The suggestion was not saved. \(disk.failure.message)"
        let reason = try XCTUnwrap(shown.range(of: "No space left on device"))
        XCTAssertTrue(app.paneText().contains(Self.squeezed(String(shown[..<reason.upperBound]))),
                      app.frame().lines.joined(separator: "\n"))
        XCTAssertTrue(app.press(.enter), "the app quit")
        assertFormKept(app)
        XCTAssertFalse(FileManager.default.fileExists(atPath: data.appendingPathComponent("suggestions.json").path))

        XCTAssertTrue(app.press(.enter), "the app quit")
        XCTAssertEqual(disk.attempts, 3)
        XCTAssertEqual(try disk.base.loadSuggestions(), [typedSuggestion], "stored exactly as typed")
        XCTAssertTrue(app.paneText().contains(Self.squeezed("✓ Thank you! \"\(typedTitle)\" by \(typedAuthor) was sent")),
                      app.frame().lines.joined(separator: "\n"))
        XCTAssertEqual(app.root.suggestionScreen.titleField.text, "", "the form is cleared after the send")
    }

    func testADataFolderThatCannotBeCreatedKeepsTheFormAndEnterAfterTheFixStoresIt() throws {
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let data = blocker.appendingPathComponent("bookdir")
        let app = app(JSONBookStore(catalogURL: catalogURL, dataDirectory: data))
        fillTheForm(app)

        XCTAssertTrue(app.press(.enter), "the app quit")
        assertFormKept(app)
        let message = try XCTUnwrap(app.suggestion.outputs.errorMessage.value)
        XCTAssertTrue(message.hasPrefix("The suggestion was not saved. The data folder cannot be made inside a file "
                                        + "(\(blocker.path) is a file, not a folder): "), message)
        XCTAssertTrue(app.paneText().contains(Self.squeezed("✗ " + message).prefix(120)), app.frame().lines.joined(separator: "\n"))

        try FileManager.default.removeItem(at: blocker)
        XCTAssertTrue(app.press(.enter), "the app quit")
        XCTAssertEqual(try JSONBookStore(catalogURL: catalogURL, dataDirectory: data).loadSuggestions(), [typedSuggestion])
        XCTAssertNil(app.suggestion.outputs.errorMessage.value)
    }

    /// At 40×12 the message is cut to four rows: the reason comes before the long path, so it is
    /// among them, and the path gives up its middle so its file and what follows can be seen too (a
    /// full disk, and a real failure of the store: its lock file is a folder).
    func testAtFortyByTwelveTheReasonComesBeforeALongDataPath() throws {
        let data = folder.appendingPathComponent(String(repeating: "a-rather-long-folder-name/", count: 5) + "bookdir")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        func messageRows<S: BookStore>(_ store: S) -> [String] {
            let app = app(store)
            app.size = (40, 12)
            fillTheForm(app)
            XCTAssertTrue(app.press(.enter), "the app quit")
            return Array(app.frame().lines[7...10])
        }

        XCTAssertEqual(messageRows(FullDiskStore(JSONBookStore(catalogURL: catalogURL, dataDirectory: data), failures: 1)), [
            "  ✗ The suggestion was not saved. Could ",
            "  not write the suggestions file: No    ",
            "  space left on device                  ",
            "  (…/bookdir/suggestions.json). Make…   ",
        ])
        try FileManager.default.createDirectory(at: data.appendingPathComponent("suggestions.json.lock"),
                                                withIntermediateDirectories: false)
        XCTAssertEqual(messageRows(JSONBookStore(catalogURL: catalogURL, dataDirectory: data)), [
            "  ✗ The suggestion was not saved. Could ",
            "  not write the suggestions file: Is a  ",
            "  directory (…/bookdir/suggestions.json,",
            "  while trying to open the lock file…   ",
        ])
    }

    func testAMissingDataFolderIsCreatedOnTheFirstSend() throws {
        let data = folder.appendingPathComponent("new/data/bookdir")
        let app = app(JSONBookStore(catalogURL: catalogURL, dataDirectory: data))
        fillTheForm(app)

        XCTAssertTrue(app.press(.enter), "the app quit")
        XCTAssertEqual(try JSONBookStore(catalogURL: catalogURL, dataDirectory: data).loadSuggestions(), [typedSuggestion])
        XCTAssertNil(app.suggestion.outputs.errorMessage.value)
    }
}
