import Catalog
import Foundation
import Search
import TestSupport
import XCTest
@testable import ViewModels

/// One filter and one order (issue 27): whatever the Books pane's filters and order, it shows the
/// books the index finds for the same filters as a query, in the same order (the owned filter
/// and `owned:` reading the same owned books).
final class BooksPaneAgreesWithTheIndexTests: XCTestCase {
    func testRandomFilterCombinationsShowTheIndexsBooksInItsOrder() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/books.json")
        struct Document: Decodable { var books: [Book] }
        let catalog = try JSONDecoder().decode(Document.self, from: Data(contentsOf: url.standardizedFileURL)).books
        let index = SearchIndex(books: catalog)
        let owned = OwnedBooks(library: "Lincoln", ids: Set(catalog.enumerated().filter { $0.offset.isMultiple(of: 3) }.map(\.element.id)))
        let model = BooksViewModel(store: FakeBookStore(books: catalog), worker: ImmediateWorker(), owned: OwnedBooksSource { _ in owned })
        model.inputs.viewDidLoad()
        var generator = SystemRandomNumberGenerator()
        let sorts: [(QuerySort, String)] = [(.title, "sort:title"), (.author, "sort:author"), (.yearNewestFirst, "sort:year"),
                                            (.yearOldestFirst, "sort:-year")]
        for _ in 0 ..< 100 {
            model.inputs.clearFiltersPressed()
            var terms: [String] = []
            if Bool.random(using: &generator) {
                let category = Catalog.Category.allCases.randomElement(using: &generator)!
                model.inputs.categoryFilterSelected(.category(category))
                terms.append("category:\(category.code)")
            }
            if Bool.random(using: &generator) {
                let community = Community.allCases.randomElement(using: &generator)!
                model.inputs.communityFilterSelected(community)
                terms.append("community:\(community.code)")
            }
            if Bool.random(using: &generator), let award = model.outputs.awardFilters.value.dropFirst().randomElement(using: &generator) {
                model.inputs.awardFilterSelected(award.choice)
                terms += award.choice.queryTerm.map { [$0] } ?? []
            }
            for filter in model.outputs.fieldFilters.value where Bool.random(using: &generator) {
                guard let choice = filter.choices.dropFirst().randomElement(using: &generator)?.choice else { continue }
                model.inputs.fieldFilterSelected(filter.field, choice)
                terms.append(choice.queryText)
            }
            if Bool.random(using: &generator) {
                let wanted = Bool.random(using: &generator)
                model.inputs.ownedFilterSelected(wanted)
                terms.append(wanted ? "owned:yes" : "owned:no")
            }
            let (sort, term) = sorts.randomElement(using: &generator)!
            model.inputs.sortSelected(sort)
            let query = QueryParser.parse((terms + [term]).joined(separator: " ")).owning(owned)
            XCTAssertEqual(model.outputs.books.value.map(\.id), index.results(for: query).hits.map(\.book.id), terms.joined(separator: " ") + " " + term)
        }
    }
}
