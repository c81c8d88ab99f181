import Search
import Widgets

/// Every key table of the app, as shipped (``standard``) or as a configuration file rebinds them
/// (``remapped(by:)``). The screens ask these, so a remapped key acts, and is shown in help,
/// hints and `bookdir config keys`, alike.
public struct KeyTables: Sendable {
    /// Every table, in the order `bookdir config keys` lists them.
    public private(set) var all: [KeyTable]

    /// The keys as shipped.
    public static let standard = KeyTables(all: [
        .everywhere, .books, .saving, .searchField, .searchResults, .detail, .lists, .suggestion, .suggestionLeft,
        .reviewList, .reviewForm, .savePicker, .report,
    ])

    /// The tables whose keys work at one time (a pane in one of its states): no key may do two
    /// things in one. An entry's actions, when given, are the only ones of that table that work there.
    public static let contexts: [(name: String, tables: [(id: String, actions: Set<String>?)])] = [
        ("Books", [("books", nil), ("everywhere", nil), ("saving", nil)]),
        ("Search results", [("search-results", nil), ("everywhere", nil), ("saving", nil)]),
        ("Search field", [("search-field", nil), ("everywhere", fieldSafe)]),
        ("Book", [("detail", nil), ("everywhere", nil), ("saving", ["save"])]),
        ("Lists", [("lists", nil), ("everywhere", nil)]),
        ("Suggestion form", [("suggestion", nil), ("everywhere", fieldSafe)]),
        ("Suggestion", [("suggestion-left", nil), ("everywhere", nil)]),
        ("Review", [("review-list", nil), ("everywhere", nil)]),
        ("Review form", [("review-form", nil), ("everywhere", fieldSafe)]),
        ("Save picker", [("save-picker", nil)]),
        ("Report", [("report", nil)]),
    ]

    /// The actions of ``KeyTable/everywhere`` that work in text fields (with keys no field types).
    static let fieldSafe: Set<String> = ["tab-books", "tab-search", "tab-suggestion", "tab-lists", "tab-review", "help", "interrupt"]

    /// Actions whose keys are fixed: Ctrl-C always quits, and the lines that only explain (typing,
    /// the query terms, a click, the fields' editing keys) have no key to change.
    public static func isFixed(_ binding: KeyBinding) -> Bool {
        binding.action == "interrupt" || binding.keys.isEmpty
    }

    /// The table named `id` (an empty one for a name no table has).
    public subscript(id: String) -> KeyTable {
        all.first { $0.id == id } ?? KeyTable(id: id, title: id, bindings: [])
    }

    // The screens ask these on every key and frame: by their place in ``all`` (``standard``'s
    // order, which remapping keeps), without comparing names.
    public var everywhere: KeyTable { all[0] }
    public var books: KeyTable { all[1] }
    public var saving: KeyTable { all[2] }
    public var searchField: KeyTable { all[3] }
    public var searchResults: KeyTable { all[4] }
    public var detail: KeyTable { all[5] }
    public var lists: KeyTable { all[6] }
    public var suggestion: KeyTable { all[7] }
    public var suggestionLeft: KeyTable { all[8] }
    public var reviewList: KeyTable { all[9] }
    public var reviewForm: KeyTable { all[10] }
    public var savePicker: KeyTable { all[11] }
    public var report: KeyTable { all[12] }

    /// The keys that do two things in one context, with the context's name and the actions.
    public func clashes() -> [(context: String, key: Key, actions: [String])] {
        Self.contexts.flatMap { context -> [(context: String, key: Key, actions: [String])] in
            let bindings = context.tables.flatMap { entry in
                self[entry.id].bindings.filter { entry.actions?.contains($0.action) ?? true }
            }
            return KeyTable(id: context.name, title: context.name, bindings: bindings).clashes()
                .map { (context.name, $0.key, $0.actions) }
        }
    }

    /// These tables with `remaps` applied in order, and what could not be applied (each such
    /// remapping leaves the keys it named as they were) or is worth a note. A key a remapping
    /// gives an action is taken from the other actions of that table.
    public func remapped(by remaps: [KeyRemap]) -> (tables: KeyTables, problems: [KeyRemapProblem]) {
        var tables = self
        var problems: [KeyRemapProblem] = []
        // Which remapping took the last key of an action ("books next-language"), for a note if
        // no later one gave it keys again.
        var emptiedBy: [(table: String, action: String, remap: KeyRemap)] = []
        for remap in remaps {
            if let message = tables.reason(refusing: remap) {
                problems.append(KeyRemapProblem(remap: remap, message: message))
                continue
            }
            var trial = tables
            let emptied = trial.apply(remap)
            if let clash = trial.clash(caused: remap, before: tables) {
                problems.append(KeyRemapProblem(remap: remap, message: clash))
                continue
            }
            tables = trial
            emptiedBy += emptied.map { ($0.table, $0.action, remap) }
        }
        for entry in emptiedBy where tables[entry.table].keys(entry.action).isEmpty {
            problems.append(KeyRemapProblem(remap: entry.remap, message: "\(entry.action) in \(entry.table) has no key now", isNote: true))
        }
        return (tables, problems)
    }

    /// Why `remap` cannot be applied at all, or nil.
    private func reason(refusing remap: KeyRemap) -> String? {
        let name = remap.table.map { "[keys.\($0)]" } ?? "[keys]"
        if let id = remap.table, !all.contains(where: { $0.id == id }) {
            let near = EditDistance.closest(to: id, among: all.map(\.id), limit: 3)
            return "no pane \(id) for \(name)" + (near.map { " (did you mean \($0)?)" } ?? "")
                + "; panes: " + all.map(\.id).joined(separator: ", ")
        }
        let tables = remap.table.map { [self[$0]] } ?? all
        let shipped = remap.table.map { [Self.standard[$0]] } ?? Self.standard.all
        let bindings = shipped.flatMap(\.bindings).filter { $0.action == remap.action }
        guard let binding = bindings.first else {
            let names = Array(Set(tables.flatMap(\.bindings).filter { !Self.isFixed($0) }.map(\.action))).sorted()
            let near = EditDistance.closest(to: remap.action, among: names, limit: 3)
            return "no action \(remap.action) in \(name)" + (near.map { " (did you mean \($0)?)" } ?? " (bookdir config keys lists them)")
        }
        if Self.isFixed(binding) { return "\(remap.action) cannot be rebound" }
        if remap.keys.isEmpty { return "\(remap.action) needs at least one key" }
        return nil
    }

    /// Gives `remap.action` its keys in each table it names, taking them from the table's other
    /// actions; returns the actions left without a key.
    private mutating func apply(_ remap: KeyRemap) -> [(table: String, action: String)] {
        var emptied: [(table: String, action: String)] = []
        for index in all.indices where remap.table.map({ $0 == all[index].id }) ?? true {
            guard all[index].bindings.contains(where: { $0.action == remap.action }) else { continue }
            for b in all[index].bindings.indices {
                if all[index].bindings[b].action == remap.action {
                    all[index].bindings[b].keys = remap.keys
                    all[index].bindings[b].isRemapped = true
                } else if all[index].bindings[b].keys.contains(where: remap.keys.contains) {
                    all[index].bindings[b].keys.removeAll(where: remap.keys.contains)
                    all[index].bindings[b].isRemapped = true
                    if all[index].bindings[b].keys.isEmpty { emptied.append((all[index].id, all[index].bindings[b].action)) }
                }
            }
        }
        return emptied
    }

    /// The first clash these tables have that `before` had not, as a sentence, or nil.
    private func clash(caused remap: KeyRemap, before: KeyTables) -> String? {
        let old = Set(before.clashes().map { "\($0.context) \($0.key.configName)" })
        guard let clash = clashes().first(where: { !old.contains("\($0.context) \($0.key.configName)") }) else { return nil }
        return "\(clash.key.displayName) would do both \(clash.actions.joined(separator: " and ")) in \(clash.context)"
    }
}
