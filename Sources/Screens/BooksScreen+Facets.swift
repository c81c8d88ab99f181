import Catalog
import Search
import ViewModels
import Widgets

/// The Books pane's community and award filters and its order: the keys that step through them
/// and the row that shows them.
extension BooksScreen {
    /// The orders `o` steps through.
    static let orders: [QuerySort] = [.relevance, .title, .author, .yearNewestFirst, .yearOldestFirst]

    /// The pane's category, community and award filters as field terms of the query language, so
    /// that `/` searches within exactly the books the pane shows.
    var filterTerms: [String] {
        var terms: [String] = []
        if case .category(let category) = selectedFilter { terms.append("category:\(category.code)") }
        if let selectedCommunity { terms.append("community:\(selectedCommunity.code)") }
        if let award = selectedAward.queryTerm { terms.append(award) }
        return terms + fieldFilters.compactMap { $0.selected?.queryText } + (selectedOwned.map { [$0 ? "owned:yes" : "owned:no"] } ?? [])
    }

    /// The field filter `action` steps (`next-grade`, `previous-language`: ``KeyTable/books``).
    func fieldFilterKey(action: String) -> FieldFilter? {
        fieldFilters.first { filter in
            filter.field.queryName.map { action == "next-\($0)" || action == "previous-\($0)" } ?? false
        }
    }

    /// Steps the field filter of `action` to its next (or previous) choice.
    func stepFieldFilter(action: String) {
        guard let filter = fieldFilterKey(action: action), !filter.choices.isEmpty else { return }
        let index = filter.choices.firstIndex { $0.choice == filter.selected } ?? 0
        let step = action.hasPrefix("next-") ? 1 : -1
        viewModel.inputs.fieldFilterSelected(filter.field, filter.choices[(index + step + filter.choices.count) % filter.choices.count].choice)
    }

    /// Whether the catalog has communities or awards to filter by, or holdings (the facet row is drawn then).
    var hasFacets: Bool {
        communityFilters.dropFirst().contains { $0.count > 0 } || awardFilters.count > 2 || !ownedFilters.isEmpty || selectedOwned != nil
    }

    /// f/F: next or previous community; w/W: next or previous award filter; o: next order (the
    /// actions of ``KeyTable/books``).
    func handleFacetKey(_ action: String) {
        switch action {
        case "next-community", "previous-community":
            let choices = communityFilters.map(\.choice)
            guard !choices.isEmpty else { return }
            let index = choices.firstIndex(of: selectedCommunity) ?? 0
            let step = action == "next-community" ? 1 : -1
            viewModel.inputs.communityFilterSelected(choices[(index + step + choices.count) % choices.count])
        case "next-award", "previous-award":
            let choices = awardFilters.map(\.choice)
            guard !choices.isEmpty else { return }
            let index = choices.firstIndex(of: selectedAward) ?? 0
            let step = action == "next-award" ? 1 : -1
            viewModel.inputs.awardFilterSelected(choices[(index + step + choices.count) % choices.count])
        default:
            let index = Self.orders.firstIndex(of: sort) ?? 0
            viewModel.inputs.sortSelected(Self.orders[(index + 1) % Self.orders.count])
        }
    }

    /// "f Community: Indigenous 27   w Award: Any   o Order: year, newest first".
    var facetLine: [TextSpan] {
        let community = communityFilters.first { $0.choice == selectedCommunity }
        let award = awardFilters.first { $0.choice == selectedAward }
        func pair(_ key: String, _ label: String, _ value: String, count: Int?) -> [TextSpan] {
            [TextSpan(key, style: .keyName), TextSpan(" \(label): "),
             TextSpan(value + (count.map { " \($0)" } ?? ""), style: value == "Any" || value == "catalog" ? .dimmed : .plain)]
        }
        let keys = self.keys.books
        return pair(keys.keyName("next-community"), "Community", community?.title ?? "Any", count: selectedCommunity == nil ? nil : community?.count)
            + [TextSpan("   ")] + pair(keys.keyName("next-award"), "Award", award?.title ?? "Any", count: selectedAward == .any ? nil : award?.count)
            + [TextSpan("   ")] + pair(keys.keyName("next-order"), "Order", Self.orderName(sort), count: nil)
            + ownedSpans(pair)
            + fieldFilters.flatMap { filter -> [TextSpan] in
                // A chosen field filter is shown (the row has no room for every one at Any).
                guard filter.selected != nil, let name = filter.field.queryName,
                      let chosen = filter.choices.first(where: { $0.choice == filter.selected }) else { return [] }
                return [TextSpan("   ")] + pair(keys.keyName("next-\(name)"), filter.field.label, chosen.title, count: chosen.count)
            }
    }

    /// The name of an order as the facet row shows it.
    static func orderName(_ sort: QuerySort) -> String {
        switch sort {
        case .relevance: "catalog"
        case .title: "title"
        case .author: "author"
        case .yearNewestFirst: "year, newest first"
        case .yearOldestFirst: "year, oldest first"
        }
    }
}
