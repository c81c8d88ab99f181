import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Hostile catalog and suggestions files, made systematically (where ``StoreFuzzTests`` mutates
/// at random): every truncation of a suggestions file, every byte of both files replaced, invalid
/// UTF-8 at every place, wrong types in every field, huge strings, 100,000 levels of nesting,
/// duplicate ids and keys, unknown categories, other versions, byte-order marks, NaN-like
/// numbers, empty files, and folders, pipes, devices and links where the file should be.
///
/// Each case gives a valid load or a ``BookStoreError`` naming the file, never a crash or a hang
/// (a watchdog fails the case that makes no progress for 60 s), and the file on disk keeps its
/// bytes; a suggestions file that does not load is not overwritten by `addSuggestion` either,
/// and one that loads is extended by exactly the new suggestion.
final class HostileFileTests: XCTestCase {
    enum Target: String {
        case catalog
        case suggestions
    }

    static let catalog = Array("""
        {"version": 1, "books": [
          {"id": "the-snowy-day", "title": "The Snowy Day", "author": "Ezra Jack Keats", "category": "PB",
           "description": "Peter explores the snow.", "year": 1962, "isbn": "9780140501827"},
          {"id": "esperanza", "title": "Esperanza Rising", "author": "Pam Muñoz Ryan", "category": "MG",
           "description": "A girl's life changes."}
        ]}
        """.utf8)

    static let suggestions = Array("""
        {"version": 1, "suggestions": [
          {"id": "s1", "title": "T", "author": "A", "category": "YA", "createdAt": "2026-11-21T19:30:05.250Z"},
          {"id": "s2", "title": "Ü", "author": "B", "category": "PB", "createdAt": "2026-11-21T19:30:06Z"}
        ]}
        """.utf8)

    /// Values that are the wrong type (or a hostile value of the right one) for some field.
    static let strangeValues = [
        "null", "true", "false", "0", "-1", "1.5", "-0", "1e400", "-1e400", "99999999999999999999999", "\"\"", "\" \"",
        "\"x\"", "[]", "{}", "[1]", "{\"a\": 1}", "\"NaN\"", "\"\\u0000\"", "\"\\ud800\"", "\"1962\"", "1962.0", "1E3",
    ]

    /// Number-like tokens JSON does not allow.
    static let badNumbers = ["NaN", "-NaN", "Infinity", "-Infinity", "+1", "01", "1.", ".5", "0x10", "1e", "-", "1_000", "١٢"]

    /// Byte sequences that are not UTF-8.
    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xFE], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
        [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
        [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
    ]

    private var folder: TemporaryFolder!
    private var counts: [String: Int] = [:]
    private var failures: [String] = []
    private var cases = 0

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    // MARK: - The cases

    func testEveryTruncationOfASuggestionsFile() throws {
        try runCases { check in
            for length in 0..<Self.suggestions.count {
                check(.suggestions, Array(Self.suggestions[0..<length]), "cut at \(length)")
            }
        }
        XCTAssertEqual(counts["suggestions loaded"], nil, "every cut file is incomplete: \(counts)")
    }

    func testEveryByteReplaced() throws {
        let replacements: [(String, (UInt8) -> UInt8)] = [
            ("xor 0x20", { $0 ^ 0x20 }), ("xor 0x80", { $0 ^ 0x80 }), ("NUL", { _ in 0 }),
            ("quote", { _ in UInt8(ascii: "\"") }), ("bracket", { _ in UInt8(ascii: "]") }), ("digit", { _ in UInt8(ascii: "7") }),
        ]
        try runCases { check in
            for (target, original) in [(Target.catalog, Self.catalog), (.suggestions, Self.suggestions)] {
                for position in original.indices {
                    for (name, replace) in replacements {
                        var bytes = original
                        bytes[position] = replace(bytes[position])
                        check(target, bytes, "byte \(position) \(name)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(counts["catalog loaded"] ?? 0, 0, "\(counts)")
        XCTAssertGreaterThan(counts["suggestions loaded"] ?? 0, 0, "\(counts)")
    }

    func testInvalidUTF8AtEveryPlace() throws {
        try runCases { check in
            for (target, original) in [(Target.catalog, Self.catalog), (.suggestions, Self.suggestions)] {
                // At every place three of the sequences, each sequence at a third of the places.
                for position in 0...original.count {
                    for turn in 0..<3 {
                        let sequence = Self.invalidUTF8[(position + turn * 5) % Self.invalidUTF8.count]
                        var bytes = original
                        bytes.insert(contentsOf: sequence, at: position)
                        check(target, bytes, "\(sequence) at \(position)")
                    }
                }
            }
        }
        XCTAssertEqual(counts["catalog loaded"], nil, "invalid UTF-8 never loads: \(counts)")
        XCTAssertEqual(counts["suggestions loaded"], nil, "invalid UTF-8 never loads: \(counts)")
    }

    func testWrongTypesInEveryField() throws {
        let bookFields = ["id": "\"b\"", "title": "\"T\"", "author": "\"A\"", "category": "\"CB\"",
                          "description": "\"D\"", "year": "2001", "isbn": "\"9780140501827\""]
        let suggestionFields = ["id": "\"s\"", "title": "\"T\"", "author": "\"A\"", "category": "\"CB\"",
                                "createdAt": "\"2026-11-21T19:30:05.250Z\""]
        func object(_ fields: [String: String]) -> String {
            "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
        }
        try runCases { check in
            for value in Self.strangeValues + Self.badNumbers {
                for field in bookFields.keys.sorted() {
                    var fields = bookFields
                    fields[field] = value
                    check(.catalog, Array("{\"version\": 1, \"books\": [\(object(fields))]}".utf8), "book \(field) = \(value)")
                }
                for field in suggestionFields.keys.sorted() {
                    var fields = suggestionFields
                    fields[field] = value
                    check(.suggestions, Array("{\"version\": 1, \"suggestions\": [\(object(fields))]}".utf8), "suggestion \(field) = \(value)")
                }
                check(.catalog, Array("{\"version\": \(value), \"books\": []}".utf8), "version = \(value)")
                check(.catalog, Array("{\"version\": 1, \"books\": \(value)}".utf8), "books = \(value)")
                check(.catalog, Array("{\"version\": 1, \"books\": [\(value)]}".utf8), "a book = \(value)")
                check(.suggestions, Array("{\"version\": \(value), \"suggestions\": []}".utf8), "version = \(value)")
                check(.suggestions, Array("{\"version\": 1, \"suggestions\": \(value)}".utf8), "suggestions = \(value)")
                check(.suggestions, Array("{\"version\": 1, \"suggestions\": [\(value)]}".utf8), "a suggestion = \(value)")
                check(.catalog, Array(value.utf8), "whole file = \(value)")
                check(.suggestions, Array(value.utf8), "whole file = \(value)")
            }
            // Missing fields, one at a time.
            for field in bookFields.keys.sorted() {
                var fields = bookFields
                fields[field] = nil
                check(.catalog, Array("{\"version\": 1, \"books\": [\(object(fields))]}".utf8), "book without \(field)")
            }
            for field in suggestionFields.keys.sorted() {
                var fields = suggestionFields
                fields[field] = nil
                check(.suggestions, Array("{\"version\": 1, \"suggestions\": [\(object(fields))]}".utf8), "suggestion without \(field)")
            }
        }
        XCTAssertGreaterThan(counts["catalog loaded"] ?? 0, 0, "optional fields may be null: \(counts)")
    }

    func testVersionsCategoriesAndDuplicates() throws {
        let book = { (id: String, category: String) in
            "{\"id\": \"\(id)\", \"title\": \"T\", \"author\": \"A\", \"category\": \"\(category)\", \"description\": \"D\"}"
        }
        let suggestion = { (id: String, category: String) in
            "{\"id\": \"\(id)\", \"title\": \"T\", \"author\": \"A\", \"category\": \"\(category)\", \"createdAt\": \"2026-11-21T19:30:05Z\"}"
        }
        try runCases { check in
            for version in ["99", "0", "2", "-1", "1.0", "1e0", "10e-1", "1.5", "9223372036854775808", "-9223372036854775809", "\"1\""] {
                check(.catalog, Array("{\"version\": \(version), \"books\": [\(book("a", "PB"))]}".utf8), "version \(version)")
                check(.suggestions, Array("{\"version\": \(version), \"suggestions\": [\(suggestion("a", "PB"))]}".utf8), "version \(version)")
            }
            check(.catalog, Array("{\"books\": []}".utf8), "no version")
            check(.catalog, Array("{\"version\": 1}".utf8), "no books")
            check(.suggestions, Array("{\"suggestions\": []}".utf8), "no version")
            check(.suggestions, Array("{\"version\": 1, \"version\": 99, \"suggestions\": []}".utf8), "version twice")
            check(.catalog, Array("{\"version\": 99, \"version\": 1, \"books\": []}".utf8), "version twice")
            for code in ["XX", "pb", "PB ", " PB", "Picture Book", "", "P\\u0042", "ＰＢ", "\\u001b[2J"] {
                check(.catalog, Array("{\"version\": 1, \"books\": [\(book("a", code))]}".utf8), "category \(code)")
                check(.suggestions, Array("{\"version\": 1, \"suggestions\": [\(suggestion("a", code))]}".utf8), "category \(code)")
            }
            for (first, second) in [("a", "a"), ("a", "A"), ("caf\\u00e9", "cafe\\u0301"), ("a", "a "), ("a", "\\u0061")] {
                check(.catalog, Array("{\"version\": 1, \"books\": [\(book(first, "PB")), \(book(second, "YA"))]}".utf8), "ids \(first) \(second)")
                check(.suggestions, Array("{\"version\": 1, \"suggestions\": [\(suggestion(first, "PB")), \(suggestion(second, "YA"))]}".utf8),
                      "ids \(first) \(second)")
            }
            let many = (0..<2_000).map { book("b\($0)", "MG") } + [book("b1999", "MG")]
            check(.catalog, Array("{\"version\": 1, \"books\": [\(many.joined(separator: ","))]}".utf8), "duplicate at 2001")
        }
        XCTAssertEqual(counts["catalog duplicateID"], 4, "\(counts)")
    }

    func testBOMsAndEmptyFiles() throws {
        let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]
        func utf16(_ bytes: [UInt8], bigEndian: Bool) -> [UInt8] {
            String(decoding: bytes, as: UTF8.self).utf16.flatMap { unit -> [UInt8] in
                bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
        }
        try runCases { check in
            for (target, original) in [(Target.catalog, Self.catalog), (.suggestions, Self.suggestions)] {
                check(target, utf8BOM + original, "UTF-8 BOM")
                check(target, utf8BOM + utf8BOM + original, "two UTF-8 BOMs")
                check(target, Array(original.prefix(1)) + utf8BOM + Array(original.dropFirst()), "BOM after the brace")
                check(target, original + utf8BOM, "BOM at the end")
                check(target, [0xFF, 0xFE] + utf16(original, bigEndian: false), "UTF-16 LE with BOM")
                check(target, [0xFE, 0xFF] + utf16(original, bigEndian: true), "UTF-16 BE with BOM")
                check(target, utf16(original, bigEndian: false), "UTF-16 LE")
                check(target, [0xFF, 0xFE, 0, 0] + original.flatMap { [$0, 0, 0, 0] }, "UTF-32 LE with BOM")
                check(target, [], "empty")
                check(target, utf8BOM, "only a BOM")
                check(target, Array("  \n\t\r\n".utf8), "only white space")
                check(target, [0], "one NUL")
                check(target, [UInt8](repeating: 0, count: 4_096), "4 KiB of NUL")
                check(target, original + [0], "NUL after the document")
                check(target, original + Array(" {}".utf8), "two documents")
                check(target, original + Array("\n\n  ".utf8), "trailing white space")
                check(target, Array("\u{A0}".utf8) + original, "no-break space first")
                check(target, Array("// comment\n".utf8) + original, "a comment first")
            }
        }
    }

    func testHugeStringsAndDeepNesting() throws {
        let megabytes = 4 << 20
        let long = String(repeating: "a", count: megabytes)
        try runCases { check in
            check(.catalog, Array("{\"version\": 1, \"books\": [{\"id\": \"b\", \"title\": \"\(long)\", \"author\": \"A\", \"category\": \"PB\", \"description\": \"D\"}]}".utf8),
                  "4 MiB title")
            check(.suggestions, Array("{\"version\": 1, \"suggestions\": [{\"id\": \"\(long)\", \"title\": \"T\", \"author\": \"A\", \"category\": \"PB\", \"createdAt\": \"2026-11-21T19:30:05Z\"}]}".utf8),
                  "4 MiB id")
            check(.catalog, Array("{\"version\": 1, \"\(long)\": 1, \"books\": []}".utf8), "4 MiB key")
            check(.catalog, Array("{\"version\": 1, \"books\": [{\"id\": \"b\", \"title\": \"T\", \"author\": \"A\", \"category\": \"PB\", \"description\": \"\(String(repeating: "\\u00e9", count: 500_000))\"}]}".utf8),
                  "500,000 escapes")
            check(.catalog, Array("{\"version\": 1, \"books\": [], \"year\": \(String(repeating: "9", count: megabytes))}".utf8), "4 MiB number")
            check(.catalog, Array("{\"version\": 1, \"books\": [{\"id\": \"b\", \"title\": \"T\", \"author\": \"A\", \"category\": \"PB\", \"description\": \"D\", \"year\": \(String(repeating: "9", count: 100_000))}]}".utf8),
                  "100,000-digit year")
            check(.catalog, Array("{\"version\": 1, \"books\": [], \"x\": \"\(long)".utf8), "unterminated 4 MiB string")
            check(.catalog, Array(repeating: UInt8(ascii: " "), count: megabytes) + Self.catalog, "4 MiB of white space first")
            check(.suggestions, Array(repeating: UInt8(ascii: "\n"), count: megabytes) + Self.suggestions, "4 MiB of new lines first")

            let depth = 100_000
            let open = [UInt8](repeating: UInt8(ascii: "["), count: depth)
            let close = [UInt8](repeating: UInt8(ascii: "]"), count: depth)
            let objects = Array(String(repeating: "{\"a\":", count: depth).utf8) + [UInt8(ascii: "1")]
                + [UInt8](repeating: UInt8(ascii: "}"), count: depth)
            for target in [Target.catalog, .suggestions] {
                let field = target == .catalog ? "books" : "suggestions"
                check(target, open, "100,000 [ unclosed")
                check(target, open + close, "100,000 [ closed")
                check(target, objects, "100,000 objects")
                check(target, Array("{\"version\": 1, \"\(field)\": ".utf8) + open + close + [UInt8(ascii: "}")], "100,000 [ as the list")
                check(target, Array("{\"version\": 1, \"\(field)\": [], \"x\": ".utf8) + objects + [UInt8(ascii: "}")], "100,000 objects in a field")
                for level in [511, 512, 513] {
                    let nested = Array("{\"version\": 1, \"\(field)\": [], \"x\": ".utf8)
                        + [UInt8](repeating: UInt8(ascii: "["), count: level - 1) + [UInt8](repeating: UInt8(ascii: "]"), count: level - 1)
                        + [UInt8(ascii: "}")]
                    check(target, nested, "\(level) levels")
                }
            }
        }
    }

    func testFoldersPipesDevicesAndLinksWhereTheFileShouldBe() throws {
        try runSpecialCases()
    }

    // MARK: - Running and checking

    /// Runs `body` on a worker thread with a watchdog; `body` calls its argument once per case.
    private func runCases(_ body: @escaping (_ check: (Target, [UInt8], String) -> Void) -> Void) throws {
        let progress = Progress()
        let started = Date()
        // The worker thread alone touches the test case until `progress` says it finished.
        let job = UncheckedBox {
            body { target, bytes, name in
                progress.set("\(target) \(name)")
                self.check(target, bytes, name)
                progress.step()
            }
            progress.finish()
        }
        let thread = Thread { job.value() }
        thread.stackSize = 8 << 20
        thread.start()
        while !progress.isFinished {
            let (steps, name) = progress.snapshot
            let watched = Date()
            while !progress.isFinished, progress.snapshot.steps == steps, Date().timeIntervalSince(watched) < 60 {
                usleep(2_000)
            }
            if !progress.isFinished, progress.snapshot.steps == steps {
                XCTFail("the case “\(name)” ran for more than 60 s: a hang")
                return
            }
        }
        for failure in failures { XCTFail(failure) }
        XCTAssertGreaterThan(cases, 0)
        print("\(name): \(cases) cases in \(String(format: "%.1f", Date().timeIntervalSince(started))) s: "
            + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            + "; no crash, no hang, every file unchanged")
    }

    /// One case: `bytes` as the target file, loaded, compared, and (a suggestions file) added to.
    private func check(_ target: Target, _ bytes: [UInt8], _ name: String) {
        cases += 1
        let url = folder.file(target == .catalog ? "books.json" : "data/suggestions.json")
        let label = target == .catalog ? "The catalog" : "The suggestions file"
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.put(bytes, at: url.path)
            // Adding a suggestion checks the catalog too (the same-book rule): it is whole then.
            if target == .suggestions { try Self.put(Self.catalog, at: folder.file("books.json").path) }
        } catch {
            failures.append("\(target) \(name): could not write the case: \(error)")
            return
        }
        // A new store each time: no cache from the case before.
        let store = JSONBookStore(catalogURL: folder.file("books.json"), dataDirectory: folder.file("data"))
        var loaded: [Suggestion]?
        do {
            if target == .catalog {
                _ = try store.loadBooks()
            } else {
                loaded = try store.loadSuggestions()
            }
            counts["\(target) loaded", default: 0] += 1
        } catch {
            counts["\(target) \(String(describing: error.kind).prefix { $0 != "(" })", default: 0] += 1
            if error.path != url.path || !error.message.hasPrefix("\(label) ") || !error.message.contains(" (\(url.path)). ") {
                failures.append("\(target) \(name): the error does not name the file: \(error.path) \(error.message)")
            }
        }
        if (try? Data(contentsOf: url)) != Data(bytes) {
            failures.append("\(target) \(name): loading changed the file")
        }
        guard target == .suggestions else { return }
        let added = Suggestion(id: "added", title: "Added", author: "Someone", category: .chapterBook,
                               createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        do {
            try store.addSuggestion(added)
            if let loaded {
                let after = try store.loadSuggestions()
                let expected = loaded.contains { $0.id == added.id } ? loaded : loaded + [added]
                if after.map(\.id) != expected.map(\.id) {
                    failures.append("\(target) \(name): adding gave \(after.map(\.id)), not \(expected.map(\.id))")
                }
            } else {
                failures.append("\(target) \(name): a file that does not load was overwritten")
            }
        } catch {
            if loaded != nil {
                failures.append("\(target) \(name): a file that loads could not be added to: \(error)")
            }
            if (try? Data(contentsOf: url)) != Data(bytes) {
                failures.append("\(target) \(name): a failed add changed the file")
            }
        }
    }

    /// Writes `bytes` as the whole file at `path` with plain system calls: no `fsync` (which
    /// `Data.write` does), since thousands of cases need not reach the disk.
    private static func put(_ bytes: [UInt8], at path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { throw CocoaError(.fileWriteUnknown) }
            offset += written
        }
    }

    /// Folders, pipes, devices, links, an unreadable file and one too large, as each file.
    private func runSpecialCases() throws {
        let catalogURL = folder.file("books.json")
        let data = folder.file("data")
        let suggestionsURL = data.appendingPathComponent("suggestions.json")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        var ran = 0

        func makeEach(_ make: (URL) throws -> Void, _ name: String, readable: Bool = false) throws {
            for url in [catalogURL, suggestionsURL] {
                try? FileManager.default.removeItem(at: url)
                try make(url)
                let before = try describe(url)
                let store = JSONBookStore(catalogURL: catalogURL, dataDirectory: data)
                let label = url == catalogURL ? "The catalog" : "The suggestions file"
                do {
                    if url == catalogURL {
                        _ = try store.loadBooks()
                        XCTAssertTrue(readable, "\(name) as the catalog loaded")
                    } else {
                        _ = try store.loadSuggestions()
                        XCTAssertTrue(readable, "\(name) as the suggestions file loaded")
                    }
                } catch {
                    XCTAssertEqual(error.path, url.path, name)
                    XCTAssertTrue(error.message.hasPrefix("\(label) cannot be read: "), "\(name): \(error.message)")
                    XCTAssertTrue(error.message.contains(" (\(url.path)). "), "\(name): \(error.message)")
                    if url == suggestionsURL {
                        XCTAssertThrowsError(try store.addSuggestion(Suggestion(title: "T", author: "A", category: .youngAdult)), name)
                    }
                }
                XCTAssertEqual(try describe(url), before, "\(name) changed")
                try? FileManager.default.removeItem(at: url)
                ran += 1
            }
        }

        try makeEach({ try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) }, "a folder")
        try makeEach({ XCTAssertEqual(mkfifo($0.path, 0o644), 0) }, "a named pipe")
        try makeEach({ try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/dev/zero") }, "a link to /dev/zero")
        try makeEach({ try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/dev/null") }, "a link to /dev/null")
        try makeEach({ try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: $0.path) }, "a link to itself")
        try makeEach({ try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/") }, "a link to /")
        try makeEach({ url in
            XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: UInt64(FileSnapshot.maximumSize) + 1)
            try handle.close()
        }, "a file one byte over the size limit")
        if geteuid() != 0 {
            try makeEach({ url in
                try Data(Self.catalog).write(to: url)
                XCTAssertEqual(chmod(url.path, 0), 0)
            }, "a file without read permission")
        }
        print("HostileFileTests special files: \(ran) cases, each a typed error, none changed")
    }

    /// What is at `url` (type, link target, size, content digest), without following links.
    private func describe(_ url: URL) throws -> String {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return "nothing" }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return "link to " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?")
        case S_IFDIR: return "folder of \((try? FileManager.default.contentsOfDirectory(atPath: url.path).count) ?? -1)"
        case S_IFIFO: return "pipe"
        case S_IFREG: return "file of \(info.st_size) bytes, mode \(info.st_mode & 0o7777)"
        default: return "other \(info.st_mode)"
        }
    }
}

/// Which case the worker thread is on, read by the watchdog.
private final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private var steps = 0
    private var name = "(before the first case)"
    private var finished = false

    var snapshot: (steps: Int, name: String) { lock.withLock { (steps, name) } }
    var isFinished: Bool { lock.withLock { finished } }

    func set(_ name: String) { lock.withLock { self.name = name } }
    func step() { lock.withLock { steps += 1 } }
    func finish() { lock.withLock { finished = true } }
}

/// A value handed to another thread by hand, when the hand-over itself is the synchronization.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
