import Catalog
import Search
import TestSupport
import XCTest
@testable import ViewModels

/// The Books list's filters of packed fields (the grades): choices some book passes, each counted
/// within the other filters, and cleared with every other filter.
final class BooksFieldFilterViewModelTests: XCTestCase {
    private func book(_ id: String, _ category: Catalog.Category, grades: ClosedRange<Int>?) -> Book {
        var values = FieldValues()
        values[BookSchema.grades] = grades.map { .range($0) }
        return Book(id: id, title: id, authors: ["A"], category: category, description: "D", communities: [.black], fields: values)
    }

    private func loaded() -> (BooksViewModel, TestObserver<[Book]>, TestObserver<[FieldFilter]>) {
        let books = [book("k2", .pictureBook, grades: 0 ... 2), book("g3", .pictureBook, grades: 3 ... 3),
                     book("mg", .middleGrade, grades: 4 ... 7), book("none", .pictureBook, grades: nil)]
        let model = BooksViewModel(store: FakeBookStore(books: books), worker: ImmediateWorker())
        let shown = TestObserver(model.outputs.books)
        let filters = TestObserver(model.outputs.fieldFilters)
        model.inputs.viewDidLoad()
        return (model, shown, filters)
    }

    private func counts(_ filters: [FieldFilter]) -> [String] {
        filters.flatMap { filter in filter.choices.map { "\($0.title) \($0.count)" + ($0.choice == filter.selected ? " *" : "") } }
    }

    func testAGradeChoiceKeepsTheBooksForThatGradeCountedWithinTheCategory() {
        let (model, shown, filters) = loaded()
        model.inputs.fieldFilterSelected(BookSchema.grades, FieldCondition(BookSchema.grades, .overlaps(2 ... 2)))
        model.inputs.categoryFilterSelected(.category(.middleGrade))
        model.inputs.clearFiltersPressed()
        XCTAssertEqual(shown.values.map { $0.map(\.id) }, [["k2", "g3", "mg", "none"], ["k2"], [], ["k2", "g3", "mg", "none"]])
        XCTAssertEqual(filters.values.map(counts), [
            ["Any 4 *", "Grade K 1", "Grade 1 1", "Grade 2 1", "Grade 3 1", "Grade 4 1", "Grade 5 1", "Grade 6 1", "Grade 7 1"],
            ["Any 4", "Grade K 1", "Grade 1 1", "Grade 2 1 *", "Grade 3 1", "Grade 4 1", "Grade 5 1", "Grade 6 1", "Grade 7 1"],
            ["Any 1", "Grade K 0", "Grade 1 0", "Grade 2 0 *", "Grade 3 0", "Grade 4 1", "Grade 5 1", "Grade 6 1", "Grade 7 1"],
            ["Any 4 *", "Grade K 1", "Grade 1 1", "Grade 2 1", "Grade 3 1", "Grade 4 1", "Grade 5 1", "Grade 6 1", "Grade 7 1"],
        ], "a grade no book is for is no choice; an unknown range counts under Any only")
        XCTAssertEqual(model.outputs.state.value, .rows)
    }

    func testACatalogWithoutTheFieldOffersNoFilterOfIt() {
        let model = BooksViewModel(store: FakeBookStore(books: [book("none", .pictureBook, grades: nil)]), worker: ImmediateWorker())
        model.inputs.viewDidLoad()
        XCTAssertEqual(model.outputs.fieldFilters.value, [])
    }
}

/// The languages filter: Bilingual first, then each language some book is in.
final class BooksLanguageFilterViewModelTests: XCTestCase {
    func testBilingualAndEachLanguageAreChoicesCountedAndKeepTheirBooks() {
        func book(_ id: String, _ codes: [String]?) -> Book {
            var values = FieldValues()
            values[BookSchema.languages] = codes.map { .codes($0) }
            return Book(id: id, title: id, authors: ["A"], category: .pictureBook, description: "D", fields: values)
        }
        let model = BooksViewModel(store: FakeBookStore(books: [book("both", ["en", "es"]), book("en", ["en"]), book("none", nil)]),
                                   worker: ImmediateWorker())
        let shown = TestObserver(model.outputs.books)
        model.inputs.viewDidLoad()
        let languages = model.outputs.fieldFilters.value.first { $0.field == BookSchema.languages }
        XCTAssertEqual(languages?.choices.map { "\($0.title) \($0.count)" }, ["Any 3", "Bilingual 1", "English 2", "Spanish 1"])
        model.inputs.fieldFilterSelected(BookSchema.languages, languages?.choices[1].choice ?? nil)
        model.inputs.fieldFilterSelected(BookSchema.languages, languages?.choices[2].choice ?? nil)
        XCTAssertEqual(shown.values.map { $0.map(\.id) }, [["both", "en", "none"], ["both"], ["both", "en"]])
    }
}
