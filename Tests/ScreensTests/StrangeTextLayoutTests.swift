import Catalog
import Search
import Screens
import Widgets
import ViewModels
import TestSupport
import XCTest

/// Long and strange text keeps the layout in its columns (the golden screens Pane-Hostile* and
/// Pane-WideDetail pin a few frames; this checks every frame of a walk over many such books):
/// 10,000-character titles and authors (Latin and CJK), Arabic and Hebrew, mixed directions,
/// stacked combining marks (Zalgo), emoji with skin tones, ZWJ families and flags, in the Books
/// list, the search results and the detail view, at 80×24 and 40×12.
///
/// In every frame every row is exactly as wide as the canvas. In the lists, the author and
/// category columns start at the same x on every row as in the headings, with a blank gap
/// before each, and each column holds the start of its own book's field (or all of it). In the
/// detail view nothing is drawn in its margins, and the tab bar and status bar are untouched.
final class StrangeTextLayoutTests: XCTestCase {
    static let zalgo: String = {
        let marks = (0x300...0x36F).compactMap(Unicode.Scalar.init).map(Character.init)
        var text = ""
        for (index, letter) in "Zalgo whispers".enumerated() {
            text.append(letter)
            for offset in 0..<(index % 3 == 0 ? 30 : 8) { text.unicodeScalars.append(marks[(index * 7 + offset) % marks.count].unicodeScalars.first!) }
        }
        return text
    }()

    static let books: [Book] = [
        Book(id: "ten-thousand", title: String(repeating: "Ab", count: 5_000), author: "Jason Reynolds",
             category: .middleGrade, description: "A ten-thousand-character title."),
        Book(id: "ten-thousand-wide", title: String(repeating: "日本", count: 5_000), author: String(repeating: "Zé", count: 5_000),
             category: .youngAdult, description: String(repeating: "物語 ", count: 3_000)),
        Book(id: "arabic", title: "الحديقة السرية للأطفال الصغار", author: "نجيب محفوظ", category: .pictureBook,
             description: "قصة جميلة عن حديقة سرية يكتشفها الأطفال."),
        Book(id: "hebrew", title: "הספר הגדול של הילדים", author: "דוד גרוסמן", category: .chapterBook,
             description: "סיפור על ילדים וחברות."),
        Book(id: "mixed", title: "Shalom שלום and مرحبا 123 ok", author: "Ana עברית Ruiz", category: .middleGrade,
             description: "Left to right, then שלום עולם, then مرحبا بالعالم, then left again."),
        Book(id: "zalgo", title: zalgo, author: "Ȩ̸̢̛̛̖̗̘ẕ̷̡̢̛r̴̢̛ą̵̛", category: .youngAdult, description: zalgo + " " + zalgo),
        Book(id: "emoji", title: "👩🏽‍🔬 Family 👨🏿‍👩🏻‍👧🏾‍👦🏼 and 👍🏿👋🏼 🏳️‍🌈 🇯🇵🇰🇷", author: "🧑🏾‍🎨 Artist 👩🏻‍🦰",
             category: .pictureBook, description: "Emoji: 👩🏽‍🔬👨🏿‍👩🏻‍👧🏾‍👦🏼👍🏿👋🏼🏳️‍🌈🇯🇵 " + String(repeating: "🧑🏾‍🤝‍🧑🏻", count: 200)),
        Book(id: "wide-author", title: "Spirited", author: "宮崎駿と高畑勲と鈴木敏夫", category: .youngAdult,
             description: "Wide author."),
        Book(id: "plain", title: "Ghost", author: "Jason Reynolds", category: .middleGrade, description: "An ordinary book."),
    ]

    private var frames = 0
    private var rowsChecked = 0

    // MARK: - Books list

    func testTheBooksListKeepsItsColumns() {
        for (width, height) in PaneGoldenTests.sizes {
            let harness = ScreensHarness(store: FakeBookStore(books: Self.books), width: width, height: height)
            for _ in Self.books.indices {
                checkList(harness.lastFrame, state: harness.root.booksScreen.listState,
                          books: harness.root.booksScreen.books, "Books \(width)×\(height)")
                harness.press(.down)
            }
        }
        XCTAssertGreaterThan(rowsChecked, 0)
        print("StrangeTextLayoutTests Books: \(frames) frames, \(rowsChecked) list rows checked")
    }

    // MARK: - Search results

    func testSearchResultsKeepTheirColumns() {
        for (width, height) in PaneGoldenTests.sizes {
            let harness = ScreensHarness(store: FakeBookStore(books: Self.books), width: width, height: height)
            harness.press(.character("2"))
            for query in ["a", "ab", "الحديقة", "שלום", "family", "zalgo", "日本", "ze", "artist", "宮崎駿"] {
                harness.type(query)
                let results = harness.root.searchScreen.results
                XCTAssertFalse(results.isEmpty, "“\(query)” finds something")
                checkList(harness.lastFrame, state: harness.root.searchScreen.listState, books: results.map(\.book),
                          "Search “\(query)” \(width)×\(height)")
                harness.press(.down)
                for _ in results.indices {
                    checkList(harness.lastFrame, state: harness.root.searchScreen.listState, books: results.map(\.book),
                              "Search “\(query)” \(width)×\(height)")
                    harness.press(.down)
                }
                harness.press(.character("/"), .control("u"))
            }
        }
        XCTAssertGreaterThan(rowsChecked, 0)
        print("StrangeTextLayoutTests Search: \(frames) frames, \(rowsChecked) result rows checked")
    }

    // MARK: - Detail

    func testTheDetailViewStaysInsideItsPanel() {
        for (width, height) in PaneGoldenTests.sizes {
            let harness = ScreensHarness(store: FakeBookStore(books: Self.books), width: width, height: height)
            harness.press(.end, .enter)
            let reference = harness.lastFrame  // the plain book, last in the list
            XCTAssertTrue(reference.line(1).contains("Ghost"), reference.line(1))
            harness.press(.escape, .home)
            for index in Self.books.indices {
                harness.press(.enter)
                // The top, a page down, and the end of each book.
                for keys in [[Key](), [.pageDown], [.end, .character("G")]] {
                    harness.press(keys)
                    checkDetail(harness.lastFrame, reference: reference, "detail of \(Self.books[index].id) \(width)×\(height) after \(keys)")
                }
                harness.press(.escape, .down)
            }
            // From the search results too.
            harness.press(.character("2"))
            let searchTabBar = harness.lastFrame.line(0)
            harness.type("a")
            harness.press(.enter)
            XCTAssertGreaterThan(harness.root.searchScreen.results.count, 3)
            for _ in harness.root.searchScreen.results.indices {
                harness.press(.enter)
                checkDetail(harness.lastFrame, reference: reference, "detail from search \(width)×\(height)", tabBar: searchTabBar)
                harness.press(.escape, .down)
            }
        }
        print("StrangeTextLayoutTests Detail: \(frames) frames checked")
    }

    /// A line break in a title (or any one-line field) is shown as ^J, as the lists, tables, exports
    /// and the clipboard show it: a catalog cannot fake a "by …" or "★ …" line under the title.
    func testALineBreakInATitleIsShownAsTheOtherViewsShowIt() {
        let faker = Book(id: "faker", title: "Quiet Pond\n by Someone Famous\n ★ Newbery Medal, 2020", author: "Ann\nAuthor",
                         category: .pictureBook, description: "A pond.", year: 2001)
        let harness = ScreensHarness(store: FakeBookStore(books: [faker]))
        harness.press(.enter)
        let rows = harness.lastFrame.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        XCTAssertEqual(Array(rows[1...6]), [
            " Quiet Pond^J by Someone Famous^J ★ Newbery Medal, 2020",
            " by Ann^JAuthor",
            " Picture Book · 2001",
            "",
            " A pond.",
            "",
        ])
    }

    // MARK: - Checks

    /// Every row as wide as the canvas, and the frame intact.
    private func checkRows(_ canvas: Canvas, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        frames += 1
        CanvasChecks.assertIntact(canvas, file: file, line: line)
        XCTAssertEqual(canvas.lines.count, canvas.height, context, file: file, line: line)
        for y in 0..<canvas.height {
            XCTAssertEqual(DisplayWidth.of(canvas.line(y)), canvas.width, "\(context): row \(y) “\(canvas.line(y))”", file: file, line: line)
        }
    }

    /// The text of cells `from..<to` of row `y` (continuation cells add nothing).
    private func text(_ canvas: Canvas, y: Int, from: Int, to: Int) -> String {
        (max(0, from)..<min(to, canvas.width)).filter { !canvas[$0, y].isContinuation }.map { canvas[$0, y].text }.joined()
    }

    /// Whether `shown` (a column's text, padded) is all of `field` or its start cut with “…”,
    /// each grapheme as a cell holds it (at most ``CellScalars/capacity`` scalars).
    private func shows(_ shown: String, _ field: String) -> Bool {
        var text = shown
        while text.last == " " { text.removeLast() }
        let visible = SafeText.visible(field).map { CellScalars($0).text }.joined()
        if text.hasSuffix("…") {
            text.removeLast()
            return visible.hasPrefix(text) && text.count < visible.count
        }
        return text == visible
    }

    private func checkList(_ canvas: Canvas, state: ListState, books: [Book], _ context: String,
                           file: StaticString = #filePath, line: UInt = #line) {
        checkRows(canvas, context, file: file, line: line)
        guard let header = (0..<canvas.height).first(where: { canvas.line($0).hasPrefix("Title ") }) else {
            return XCTFail("\(context): no headings\n\(canvas.lines.joined(separator: "\n"))", file: file, line: line)
        }
        let headings = canvas.line(header)
        guard let authorX = columnStart(of: "Author", in: canvas, y: header),
              let categoryX = columnStart(of: headings.contains("Category") ? "Category" : "Cat", in: canvas, y: header) else {
            return XCTFail("\(context): headings “\(headings)”", file: file, line: line)
        }
        for (row, index) in state.visibleRange.enumerated() {
            let y = header + 1 + row
            guard y < canvas.height - 1 else { break }
            let book = books[index]
            let where_ = "\(context): row \(y) (\(book.id)) “\(canvas.line(y))”"
            for x in [authorX - 1, categoryX - 1] {
                XCTAssertEqual(canvas[x, y].text, " ", "gap at \(x), \(where_)", file: file, line: line)
                XCTAssertFalse(canvas[x, y].isContinuation, "gap at \(x), \(where_)", file: file, line: line)
            }
            XCTAssertFalse(canvas[authorX, y].isContinuation, "author column at \(authorX), \(where_)", file: file, line: line)
            XCTAssertFalse(canvas[categoryX, y].isContinuation, "category column at \(categoryX), \(where_)", file: file, line: line)
            XCTAssertTrue(shows(text(canvas, y: y, from: 0, to: authorX - 1), book.title), "title, \(where_)", file: file, line: line)
            XCTAssertTrue(shows(text(canvas, y: y, from: authorX, to: categoryX - 1), book.author), "author, \(where_)", file: file, line: line)
            let category = text(canvas, y: y, from: categoryX, to: canvas.width).trimmingCharacters(in: .whitespaces)
            XCTAssertTrue([book.category.name, book.category.code].contains(category), "category “\(category)”, \(where_)", file: file, line: line)
            rowsChecked += 1
        }
    }

    /// The x where the heading `title` starts on row `y`, after a blank cell.
    private func columnStart(of title: String, in canvas: Canvas, y: Int) -> Int? {
        (1..<canvas.width).first { x in
            canvas[x - 1, y].text == " " && text(canvas, y: y, from: x, to: x + title.count) == title
        }
    }

    private func checkDetail(_ canvas: Canvas, reference: Canvas, _ context: String, tabBar: String? = nil,
                             file: StaticString = #filePath, line: UInt = #line) {
        checkRows(canvas, context, file: file, line: line)
        XCTAssertEqual(canvas.line(0), tabBar ?? reference.line(0), "\(context): tab bar", file: file, line: line)
        // The status bar's keys are the same but ↑↓, shown only when they scroll or choose a book.
        func keys(_ canvas: Canvas) -> String {
            canvas.line(canvas.height - 1).replacingOccurrences(of: "  ↑↓ scroll", with: "")
                .replacingOccurrences(of: "  ↑↓ more by author", with: "").trimmingCharacters(in: .whitespaces)
        }
        XCTAssertEqual(keys(canvas), keys(reference), "\(context): status bar", file: file, line: line)
        // The link's rows (underlined) run from the first column to the last (issue 33, item 14),
        // so that a terminal takes the link whole; every other row keeps its margins.
        for y in 1..<(canvas.height - 1) where !canvas[0, y].style.underline {
            for x in [0, canvas.width - 1] {
                XCTAssertEqual(canvas[x, y].text, " ", "\(context): margin at \(x), \(y): “\(canvas.line(y))”", file: file, line: line)
                XCTAssertFalse(canvas[x, y].isContinuation, "\(context): margin at \(x), \(y)", file: file, line: line)
            }
        }
    }
}
