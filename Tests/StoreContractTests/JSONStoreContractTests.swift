import XCTest

/// The JSON store (the default) keeps the BookStore contract.
final class JSONStoreContractTests: XCTestCase {
    private var subject: StoreSubject!

    override func setUpWithError() throws {
        subject = try StoreSubject.json()
    }

    override func tearDown() {
        subject?.cleanUp()
    }

    func testLoadsTheCatalogAndNoSuggestions() throws { try StoreContract.loadsTheCatalogAndNoSuggestions(subject) }
    func testStoresASuggestionVerbatim() throws { try StoreContract.storesASuggestionVerbatim(subject) }
    func testRefusesTheSameBook() throws { try StoreContract.refusesTheSameBook(subject) }
    func testReviewOutcomes() throws { try StoreContract.reviewOutcomes(subject) }
    func testReviewByAStart() throws { try StoreContract.reviewByAStart(subject) }
    func testWatchHearsAnotherWriter() throws { try StoreContract.watchHearsAnotherWriter(subject) }
    func testEightWritersLoseNothing() throws { try ContractChildren.eightWritersLoseNothing(subject) }
    func testEightWritersOfOneBookStoreItOnce() throws { try ContractChildren.eightWritersOfOneBookStoreItOnce(subject) }
}
