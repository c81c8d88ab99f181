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

    /// The app's panes each load the catalog as they open, on threads of their own, at once: the
    /// store reads the file (or its derived cache) once, and every pane gets those very books.
    /// Before, each thread decoded the whole catalog itself (three times at each launch, and at
    /// 1M books a peak of 1.29 GB instead of 0.65).
    func testThreadsLoadingTheCatalogAtOnceReadItOnceAndShareItsBooks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let books = GeneratedCatalog.books(count: 20_000, seed: 3)
        let list = String(decoding: try JSONEncoder().encode(books), as: UTF8.self)
        let catalog = try folder.write("{\"version\": 2, \"books\": " + list + "}\n", to: "books.json")
        let data = folder.file("data")
        final class Loads: @unchecked Sendable {
            let lock = NSLock()
            var decoded = 0
            var storages: Set<Int> = []
            var counts: [Int] = []
        }
        for launch in ["cold: the JSON decoded", "warm: the derived cache read"] {
            let store = JSONBookStore(catalogURL: catalog, dataDirectory: data)
            let loads = Loads()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                guard let loaded = try? store.loadCatalogBooksLeavingCache() else { return }
                if let decoded = loaded.decoded, let checksum = decoded.contentChecksum {
                    store.derivedCache.store(decoded.books, fingerprint: decoded.fingerprint, contentChecksum: checksum)
                }
                let storage = loaded.books.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
                loads.lock.withLock {
                    loads.decoded += loaded.decoded == nil ? 0 : 1
                    loads.storages.insert(storage)
                    loads.counts.append(loaded.books.count)
                }
            }
            XCTAssertEqual(loads.counts, [20_000, 20_000, 20_000, 20_000], launch)
            XCTAssertEqual(loads.storages.count, 1, "\(launch): every thread got the same books, read once")
            XCTAssertEqual(loads.decoded, launch.hasPrefix("cold") ? 1 : 0, launch)
            XCTAssertEqual(try store.loadBooks(), books, launch)
        }
    }
}
