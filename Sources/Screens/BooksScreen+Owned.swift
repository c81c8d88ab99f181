import Search
import ViewModels
import Widgets

/// The Books pane's owned filter (`n N`: Any, Owned, Not owned, by the library's holdings) and the
/// owned mark of its rows.
extension BooksScreen {
    /// The rows' owned column, drawn once holdings are imported.
    var ownedColumn: ListColumn { ListColumn("Own", width: .fixed(3)) }

    /// The owned column's cell: `●` for a book the library owns.
    static func ownedMark(_ owned: Bool) -> String { owned ? " ●" : "" }

    /// Steps the owned filter: Any, Owned, Not owned. With no holdings imported, Owned is chosen
    /// and the list says how to import them.
    func stepOwnedFilter(by step: Int) {
        let choices: [Bool?] = [nil, true, false]
        let index = choices.firstIndex(of: selectedOwned) ?? 0
        viewModel.inputs.ownedFilterSelected(choices[(index + step + choices.count) % choices.count])
    }

    /// "   n Owned: Not owned 41" on the facet row, once holdings are imported or the filter chosen.
    func ownedSpans(_ pair: (String, String, String, Int?) -> [TextSpan]) -> [TextSpan] {
        guard !ownedFilters.isEmpty || selectedOwned != nil else { return [] }
        let chosen = ownedFilters.first { $0.choice == selectedOwned }
        let title = chosen?.title ?? (selectedOwned.map { $0 ? "Owned" : "Not owned" } ?? "Any")
        return [TextSpan("   ")] + pair(keys.books.keyName("next-owned"), "Owned", title, selectedOwned == nil ? nil : chosen?.count)
    }
}
