import Support
/// The fast path of reading a suggestions file: one pass over its bytes straight into the file's
/// records, without Foundation's `JSONDecoder` (which took seconds for 100,000 suggestions).
///
/// It takes only the file's plain form — the top-level `version` and `suggestions`, each
/// suggestion an object of the known keys once each, every value a string (any escape), any
/// white space between — and gives up (`nil`) at anything else, well-formed or not: a byte-order
/// mark, an unknown or repeated key (kept by the general path), a `null`, a number other than a
/// whole version, invalid UTF-8 (anywhere in the file), a lone surrogate, a syntax error, a missing key. The suggestions
/// file then takes the general path (the syntax checker and `JSONDecoder`), which accepts exactly
/// what it accepted before and reports every fault with the same message; so this path changes
/// how fast the file reads, never what reads.
struct SuggestionsScanner {
    /// A file read in the plain form.
    struct Scanned {
        /// The file's version.
        var version: Int
        /// The suggestions as written, in file order.
        var records: [SuggestionsFile.Record]
        /// Where the last suggestion ends (after its `}`), `nil` when there is none: where a
        /// suggestion is appended.
        var lastRecordEnd: Int?
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// The bytes of a string with escapes, decoded.
    private var decoded: [UInt8] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The suggestions file with `bytes` when it is in the plain form, else `nil`.
    static func scan(_ bytes: [UInt8]) -> Scanned? {
        bytes.withUnsafeBufferPointer { buffer in
            // Valid UTF-8 as a whole, so is every string in it (each lies between ASCII quotes).
            guard (try? UTF8Span(validating: buffer.span)) != nil else { return nil }
            var scanner = SuggestionsScanner(buffer)
            return scanner.document()
        }
    }

    private mutating func document() -> Scanned? {
        var version: Int?
        var scanned: (records: [SuggestionsFile.Record], lastEnd: Int?)?
        guard take(UInt8(ascii: "{")) else { return nil }
        repeat {
            guard let key = keyBytes() else { return nil }
            if key.elementsEqual("version".utf8), version == nil {
                guard let number = wholeNumber() else { return nil }
                version = number
            } else if key.elementsEqual("suggestions".utf8), scanned == nil {
                guard let list = records() else { return nil }
                scanned = list
            } else {
                return nil
            }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let version, let scanned else { return nil }
        skipSpace()
        guard index == bytes.count else { return nil }
        return Scanned(version: version, records: scanned.records, lastRecordEnd: scanned.lastEnd)
    }

    private mutating func records() -> (records: [SuggestionsFile.Record], lastEnd: Int?)? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var records: [SuggestionsFile.Record] = []
        records.reserveCapacity(bytes.count / 256)
        if take(UInt8(ascii: "]")) { return (records, nil) }
        var lastEnd = 0
        repeat {
            guard let record = record() else { return nil }
            records.append(record)
            lastEnd = index
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "]")) else { return nil }
        return (records, lastEnd)
    }

    /// The keys of a suggestion, in the order of a record's fields.
    private static let keys: [[UInt8]] = ["id", "title", "author", "category", "createdAt", "suggestedBy", "status",
                                          "bookID", "reason", "decidedAt", "decidedBy"].map { Array($0.utf8) }

    private mutating func record() -> SuggestionsFile.Record? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var id, title, author, category, createdAt, suggestedBy, status, bookID, reason, decidedAt, decidedBy: String?
        repeat {
            guard let key = keyBytes(), let slot = Self.keys.firstIndex(where: { $0.elementsEqual(key) }) else { return nil }
            let filled = switch slot {
            case 0: fill(&id)
            case 1: fill(&title)
            case 2: fill(&author)
            case 3: fill(&category)
            case 4: fill(&createdAt)
            case 5: fill(&suggestedBy)
            case 6: fill(&status)
            case 7: fill(&bookID)
            case 8: fill(&reason)
            case 9: fill(&decidedAt)
            default: fill(&decidedBy)
            }
            guard filled else { return nil }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let id, let title, let author, let category, let createdAt else { return nil }
        return SuggestionsFile.Record(id: id, title: title, author: author, category: category, createdAt: createdAt,
                                      suggestedBy: suggestedBy, status: status, bookID: bookID, reason: reason,
                                      decidedAt: decidedAt, decidedBy: decidedBy)
    }

    /// Reads a string into `field`, which must not have one yet (a key given twice is not the plain form).
    private mutating func fill(_ field: inout String?) -> Bool {
        guard field == nil, let value = string() else { return false }
        field = value
        return true
    }

    /// A key without escapes and its `:`.
    private mutating func keyBytes() -> UnsafeBufferPointer<UInt8>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 else { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        let key = UnsafeBufferPointer(rebasing: bytes[start ..< index])
        index += 1
        return take(UInt8(ascii: ":")) ? key : nil
    }

    /// A whole number without sign, fraction or leading zeros.
    private mutating func wholeNumber() -> Int? {
        skipSpace()
        let start = index
        var value = 0
        while index < bytes.count, (0x30 ... 0x39).contains(bytes[index]), index - start < 9 {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        guard index > start, bytes[start] != 0x30 || index == start + 1 else { return nil }
        guard index == bytes.count || !(0x30 ... 0x39).contains(bytes[index]) && bytes[index] != UInt8(ascii: ".")
                && bytes[index] | 0x20 != UInt8(ascii: "e") else { return nil }
        return value
    }

    /// A string, its escapes decoded; `nil` when it is not in the plain form.
    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< index - 1]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
            if byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    private mutating func escapedString(from start: Int) -> String? {
        decoded.removeAll(keepingCapacity: true)
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start ..< index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard JSONUnicodeEscape.appendEscaped(in: bytes, at: &index, to: &decoded) else { return nil }
            case 0x00 ..< 0x20:
                return nil
            default:
                decoded.append(byte)
            }
        }
        return nil
    }

    /// Skips white space, then takes `byte` when it is next.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }
}
