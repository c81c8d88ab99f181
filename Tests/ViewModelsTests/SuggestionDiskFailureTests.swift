import Catalog
import Store
import Search
import Foundation
import TestSupport
import ViewModels
import XCTest

/// The suggestion form over a real ``JSONBookStore`` on disk when the disk fails it: a full disk
/// (a store whose writes fail, then succeed), a data folder that cannot be created (its parent
/// is a regular file: read-only even for root), and one that does not exist yet. The form keeps
/// what was typed, the message says why, and a retry stores exactly the typed suggestion.
final class SuggestionDiskFailureTests: XCTestCase {
    private var folder: URL!
    private var catalogURL: URL!
    private let createdAt = Date(timeIntervalSince1970: 1_763_753_405.25)

    override func setUpWithError() throws {
        let fixture = try CatalogFolder(prefix: "bookdir-vm")
        (folder, catalogURL) = (fixture.folder, fixture.catalogURL)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// What the form emitted, output by output.
    private struct Observed {
        let errorMessage: TestObserver<String?>
        let successMessage: TestObserver<String?>
        let title: TestObserver<String>
        let author: TestObserver<String>
        let category: TestObserver<Catalog.Category?>
        let isSendEnabled: TestObserver<Bool>
        let sendResult: TestObserver<SuggestionSendResult?>

        init(_ vm: SuggestionViewModel) {
            errorMessage = TestObserver(vm.outputs.errorMessage)
            successMessage = TestObserver(vm.outputs.successMessage)
            title = TestObserver(vm.outputs.title)
            author = TestObserver(vm.outputs.author)
            category = TestObserver(vm.outputs.selectedCategory)
            isSendEnabled = TestObserver(vm.outputs.isSendEnabled)
            sendResult = TestObserver(vm.outputs.sendResult)
        }
    }

    private func makeForm(_ store: any BookStore) -> SuggestionViewModel {
        let vm = SuggestionViewModel(store: store, worker: ImmediateWorker(), now: { [createdAt] in createdAt },
                                     makeID: { "suggestion-1" })
        return vm
    }

    private let typedTitle = "Ona Judge Outwits the Washingtons: Ñ, é, 日本"
    private let typedAuthor = "Gigi Amateau & Ona Judge"

    private func fill(_ vm: SuggestionViewModel) {
        vm.inputs.viewDidLoad()
        vm.inputs.titleChanged(typedTitle)
        vm.inputs.authorChanged(typedAuthor)
        vm.inputs.categorySelected(.chapterBook)
    }

    private var typedSuggestion: Suggestion {
        Suggestion(id: "suggestion-1", title: typedTitle, author: typedAuthor, category: .chapterBook, createdAt: createdAt)
    }

    private func assertKeptAsTyped(_ observed: Observed, file: StaticString = #filePath, line: UInt = #line) {
        observed.title.assertValues([typedTitle], "", file: file, line: line)
        observed.author.assertValues([typedAuthor], "", file: file, line: line)
        observed.category.assertValues([.chapterBook], "", file: file, line: line)
        observed.isSendEnabled.assertValues([false, true], "", file: file, line: line)
    }

    func testAFullDiskKeepsTheFormSaysWhyAndTheRetryStoresWhatWasTyped() throws {
        let data = folder.appendingPathComponent("data")
        let disk = FullDiskStore(JSONBookStore(catalogURL: catalogURL, dataDirectory: data), failures: 2)
        let vm = makeForm(disk)
        let observed = Observed(vm)
        fill(vm)

        vm.inputs.sendButtonPressed()
        vm.inputs.sendButtonPressed()

        let reason = "The suggestion was not saved. \(disk.failure.message) What you typed is kept, so you can send it again."
        XCTAssertTrue(reason.contains("No space left on device"))
        observed.errorMessage.assertValues([reason, reason])
        observed.sendResult.assertValues([.failed(disk.failure), .failed(disk.failure)])
        assertKeptAsTyped(observed)
        observed.successMessage.assertDidNotEmitValue()
        XCTAssertFalse(FileManager.default.fileExists(atPath: data.appendingPathComponent("suggestions.json").path))

        vm.inputs.sendButtonPressed()

        observed.errorMessage.assertValues([reason, reason, nil])
        observed.successMessage.assertValues(["Thank you! \"\(typedTitle)\" by \(typedAuthor) was sent as a suggestion."])
        observed.sendResult.assertLastValue(.sent(typedSuggestion))
        observed.title.assertValues([typedTitle, ""])
        XCTAssertEqual(try disk.base.loadSuggestions(), [typedSuggestion], "stored exactly as typed")
        XCTAssertEqual(disk.attempts, 3)
    }

    func testADataFolderThatCannotBeCreatedKeepsTheFormAndTheRetryAfterTheFixStores() throws {
        // The data folder's parent is a regular file: no one, not even root, can create the folder.
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let data = blocker.appendingPathComponent("bookdir")
        let vm = makeForm(JSONBookStore(catalogURL: catalogURL, dataDirectory: data))
        let observed = Observed(vm)
        fill(vm)

        vm.inputs.sendButtonPressed()

        guard case .failed(let error)?? = observed.sendResult.values.last else {
            return XCTFail("the send did not fail: \(observed.sendResult.values)")
        }
        // The store makes the data folder before it reads the suggestions under its lock, so it is
        // that step that fails, naming the file in the way.
        XCTAssertEqual(error.kind, .writeFailed)
        observed.errorMessage.assertValues([
            "The suggestion was not saved. The data folder cannot be made inside a file (\(blocker.path) is a file, "
                + "not a folder): move the file away, or choose another data folder with --data-dir PATH. "
                + "What you typed is kept, so you can send it again.",
        ])
        assertKeptAsTyped(observed)
        XCTAssertEqual(try Data(contentsOf: blocker), Data("x".utf8), "the file in the way is untouched")

        // The user moves the file away; Send again.
        try FileManager.default.removeItem(at: blocker)
        vm.inputs.sendButtonPressed()

        observed.sendResult.assertLastValue(.sent(typedSuggestion))
        observed.errorMessage.assertLastValue(nil)
        XCTAssertEqual(try JSONBookStore(catalogURL: catalogURL, dataDirectory: data).loadSuggestions(), [typedSuggestion])
    }

    func testAMissingDataFolderIsCreatedOnTheFirstSend() throws {
        let data = folder.appendingPathComponent("not/yet/there/bookdir")
        let vm = makeForm(JSONBookStore(catalogURL: catalogURL, dataDirectory: data))
        let observed = Observed(vm)
        fill(vm)

        vm.inputs.sendButtonPressed()

        observed.errorMessage.assertDidNotEmitValue()
        observed.sendResult.assertValues([.sent(typedSuggestion)])
        XCTAssertEqual(try JSONBookStore(catalogURL: catalogURL, dataDirectory: data).loadSuggestions(), [typedSuggestion])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: data.path).sorted(),
                       ["suggestions.json", "suggestions.json.lock"])
    }
}
