import Catalog
import Foundation
import PostgresStore
import TestSupport
import ViewModels
import XCTest

/// On the shared store the Suggestion pane's "Your suggestions" are those of the database user,
/// not of a name: two people on one machine account (one login name) see only their own.
final class DatabaseYourSuggestionsTests: CommandTestCase {
    func testYourSuggestionsAreTheDatabaseUsersNotTheLoginNames() throws {
        let (cluster, database) = try importedDatabase()
        for user in ["yours_a", "yours_b"] {
            try cluster.psql("""
                DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '\(user)') THEN
                CREATE ROLE \(user) LOGIN; GRANT bookdir_suggester TO \(user); END IF; END $$
                """, database: database)
        }
        /// The form as `user`, and the history of its "Your suggestions" line.
        func form(as user: String) throws -> (SuggestionViewModel, History) {
            let store = PostgresBookStore(location: try PostgresLocation(parsing: cluster.address(database: database, user: user)))
            let form = SuggestionViewModel(store: store, worker: ImmediateWorker(), suggestedBy: "shared-login")
            let earlier = History()
            earlier.token = form.outputs.earlierSuggestions.bind { earlier.values.append($0) }
            form.inputs.viewDidLoad()
            form.inputs.viewWillAppear()
            return (form, earlier)
        }
        func send(_ form: SuggestionViewModel, _ title: String) {
            form.inputs.titleChanged(title)
            form.inputs.authorChanged("Someone")
            form.inputs.categorySelected(.middleGrade)
            form.inputs.sendButtonPressed()
        }
        let (first, firstEarlier) = try form(as: "yours_a")
        send(first, "A Book Of Ours")
        let (second, secondEarlier) = try form(as: "yours_b")
        send(second, "Another Book")
        send(second, "A Third Book")
        XCTAssertEqual(firstEarlier.values, ["Your suggestions: 1 pending"])
        XCTAssertEqual(secondEarlier.values, ["Your suggestions: 1 pending", "Your suggestions: 2 pending"])
        XCTAssertEqual(try cluster.psql("SELECT suggested_by || ' ' || title FROM suggestions ORDER BY position", database: database),
                       "yours_a A Book Of Ours\nyours_b Another Book\nyours_b A Third Book")
    }
}

/// The values a line of the form took, oldest first.
private final class History {
    var values: [String?] = []
    var token: BindingToken?
}
