import Catalog

/// A query-language term on a field packed from its declaration (``BookSchema/packedFields``):
/// `language:es`, `grade:2-3`, `isbn:9780…`, or a field's bare word (`bilingual`). The one rule
/// that decides whether a book's value passes, for the index, `bookdir list` and the Books pane.
public struct FieldCondition: Equatable, Sendable {
    /// What the value must satisfy.
    public enum Test: Equatable, Sendable {
        /// Hold any of these codes or strings.
        case anyOf([String])
        /// Hold at least this many codes (`bilingual`: two).
        case atLeast(Int)
        /// Overlap this range (`grade:2-3`; `grade:2` is the range 2…2, so it must hold 2).
        case overlaps(ClosedRange<Int>)
    }

    public let field: BookField
    public let test: Test

    public init(_ field: BookField, _ test: Test) {
        self.field = field
        self.test = test
    }

    /// Whether a book whose value of the field is `value` passes (an unknown value never does).
    public func keeps(_ value: FieldValue?) -> Bool {
        switch (test, value) {
        case (.anyOf(let wanted), .codes(let held)?), (.anyOf(let wanted), .texts(let held)?):
            return held.contains(where: wanted.contains)
        case (.atLeast(let count), .codes(let held)?), (.atLeast(let count), .texts(let held)?):
            return held.count >= count
        case (.overlaps(let wanted), .range(let held)?):
            return held.overlaps(wanted)
        default:
            return false
        }
    }

    /// Whether `book` passes.
    public func keeps(_ book: Book) -> Bool {
        keeps(field == BookSchema.isbns ? .texts(book.allISBNs) : book[field])
    }

    /// The condition `typed` (the value after `name:`) asks of `field`, or the note saying why it
    /// means nothing.
    static func parse(_ field: BookField, value: String, typed: String) -> Result<FieldCondition, QueryNote> {
        let choices = value.split(separator: "|").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        switch field.kind {
        case .codeList(let vocabulary):
            var codes: [String] = []
            for choice in choices {
                let places = vocabulary.places(matching: choice)
                guard !places.isEmpty else {
                    return .failure(QueryNote("\"\(typed)\" is no \(field.queryName ?? field.name) (\(vocabulary.codeList)), so it was left out"))
                }
                codes += places.map { vocabulary.entries[$0].code }
            }
            return .success(FieldCondition(field, .anyOf(codes)))
        case .range(let scale):
            guard choices.count == 1, let range = scale.range(of: choices[0]) else {
                let low = scale.name(of: scale.bounds.lowerBound), high = scale.name(of: scale.bounds.upperBound)
                return .failure(QueryNote("\"\(typed)\" is no \(field.queryName ?? field.name) (one from \(low) to \(high), or two joined by -), so it was left out"))
            }
            return .success(FieldCondition(field, .overlaps(range)))
        default:
            let texts = choices.map { $0.filter { $0 != "-" && $0 != " " } }
            return .success(FieldCondition(field, .anyOf(texts)))
        }
    }
}

/// A note on a query term left out, as ``ParsedQuery/notes`` holds it.
struct QueryNote: Error {
    let text: String
    init(_ text: String) { self.text = text }
}

extension FieldCondition {
    /// The choices a filter of `field` offers, in order, each with its name: each code of its
    /// vocabulary ("Spanish") and its bare word's ("Bilingual"), or each value of its scale
    /// ("Grade K"; books whose range holds it).
    public static func choices(for field: BookField) -> [(title: String, condition: FieldCondition)] {
        switch field.kind {
        case .codeList(let vocabulary):
            let many = field.manyWord.map { [(title: $0.prefix(1).uppercased() + $0.dropFirst(), condition: FieldCondition(field, .atLeast(2)))] } ?? []
            return many + vocabulary.entries.map { (title: $0.name, condition: FieldCondition(field, .anyOf([$0.code]))) }
        case .range(let scale):
            return scale.bounds.map { (title: scale.phrase(of: $0 ... $0), condition: FieldCondition(field, .overlaps($0 ... $0))) }
        default:
            return []
        }
    }

    /// The condition as a term of the query language: `language:es`, `grade:2-3`, `bilingual`.
    public var queryText: String {
        let name = field.queryName ?? field.name
        switch test {
        case .anyOf(let values): return "\(name):\(values.joined(separator: "|"))"
        case .atLeast: return field.manyWord ?? ""
        case .overlaps(let range):
            guard case .range(let scale) = field.kind else { return "\(name):\(range.lowerBound)-\(range.upperBound)" }
            return "\(name):" + scale.plainText(of: range).lowercased()
        }
    }
}
