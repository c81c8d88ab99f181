import Store
import Widgets
import Catalog
import Foundation

/// The documented `--json` formats: pretty-printed, keys sorted, ending in a newline, as
/// Foundation's `JSONEncoder` writes them. Books are printed by ``BookJSON``, which writes these
/// very bytes without the encoder (a test compares the two); suggestions are printed from here.
///
/// - `list` and `search`: `{"books": [Book…], "version": 2}`, books in the catalog's own format
///   (`id`, `title`, `authors`, `illustrators`, `category` code, `description`, `year` and `isbn`
///   when known, `communities`, `awards`); search results in rank order, best first.
/// - `show`: one book object in that format.
/// - `suggestions` and `review list`: `{"suggestions": [{"author", "category", "createdAt", "id",
///   "status", "title", and when known "suggestedBy", "bookID", "reason", "decidedAt",
///   "decidedBy"}…], "version": 2}`, oldest first, as in the suggestions file (`createdAt` in ISO 8601, UTC, with
///   milliseconds, such as `2026-11-21T19:30:05.250Z`).
///
/// Beyond JSON's own escaping of C0 characters, DEL, C1 characters, U+2028/U+2029 and bidi
/// controls are written as `\uXXXX` escapes, so no consumer or terminal ever meets them raw.
enum JSONOutput {
    private struct BookList: Encodable {
        let version = 2
        let books: [Book]
    }

    private struct SuggestionList: Encodable {
        let version = 2
        let suggestions: [Suggestion]
    }

    /// The `list`/`search` document for `books`.
    static func books(_ books: [Book]) -> String {
        encode(BookList(books: books))
    }

    /// The `show` document for `book`.
    static func book(_ book: Book) -> String {
        encode(book)
    }

    /// The `suggestions` document for `suggestions`.
    static func suggestions(_ suggestions: [Suggestion]) -> String {
        encode(SuggestionList(suggestions: suggestions))
    }

    /// JSON Lines of `suggestions`: each one compact on its own line, keys sorted.
    static func suggestionLines(_ suggestions: [Suggestion]) -> String {
        suggestions.map { encode($0, pretty: false) }.joined()
    }

    /// `value` encoded, pretty-printed or compact, keys sorted, unsafe scalars escaped, ending in a newline.
    static func encode(_ value: some Encodable, pretty: Bool = true) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        }
        // Encoding plain strings, numbers and dates cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return escapingUnsafeScalars(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// `json` with every unsafe scalar outside ASCII's printable range written as `\uXXXX`.
    /// JSON's structure is ASCII, so such scalars can only be inside strings, where the escape is valid.
    /// (C0 characters inside strings are escaped by the encoder; the newlines left are the layout's own.)
    static func escapingUnsafeScalars(_ json: String) -> String {
        var json = json
        return json.withUTF8 { bytes -> String? in
            // Every unsafe scalar is U+007F or above: a document of plain ASCII below it is kept as it is.
            guard var next = bytes.firstIndex(where: { $0 >= 0x7F }) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 64)
            var copied = 0
            while next < bytes.count {
                let lead = bytes[next]
                guard lead >= 0x7F else { next += 1; continue }
                // The scalar starting here (the text is valid UTF-8).
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
                for offset in 1 ..< length { value = value << 6 | UInt32(bytes[next + offset] & 0x3F) }
                if let scalar = Unicode.Scalar(value), SafeText.escape(for: scalar) != nil {
                    out.append(contentsOf: bytes[copied ..< next])
                    let hex = String(value, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                    copied = next + length
                }
                next += length
            }
            out.append(contentsOf: bytes[copied...])
            return String(decoding: out, as: UTF8.self)
        } ?? json
    }
}
