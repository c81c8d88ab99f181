import Catalog
import Foundation
import TestSupport
import XCTest

/// Several processes writing to one store at once: this test runner started again on
/// ``ContractChildTests/testWriterProcess()`` with the store, a name and a task in its environment.
enum ContractChildren {
    static let nameKey = "BOOKDIR_CONTRACT_WRITER"
    static let taskKey = "BOOKDIR_CONTRACT_TASK"
    static let outputKey = "BOOKDIR_CONTRACT_OUTPUT"
    static let perWriter = 100

    /// Starts `count` writers on `subject` doing `task` (`many`: 100 different suggestions each;
    /// `same`: one suggestion, the same in all) and returns what each wrote to its output file.
    static func run(_ subject: StoreSubject, writers count: Int, task: String) throws -> [String] {
        let runner = try TestRunnerChild.runner()
        let folder = try TemporaryFolder(prefix: "bookdir-writers")
        defer { folder.remove() }
        var processes: [Process] = []
        for number in 1...count {
            var settings = subject.childSettings
            settings[nameKey] = "w\(number)"
            settings[taskKey] = task
            settings[outputKey] = folder.path("w\(number)")
            processes.append(try TestRunnerChild.start(
                runner, test: "StoreContractTests.ContractChildTests/testWriterProcess", settings: settings, output: FileHandle.nullDevice))
        }
        for process in processes {
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "a writer process failed")
        }
        return try (1...count).map { try String(contentsOf: folder.file("w\($0)"), encoding: .utf8) }
    }

    /// The body of one writer process.
    static func write(environment: [String: String]) throws {
        guard let spec = environment[StoreSubject.storeKey], let name = environment[nameKey],
              let task = environment[taskKey], let output = environment[outputKey]
        else { throw XCTSkip("runs only inside the writer processes of the contract's multi-process tests") }
        let store = StoreSubject.open(spec)
        var lines: [String] = []
        if task == "same" {
            let outcome = try store.addSuggestion(StoreContract.suggestion("The Same Book", "One Author", id: "same-\(name)"))
            switch outcome {
            case .stored: lines.append("stored")
            case .alreadySuggested: lines.append("already suggested")
            case .alreadyInDirectory: lines.append("already in the directory")
            }
        } else {
            for number in 0..<perWriter {
                // Ids of one length: none is the start of another (the shared store refuses such ids).
                let id = "\(name)-" + String(1000 + number).dropFirst()
                try store.addSuggestion(StoreContract.suggestion("Title \(number)", "Author \(name)", id: id))
            }
            lines.append("done")
        }
        try lines.joined(separator: "\n").write(toFile: output, atomically: true, encoding: .utf8)
    }

    static func eightWritersLoseNothing(_ subject: StoreSubject) throws {
        let outputs = try run(subject, writers: 8, task: "many")
        XCTAssertEqual(outputs, Array(repeating: "done", count: 8))
        let stored = try subject.open().loadSuggestions()
        XCTAssertEqual(stored.count, 800)
        XCTAssertEqual(Set(stored.map(\.id)).count, 800)
    }

    static func eightWritersOfOneBookStoreItOnce(_ subject: StoreSubject) throws {
        let outputs = try run(subject, writers: 8, task: "same")
        XCTAssertEqual(outputs.filter { $0 == "stored" }.count, 1, "\(outputs)")
        XCTAssertEqual(outputs.filter { $0 == "already suggested" }.count, 7, "\(outputs)")
        XCTAssertEqual(try subject.open().loadSuggestions().map(\.title), ["The Same Book"])
    }
}

/// The writer processes' entry point (skipped in a normal run).
final class ContractChildTests: XCTestCase {
    func testWriterProcess() throws {
        try ContractChildren.write(environment: ProcessInfo.processInfo.environment)
    }
}
