import Catalog
import Widgets

extension KeyTable {
    /// The Search pane's keys while the field has the focus (besides the field's editing keys).
    public static let searchField = KeyTable(id: "search-field", title: "Search", bindings: [
        KeyBinding("typing", [], help: KeyHint(key: "typing", action: "search titles, authors, descriptions")),
        KeyBinding("to-results", [.down, .enter, .tab], help: KeyHint(key: "↓ Enter Tab", action: "from the field to the results"),
                   hint: KeyHint(key: "↓", action: "results")),
        KeyBinding("leave-field", [.escape], help: KeyHint(key: "Esc", action: "leave the field"), hint: KeyHint(key: "Esc", action: "leave field")),
    ])

    /// The Search pane's keys in its results (with ``saving`` and ``everywhere``), and the query
    /// language's terms as the help shows them (the packed fields' from their declarations).
    public static let searchResults = KeyTable(id: "search-results", title: "Search", bindings: [
        KeyBinding("back-to-field", [.character("/")], help: KeyHint(key: "/ ↑ at top", action: "back to the field"),
                   hint: KeyHint(key: "/", action: "search")),
    ] + KeyBinding.listMoves(help: "move in the results") + [
        KeyBinding("open", [.enter], help: KeyHint(key: "Enter", action: "open the book"), hint: KeyHint(key: "Enter", action: "open")),
        KeyBinding("term-community", [], help: KeyHint(key: "community:", action: "native, black, latine, asian, mena… (code or word)")),
        KeyBinding("term-award", [], help: KeyHint(key: "award:", action: "caldecott, belpre, csk, aiyla… (words of its name)")),
        KeyBinding("term-year", [], help: KeyHint(key: "year:", action: "2020, 2015..2020, 2020.., >2019")),
    ] + BookSchema.packedFields.compactMap { field in
        guard let name = field.queryName, let example = termExamples[field.name] else { return nil }
        return KeyBinding("term-\(name)", [], help: KeyHint(key: "\(name):", action: example))
    } + [
        KeyBinding("term-category", [], help: KeyHint(key: "category:", action: "PB, CB, MG, YA (also author:, title:)")),
        KeyBinding("term-sort", [], help: KeyHint(key: "sort:", action: "title, author, year, -year")),
        KeyBinding("term-either", [], help: KeyHint(key: "a | b  \"a b\"", action: "either word; words together")),
    ])

    /// What the help shows for each packed field's query term.
    private static let termExamples = [
        "grades": "2, 2-3, k-1 (the grades a book is for)",
        "languages": "es, spanish, haw; bilingual alone",
        "isbns": "9780670654000 (any edition's)",
    ]
}
