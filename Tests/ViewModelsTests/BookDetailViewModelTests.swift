import Catalog
import Search
import TestSupport
import XCTest
@testable import ViewModels

final class BookDetailViewModelTests: XCTestCase {
    func testShowsEveryFieldOfTheBook() {
        let vm = BookDetailViewModel(book: Fixture.snowyDay, catalog: Fixture.catalog)
        XCTAssertEqual(vm.outputs.title.value, "The Snowy Day")
        XCTAssertEqual(vm.outputs.author.value, "Ezra Jack Keats")
        XCTAssertEqual(vm.outputs.categoryName.value, "Picture Book")
        XCTAssertEqual(vm.outputs.year.value, "1962")
        XCTAssertEqual(vm.outputs.description.value, "Peter explores his city after the first snowfall.")
        XCTAssertEqual(
            vm.outputs.link.value,
            "https://openlibrary.org/search?title=The%20Snowy%20Day&author=Ezra%20Jack%20Keats")
    }

    func testAnUnknownYearIsNil() {
        let vm = BookDetailViewModel(book: Fixture.julian, catalog: Fixture.catalog)
        XCTAssertNil(vm.outputs.year.value)
    }

    func testMoreByThisAuthorListsTheAuthorsOtherBooksInCatalogOrder() {
        let another = Book(
            id: "a-letter-to-amy", title: "A Letter to Amy", author: "  ezra JACK keats", category: .pictureBook,
            description: "Peter writes a letter.")
        let vm = BookDetailViewModel(book: Fixture.whistle, catalog: Fixture.catalog + [another])
        XCTAssertEqual(vm.outputs.moreByAuthor.value, [Fixture.snowyDay, another])
    }

    func testTheAuthorMatchIgnoresDiacritics() {
        let plain = Book(id: "x", title: "X", author: "Meg Medína", category: .youngAdult, description: "x")
        let vm = BookDetailViewModel(book: Fixture.mercy, catalog: Fixture.catalog + [plain])
        XCTAssertEqual(vm.outputs.moreByAuthor.value, [plain])
    }

    func testNoOtherBooksByTheAuthorIsAnEmptyList() {
        let vm = BookDetailViewModel(book: Fixture.yaBook, catalog: Fixture.catalog)
        XCTAssertEqual(vm.outputs.moreByAuthor.value, [])
    }

    func testShareEmitsTitleByAuthorAndLinkOnEachTap() {
        let vm = BookDetailViewModel(book: Fixture.snowyDay, catalog: Fixture.catalog)
        let share = TestObserver(vm.outputs.shareText)
        share.assertDidNotEmitValue()
        vm.inputs.shareTapped()
        vm.inputs.shareTapped()
        let text = "The Snowy Day by Ezra Jack Keats — "
            + "https://openlibrary.org/search?title=The%20Snowy%20Day&author=Ezra%20Jack%20Keats"
        share.assertValues([text, text])
    }

    func testOpenLinkEmitsTheLinkOnEachTap() {
        let vm = BookDetailViewModel(book: Fixture.brownGirl, catalog: Fixture.catalog)
        let open = TestObserver(vm.outputs.openLink)
        vm.inputs.openLinkTapped()
        open.assertValues([Fixture.brownGirl.link])
    }

    func testTappingABookByTheSameAuthorOpensItsDetail() {
        let vm = BookDetailViewModel(book: Fixture.whistle, catalog: Fixture.catalog)
        let goToBook = TestObserver(vm.outputs.goToBook)
        vm.inputs.moreByAuthorTapped(at: 0)
        goToBook.assertValues(["The Snowy Day"], { $0?.outputs.title.value })
        goToBook.lastValue??.inputs.moreByAuthorTapped(at: 0)
        let next = goToBook.lastValue??.outputs.moreByAuthor.value
        XCTAssertEqual(next, [Fixture.whistle], "the opened detail knows the whole catalog")
    }

    func testATapOutsideTheListEmitsNothing() {
        let vm = BookDetailViewModel(book: Fixture.whistle, catalog: Fixture.catalog)
        let goToBook = TestObserver(vm.outputs.goToBook)
        vm.inputs.moreByAuthorTapped(at: 1)
        vm.inputs.moreByAuthorTapped(at: -1)
        goToBook.assertDidNotEmitValue()
    }

    func testTheLinkOfAnEnormousTitleOrAuthorIsMadeFromTheirStartOnly() {
        let huge = Book(id: "huge", title: String(repeating: "Long title ", count: 500_000),
                        author: String(repeating: "Ann ", count: 500_000), category: .pictureBook, description: "d")
        let vm = BookDetailViewModel(book: huge, catalog: [huge])
        let start = Book(id: "huge", title: String(huge.title.prefix(1_000)), author: String(huge.author.prefix(1_000)),
                         category: .pictureBook, description: "d")
        XCTAssertEqual(vm.outputs.link.value, start.link)
        XCTAssertEqual(vm.outputs.link.value.count, start.link.count)
        let opened = TestObserver(vm.outputs.openLink)
        vm.inputs.openLinkTapped()
        opened.assertValues([start.link])
    }
}

/// The version 2 fields in the detail view, and "More by this author" across co-written books.
final class BookDetailFacetsTests: XCTestCase {
    private let bornOnTheWater = Book(
        id: "born", title: "The 1619 Project: Born on the Water", authors: ["Nikole Hannah-Jones", "Renée Watson"],
        illustrators: ["Nikkolas Smith"], category: .pictureBook, description: "History in verse.", year: 2021,
        communities: [.black], awards: [Award(.corettaScottKingIllustrator, year: 2022, level: .honor)])
    private let pieceOfHome = Book(id: "piece", title: "A Place Inside of Me", authors: ["Zetta Elliott"], category: .pictureBook,
                                   description: "A boy's feelings through a summer.", year: 2020)
    private let watson = Book(id: "piecing", title: "Piecing Me Together", authors: ["Renée Watson"], category: .youngAdult,
                              description: "Jade finds her voice.", year: 2017,
                              communities: [.black], awards: [Award(.newbery, year: 2018, level: .honor),
                                                              Award(.corettaScottKingAuthor, year: 2018, level: .winner)])

    func testIllustratorsCommunitiesAndAwardsAreShown() {
        let detail = BookDetailViewModel(book: bornOnTheWater, catalog: [bornOnTheWater, pieceOfHome, watson])
        XCTAssertEqual(detail.outputs.author.value, "Nikole Hannah-Jones and Renée Watson")
        XCTAssertEqual(detail.outputs.illustrators.value, "Illustrated by Nikkolas Smith")
        XCTAssertEqual(detail.outputs.communities.value, "Black")
        XCTAssertEqual(detail.outputs.awards.value, ["Coretta Scott King Illustrator Award, 2022 (honor)"])
        let plain = BookDetailViewModel(book: pieceOfHome, catalog: [pieceOfHome])
        XCTAssertNil(plain.outputs.illustrators.value)
        XCTAssertNil(plain.outputs.communities.value)
        XCTAssertEqual(plain.outputs.awards.value, [])
        XCTAssertEqual(BookDetailViewModel(book: watson, catalog: [watson]).outputs.awards.value,
                       ["Newbery Medal, 2018 (honor)", "Coretta Scott King Author Award, 2018"])
    }

    func testMoreByThisAuthorFindsBooksByAnyOfItsAuthors() {
        let detail = BookDetailViewModel(book: bornOnTheWater, catalog: [bornOnTheWater, pieceOfHome, watson])
        XCTAssertEqual(detail.outputs.moreByAuthor.value.map(\.id), ["piecing"])
        let back = BookDetailViewModel(book: watson, catalog: [bornOnTheWater, pieceOfHome, watson])
        XCTAssertEqual(back.outputs.moreByAuthor.value.map(\.id), ["born"])
    }
}
