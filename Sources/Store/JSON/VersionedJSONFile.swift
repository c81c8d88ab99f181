import Catalog
import Foundation

/// One of bookdir's JSON files, `{"version": 1, …}`: how to name it in messages,
/// what to advise, and the shared steps of decoding it (syntax, version, shape).
struct VersionedJSONFile: Sendable {
    /// The only file version this bookdir reads and writes.
    static let supportedVersion = 1

    /// The file's path.
    var path: String
    /// How a sentence names the file, such as "The catalog".
    var label: String
    /// What to do about a file whose content is wrong, as a sentence.
    var fixAdvice: String
    /// What to do about a file that cannot be read, as a sentence.
    var readAdvice: String

    /// An error whose message reads "<label> <problem> (<path>). <advice>": the problem comes
    /// before the path, so a message cut short on a small screen still says what is wrong.
    func error(_ kind: BookStoreError.Kind, _ problem: String, advice: String? = nil) -> BookStoreError {
        BookStoreError(kind: kind, path: path, message: "\(label) \(problem) (\(path)). \(advice ?? fixAdvice)")
    }

    /// The error for a file that could not be read.
    func unreadable(_ failure: FileSnapshot.Failure) -> BookStoreError {
        error(.unreadable, "cannot be read: \(failure.reason)", advice: readAdvice)
    }

    /// Decodes `bytes` as `T` after checking the JSON syntax and the version (``supportedVersion``).
    /// - Throws: ``BookStoreError`` of kind `.corrupt` (with line and column for syntax errors)
    ///   or `.unsupportedVersion`.
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(BookStoreError) -> T {
        try decode(type, from: bytes, versions: Self.supportedVersion ... Self.supportedVersion).value
    }

    /// Decodes `bytes` as `T` after checking the JSON syntax and that the version is one of `versions`.
    /// - Returns: the file's version and its content.
    /// - Throws: ``BookStoreError`` of kind `.corrupt` (with line and column for syntax errors)
    ///   or `.unsupportedVersion`.
    func decode<T: Decodable>(
        _ type: T.Type, from bytes: [UInt8], versions: ClosedRange<Int>
    ) throws(BookStoreError) -> (version: Int, value: T) {
        if let syntax = JSONSyntaxChecker.firstError(in: bytes) {
            throw error(
                .corrupt(line: syntax.line, column: syntax.column),
                "is not valid JSON (line \(syntax.line), column \(syntax.column)): \(syntax.reason)"
            )
        }
        let data = Data(bytes)
        let decoder = JSONDecoder()
        let version: Int
        do {
            version = try decoder.decode(Header.self, from: data).version
        } catch {
            throw shapeError(error)
        }
        guard versions.contains(version) else {
            let readable = versions.count == 1 ? "only version \(versions.lowerBound)"
                : "versions \(versions.lowerBound) to \(versions.upperBound)"
            throw self.error(
                .unsupportedVersion(version),
                "has version \(version), but this bookdir reads \(readable)"
            )
        }
        do {
            return (version, try decoder.decode(T.self, from: data))
        } catch {
            throw shapeError(error)
        }
    }

    private struct Header: Decodable {
        var version: Int
    }

    private func shapeError(_ failure: any Error) -> BookStoreError {
        let problem: String
        if let decoding = failure as? DecodingError {
            problem = Self.describe(decoding)
        } else {
            problem = String(describing: failure)
        }
        return error(.corrupt(line: nil, column: nil), "is not in the expected form: \(problem)")
    }

    /// A decoding error as a phrase, such as `book 3 has no "title" field`.
    static func describe(_ failure: DecodingError) -> String {
        switch failure {
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)) has no \"\(key.stringValue)\" field"
        case .typeMismatch(let type, let context):
            return "\(place(context.codingPath)) should be \(noun(type))"
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath)) is null but should be \(noun(type))"
        case .dataCorrupted(let context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: failure)
        }
    }

    /// Where a coding path points, in words: `the "year" field of book 2` (counting from 1).
    private static func place(_ path: [any CodingKey]) -> String {
        var parts: [String] = []
        var position = 0
        while position < path.count {
            let key = path[position]
            if key.intValue == nil, position + 1 < path.count, let index = path[position + 1].intValue {
                let plural = key.stringValue
                let singular = plural.hasSuffix("s") ? String(plural.dropLast()) : plural
                parts.append("\(singular) \(index + 1)")
                position += 2
            } else if let index = key.intValue {
                parts.append("item \(index + 1)")
                position += 1
            } else {
                parts.append("the \"\(key.stringValue)\" field")
                position += 1
            }
        }
        return parts.isEmpty ? "the whole file" : parts.reversed().joined(separator: " of ")
    }

    private static func noun(_ type: Any.Type) -> String {
        if type == String.self { return "a string" }
        if type == Int.self { return "a whole number" }
        if type == Double.self { return "a number" }
        if type == Bool.self { return "true or false" }
        let name = String(describing: type)
        if name.hasPrefix("Array") || name.hasPrefix("[") && !name.contains(":") { return "a list [ … ]" }
        return "an object { … }"
    }
}
