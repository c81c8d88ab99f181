import XCTest

/// The PostgreSQL store, on the test run's own cluster, keeps the BookStore contract.
final class PostgresStoreContractTests: XCTestCase {
    private var subject: StoreSubject!

    override func setUpWithError() throws {
        subject = try StoreSubject.postgres()
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
