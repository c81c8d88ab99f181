import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

/// Errors and observations gathered from several threads.
private final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [String] = []
    private var counts: [Int] = []

    func record(_ error: any Error) {
        lock.withLock { errors.append(String(describing: error)) }
    }

    func record(count: Int) {
        lock.withLock { counts.append(count) }
    }

    var recordedErrors: [String] { lock.withLock { errors } }
    var recordedCounts: [Int] { lock.withLock { counts } }
}

final class JSONBookStoreConcurrencyTests: XCTestCase {
    func testEightThreadsAddingTwentyFiveEachLoseNothingAndDuplicateNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let catalog = try folder.write(#"{"version": 1, "books": []}"#, to: "books.json")
        let data = folder.file("data")
        let shared = JSONBookStore(catalogURL: catalog, dataDirectory: data)
        let collector = Collector()
        let writers = 8
        let perWriter = 25
        let group = DispatchGroup()

        for writer in 0..<writers {
            group.enter()
            // Half the threads share one store, half have their own: both must be safe.
            let store = writer.isMultiple(of: 2) ? shared : JSONBookStore(catalogURL: catalog, dataDirectory: data)
            let thread = Thread {
                for number in 0..<perWriter {
                    let suggestion = Suggestion(id: "w\(writer)-\(number)", title: "Title \(number)", author: "Writer \(writer)",
                                                category: Category.allCases[number % 4])
                    do {
                        try store.addSuggestion(suggestion)
                        // Adding the same suggestion again is harmless.
                        if number.isMultiple(of: 5) { try store.addSuggestion(suggestion) }
                    } catch {
                        collector.record(error)
                    }
                }
                group.leave()
            }
            thread.start()
        }

        // A reader meanwhile always finds a whole, valid file, never a half-written one.
        group.enter()
        let reader = Thread {
            var last = 0
            for _ in 0..<100 {
                do {
                    let count = try shared.loadSuggestions().count
                    if count < last { collector.record(count: -count) }
                    last = count
                    collector.record(count: count)
                } catch {
                    collector.record(error)
                }
            }
            group.leave()
        }
        reader.start()

        XCTAssertEqual(group.wait(timeout: .now() + 120), .success)
        XCTAssertEqual(collector.recordedErrors, [])
        XCTAssertTrue(collector.recordedCounts.allSatisfy { $0 >= 0 }, "the reader saw the count go down")

        let stored = try shared.loadSuggestions()
        XCTAssertEqual(stored.count, writers * perWriter)
        let expected = Set((0..<writers).flatMap { writer in (0..<perWriter).map { "w\(writer)-\($0)" } })
        XCTAssertEqual(Set(stored.map(\.id)), expected)
        for writer in 0..<writers {
            let own = stored.filter { $0.author == "Writer \(writer)" }.map(\.id)
            XCTAssertEqual(own, (0..<perWriter).map { "w\(writer)-\($0)" }, "each writer's suggestions stay in the order it sent them")
        }
        XCTAssertEqual(try folder.names(in: data), ["suggestions.json", "suggestions.json.lock"], "no temporary file is left behind")
    }
}
