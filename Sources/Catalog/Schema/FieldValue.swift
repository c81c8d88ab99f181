/// The value of a field declared in ``BookSchema`` and packed from its declaration (not the
/// hand-packed core): codes, strings or a range, by the field's ``BookField/Kind``.
public enum FieldValue: Hashable, Sendable {
    /// Codes of the field's vocabulary, each once, in vocabulary order.
    case codes([String])
    /// Strings, in the order given.
    case texts([String])
    /// A range on the field's scale.
    case range(ClosedRange<Int>)

    /// Whether the value says nothing (no codes, no strings), and so is left out like an unknown one.
    public var isEmpty: Bool {
        switch self {
        case .codes(let codes): codes.isEmpty
        case .texts(let texts): texts.isEmpty
        case .range: false
        }
    }
}

extension BookField {
    /// How people read `value` in the detail view and `show`: "English, Spanish", "Grades K–4",
    /// "9780…, 9781…".
    public func text(of value: FieldValue) -> String {
        switch (kind, value) {
        case (.codeList(let vocabulary), .codes(let codes)):
            return codes.map { code in vocabulary.place(of: code).map { vocabulary.entries[$0].name } ?? code }
                .joined(separator: ", ")
        case (.range(let scale), .range(let range)):
            return scale.text(of: range)
        case (_, .codes(let strings)), (_, .texts(let strings)):
            return strings.joined(separator: ", ")
        case (_, .range(let range)):
            return "\(range.lowerBound)–\(range.upperBound)"
        }
    }

    /// `value` in plain ASCII for a TSV or CSV cell: codes and strings separated by spaces
    /// ("en es"), a range as "K-4".
    public func plainText(of value: FieldValue) -> String {
        switch (kind, value) {
        case (.range(let scale), .range(let range)): scale.plainText(of: range)
        case (_, .range(let range)): "\(range.lowerBound)-\(range.upperBound)"
        case (_, .codes(let strings)), (_, .texts(let strings)): strings.joined(separator: " ")
        }
    }

    /// The plain text of the book's value (``plainText(of:)``), empty when unknown.
    public func plainText(in book: Book) -> String {
        book[self].map(plainText(of:)) ?? ""
    }

    /// The value read from JSON's strings (a code list or a text list) after checking it against the
    /// field's rules; or the reason it breaks them, naming the offending item's place.
    public func value(strings: [String]) -> Result<FieldValue, FieldValueError> {
        switch kind {
        case .codeList(let vocabulary):
            var places = Set<Int>()
            for (index, code) in strings.enumerated() {
                guard let place = vocabulary.place(of: code) else {
                    return .failure(FieldValueError(index: index, reason: "the \(name) code \"\(code)\", which is none of \(vocabulary.codeList)"))
                }
                places.insert(place)
            }
            return .success(.codes(places.sorted().map { vocabulary.entries[$0].code }))
        case .textList(let rule):
            if let index = strings.firstIndex(where: { !rule.allows($0) }) {
                return .failure(FieldValueError(index: index, reason: "\"\(strings[index])\" in \(name), which is not \(rule.requirement)"))
            }
            return .success(.texts(strings))
        default:
            return .failure(FieldValueError(index: nil, reason: "a list of strings for \(name), which takes none"))
        }
    }

    /// The value read from JSON's numbers (a range: `[from, to]`), checked; or the reason it is not one.
    public func value(numbers: [Int]) -> Result<FieldValue, FieldValueError> {
        guard case .range(let scale) = kind else {
            return .failure(FieldValueError(index: nil, reason: "numbers for \(name), which takes none"))
        }
        guard numbers.count == 2, numbers[0] <= numbers[1], scale.bounds.contains(numbers[0]), scale.bounds.contains(numbers[1]) else {
            return .failure(FieldValueError(
                index: nil, reason: "the \(name) \(numbers), which is not [from, to] with from ≤ to, each from \(scale.bounds.lowerBound) to \(scale.bounds.upperBound)"))
        }
        return .success(.range(numbers[0] ... numbers[1]))
    }

    /// Whether the field is read from a JSON list of numbers (else of strings).
    public var takesNumbers: Bool {
        if case .range = kind { return true }
        return false
    }
}

/// Why a field's value breaks its rules: the list item at fault (when one is) and what is wrong.
public struct FieldValueError: Error, Equatable, Sendable {
    /// The place of the item at fault in its list, if one is.
    public let index: Int?
    /// What is wrong, to follow "gives the book … ": `the languages code "xx", which is none of …`.
    public let reason: String
}
