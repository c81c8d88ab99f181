import Catalog
import Search

/// The Books list's filters as queries of the query language, each kept by its one rule
/// (``ParsedQuery/keeper()``), and the choices of the field and owned filters with their counts.
extension BooksViewModel {
    /// Each facet field's filter over `catalog` (a field no book has offers none): the choices
    /// some book passes, each counted among the books every other filter keeps (what choosing it
    /// would show).
    func fieldFilters(of catalog: [Book], conditions: [BookField: FieldCondition],
                      keptByOthers: (Book, BookField) -> Bool) -> [FieldFilter] {
        BookSchema.packedFields.filter(\.isFacet).compactMap { field in
            let values = catalog.map { $0[field] }
            guard values.contains(where: { $0 != nil }) else { return nil }
            let others = catalog.indices.filter { keptByOthers(catalog[$0], field) }.map { values[$0] }
            let choices = FieldCondition.choices(for: field).compactMap { choice -> Counted<FieldCondition?>? in
                guard values.contains(where: choice.condition.keeps) else { return nil }
                return Counted(choice.condition, title: choice.title, count: others.filter(choice.condition.keeps).count)
            }
            return FieldFilter(field: field, choices: [Counted(nil, title: "Any", count: others.count)] + choices,
                               selected: conditions[field])
        }
    }

    /// The query of a category filter (nil: All).
    static func query(category: CategoryFilter) -> ParsedQuery? {
        guard case .category(let category) = category else { return nil }
        var query = ParsedQuery()
        query.categories = [category]
        return query
    }

    /// The query of a community filter (nil: Any).
    static func query(community: Community?) -> ParsedQuery? {
        community.map { community in
            var query = ParsedQuery()
            query.communities = [[community]]
            return query
        }
    }

    /// The rule of `query` (every book passes none).
    static func keeps(_ query: ParsedQuery?) -> (Book) -> Bool {
        query?.keeper() ?? { _ in true }
    }

    /// The query of an owned filter (nil: Any), reading `books` (nil: no holdings imported).
    static func query(owned: Bool?, books: OwnedBooks?) -> ParsedQuery? {
        owned.map { owned in
            var query = ParsedQuery()
            query.owned = owned
            return query.owning(books)
        }
    }

    /// The owned filter's choices (Any, Owned, Not owned), each counted among the books of
    /// `catalog` the other filters keep (`keptByOthers`); none while no holdings are imported.
    func ownedFilters(of catalog: [Book], keptByOthers: (Book) -> Bool) -> [Counted<Bool?>] {
        guard let owned = ownedBooks.value else { return [] }
        let others = catalog.filter(keptByOthers)
        let held = others.count { owned.keeps(id: $0.id, wanted: true) }
        return [Counted(nil, title: "Any", count: others.count), Counted(true, title: "Owned", count: held),
                Counted(false, title: "Not owned", count: others.count - held)]
    }
}
