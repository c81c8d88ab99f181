import Catalog
import Widgets

extension KeyTable {
    /// The Books pane's keys (besides those that work everywhere, ``everywhere``, and the saving
    /// keys, ``saving``). The packed fields' filters come from their declarations (`v V` grades,
    /// `e E` languages).
    public static let books = KeyTable(id: "books", title: "Books", bindings: KeyBinding.listMoves(help: "move") + [
        KeyBinding("open", [.enter], help: KeyHint(key: "Enter", action: "open the book"), hint: KeyHint(key: "Enter", action: "open")),
        KeyBinding("previous-category", [.left, .character("h")], help: KeyHint(key: "←→ h l", action: "previous, next category"),
                   hint: KeyHint(key: "←→", action: "category")),
        KeyBinding("next-category", [.right, .character("l")]),
        KeyBinding("category-all", [.character("a")], help: KeyHint(key: "a p c m y", action: "All, Picture, Chapter, Middle, Young")),
        KeyBinding("category-picture-book", [.character("p")]),
        KeyBinding("category-chapter-book", [.character("c")]),
        KeyBinding("category-middle-grade", [.character("m")]),
        KeyBinding("category-young-adult", [.character("y")]),
        KeyBinding("next-community", [.character("f")], help: KeyHint(key: "f F", action: "next, previous community"),
                   hint: KeyHint(key: "f w o", action: "filter")),
        KeyBinding("previous-community", [.character("F")]),
        KeyBinding("next-award", [.character("w")], help: KeyHint(key: "w W", action: "next, previous award filter")),
        KeyBinding("previous-award", [.character("W")]),
        KeyBinding("next-owned", [.character("n")], help: KeyHint(key: "n N", action: "next, previous owned filter (holdings)")),
        KeyBinding("previous-owned", [.character("N")]),
    ] + BookSchema.packedFields.flatMap { field -> [KeyBinding] in
        guard field.isFacet, let key = field.filterKey, let name = field.queryName else { return [] }
        let shifted = Character(key.uppercased())
        return [KeyBinding("next-\(name)", [.character(key)], help: KeyHint(key: "\(key) \(shifted)", action: "next, previous \(name) filter")),
                KeyBinding("previous-\(name)", [.character(shifted)])]
    } + [
        KeyBinding("clear-filters", [.character("x")], help: KeyHint(key: "x", action: "clear every filter (All, any community, any award)")),
        KeyBinding("next-order", [.character("o")], help: KeyHint(key: "o", action: "order: catalog, title, author, newest, oldest")),
        KeyBinding("audit", [.character("A")], help: KeyHint(key: "A", action: "the audit of the library's holdings")),
        KeyBinding("search-within", [.character("/")], help: KeyHint(key: "/", action: "search within the category"),
                   hint: KeyHint(key: "/", action: "search")),
    ])

    /// The keys that save books, in Books, Search and a book's detail (discover: Books only).
    public static let saving = KeyTable(id: "saving", title: "Saving", bindings: [
        KeyBinding("save", [.character("s")], help: KeyHint(key: "s", action: "save the book (or the marked ones) to a list"),
                   hint: KeyHint(key: "s", action: "save")),
        KeyBinding("mark", [.character(" ")], help: KeyHint(key: "Space", action: "mark a book in Books or Search"),
                   hint: KeyHint(key: "Space", action: "mark")),
        KeyBinding("discover", [.character("r")], help: KeyHint(key: "r", action: "discover: a random book of the Books filter"),
                   hint: KeyHint(key: "r", action: "discover")),
    ])

    /// The keys that work in every pane (outside text fields, but Ctrl-C).
    /// The panes' own keys (digits, letters) are commands only outside text fields; Alt with a digit,
    /// F1 and Ctrl-C work in fields too.
    public static let everywhere = KeyTable(id: "everywhere", title: "Everywhere", bindings: [
        KeyBinding("tab-books", [.character("1"), .alt(.character("1"))],
                   help: KeyHint(key: "1…5 Alt-1…5", action: "the panes, by number (Alt: in fields too)")),
        KeyBinding("tab-search", [.character("2"), .alt(.character("2"))]),
        KeyBinding("tab-suggestion", [.character("3"), .alt(.character("3"))]),
        KeyBinding("tab-lists", [.character("4"), .alt(.character("4"))]),
        KeyBinding("tab-review", [.character("5"), .alt(.character("5"))]),
        KeyBinding("next-pane", [.tab], help: KeyHint(key: "Tab S-Tab", action: "next, previous pane (the form's fields on the way)"),
                   hint: KeyHint(key: "Tab", action: "pane")),
        KeyBinding("previous-pane", [.backTab]),
        KeyBinding("help", [.character("?"), .function(1)], help: KeyHint(key: "? F1", action: "this help (F1 also in fields)"),
                   hint: KeyHint(key: "?", action: "help")),
        KeyBinding("quit", [.character("q")], help: KeyHint(key: "q", action: "quit (outside text fields)"), hint: KeyHint(key: "q", action: "quit")),
        KeyBinding("interrupt", [.control("c")], help: KeyHint(key: "Ctrl-C", action: "quit")),
        KeyBinding("click", [], help: KeyHint(key: "Click", action: "a tab, a row, a choice")),
    ])
}
