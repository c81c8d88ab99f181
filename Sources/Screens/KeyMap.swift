import Catalog
import Widgets
/// Every key of the app, as the help overlay lists them and the status bars hint at them.
public enum KeyMap {
    /// Keys that work in every pane (outside text fields, except Ctrl-C).
    public static let everywhere = HelpOverlay.Section(title: "Everywhere", hints: [
        KeyHint(key: "1 2 3 4 5", action: "Books, Search, Suggestion, Lists, Review"),
        KeyHint(key: "Tab S-Tab", action: "next, previous pane (the form's fields on the way)"),
        KeyHint(key: "? F1", action: "this help (F1 also in fields)"),
        KeyHint(key: "q", action: "quit (outside text fields)"),
        KeyHint(key: "Ctrl-C", action: "quit"),
        KeyHint(key: "Click", action: "a tab, a row, a choice"),
    ])

    /// The Books pane's keys.
    public static let books = HelpOverlay.Section(title: "Books", hints: [
        KeyHint(key: "↑↓ j k", action: "move"),
        KeyHint(key: "PgUp PgDn", action: "page"),
        KeyHint(key: "g G Home End", action: "first, last"),
        KeyHint(key: "Enter", action: "open the book"),
        KeyHint(key: "←→ h l", action: "previous, next category"),
        KeyHint(key: "a p c m y", action: "All, Picture, Chapter, Middle, Young"),
        KeyHint(key: "f F", action: "next, previous community"),
        KeyHint(key: "w W", action: "next, previous award filter"),
    ] + BookSchema.packedFields.compactMap { field in
        field.filterKey.map { KeyHint(key: "\($0) \($0.uppercased())", action: "next, previous \(field.queryName ?? field.name) filter") }
    } + [
        KeyHint(key: "x", action: "clear every filter (All, any community, any award)"),
        KeyHint(key: "o", action: "order: catalog, title, author, newest, oldest"),
        KeyHint(key: "/", action: "search within the category"),
    ])

    /// The Search pane's keys.
    public static let search = HelpOverlay.Section(title: "Search", hints: [
        KeyHint(key: "typing", action: "search titles, authors, descriptions"),
        KeyHint(key: "↓ Enter Tab", action: "from the field to the results"),
        KeyHint(key: "Esc", action: "leave the field"),
        KeyHint(key: "/ ↑ at top", action: "back to the field"),
        KeyHint(key: "↑↓ j k", action: "move in the results"),
        KeyHint(key: "Enter", action: "open the book"),
        KeyHint(key: "community:", action: "native, black, latine, asian, mena… (code or word)"),
        KeyHint(key: "award:", action: "caldecott, belpre, csk, aiyla… (words of its name)"),
        KeyHint(key: "year:", action: "2020, 2015..2020, 2020.., >2019"),
        KeyHint(key: "category:", action: "PB, CB, MG, YA (also author:, title:)"),
        KeyHint(key: "sort:", action: "title, author, year, -year"),
        KeyHint(key: "a | b  \"a b\"", action: "either word; words together"),
    ])

    /// The detail view's keys.
    public static let detail = HelpOverlay.Section(title: "Book", hints: [
        KeyHint(key: "↑↓ j k", action: "choose in More by this author"),
        KeyHint(key: "Enter", action: "open that book"),
        KeyHint(key: "PgUp PgDn", action: "scroll"),
        KeyHint(key: "c", action: "copy title, author and link"),
        KeyHint(key: "o", action: "open the link in a browser"),
        KeyHint(key: "Esc Bksp", action: "back"),
    ])

    /// The Suggestion pane's keys.
    public static let suggestion = HelpOverlay.Section(title: "Suggestion", hints: [
        KeyHint(key: "Tab S-Tab ↑↓", action: "next, previous field (Tab on Send: next pane)"),
        KeyHint(key: "Enter", action: "next field; on Send, send"),
        KeyHint(key: "Space", action: "on Send, send (after its question: anyway)"),
        KeyHint(key: "←→ P C M Y", action: "choose the category"),
        KeyHint(key: "Ctrl-A E U K W", action: "line editing"),
        KeyHint(key: "Alt-B F D Bksp", action: "word back, forward, delete"),
        KeyHint(key: "Esc", action: "leave the form"),
        KeyHint(key: "Enter i", action: "back into the form"),
    ])

    /// The Review pane's keys.
    public static let review = HelpOverlay.Section(title: "Review", hints: [
        KeyHint(key: "↑↓ j k", action: "move in the pending suggestions"),
        KeyHint(key: "Enter", action: "review the suggestion"),
        KeyHint(key: "Tab S-Tab ↑↓", action: "next, previous field of the form"),
        KeyHint(key: "←→", action: "choose the category, the duplicated book"),
        KeyHint(key: "Enter", action: "on Accept, Reject, Duplicate: send"),
        KeyHint(key: "Esc", action: "back to the list"),
    ])
}
