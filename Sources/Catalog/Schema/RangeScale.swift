/// The numbers a range field runs over and their names: the grades, PreK (-1), K (0), 1 to 12.
public enum RangeScale: String, Sendable, Hashable {
    case grades

    /// The numbers allowed.
    public var bounds: ClosedRange<Int> {
        switch self {
        case .grades: -1 ... 12
        }
    }

    /// The name of `value`: "PreK", "K", "3".
    public func name(of value: Int) -> String {
        switch self {
        case .grades: value == -1 ? "PreK" : value == 0 ? "K" : String(value)
        }
    }

    /// The value a person typed ("prek", "pre-k", "k", "kindergarten", "3", "gr3"), or nil.
    public func value(of typed: String) -> Int? {
        var text = TextFolding.fold(typed).filter { !$0.isWhitespace }
        for prefix in ["grades", "grade", "gr"] where text.hasPrefix(prefix) && text.count > prefix.count {
            text.removeFirst(prefix.count)
            break
        }
        switch text {
        case "prek", "pre-k", "ps", "pres", "preschool": return bounds.contains(-1) ? -1 : nil
        case "k", "kindergarten": return 0
        default: return Int(text).flatMap { bounds.contains($0) ? $0 : nil }
        }
    }

    /// The range a person typed: one value (`2`) or two joined by `-`, `..` or `–` (`2-3`, `k-2`).
    public func range(of typed: String) -> ClosedRange<Int>? {
        for separator in ["..", "–", "—", "-"] {
            // "pre-k" holds a hyphen of its own: split only where both sides are values.
            var searchStart = typed.startIndex
            while let found = typed.range(of: separator, range: searchStart ..< typed.endIndex) {
                if let low = value(of: String(typed[..<found.lowerBound])), let high = value(of: String(typed[found.upperBound...])),
                   low <= high {
                    return low ... high
                }
                searchStart = found.upperBound
            }
        }
        return value(of: typed).map { $0 ... $0 }
    }

    /// The range as people read it after its label: "K–4", "3".
    public func text(of range: ClosedRange<Int>) -> String {
        range.lowerBound == range.upperBound ? name(of: range.lowerBound)
            : "\(name(of: range.lowerBound))–\(name(of: range.upperBound))"
    }

    /// The range as a phrase of its own (exports, lists): "Grades K–4", "Grade 3".
    public func phrase(of range: ClosedRange<Int>) -> String {
        switch self {
        case .grades: (range.lowerBound == range.upperBound ? "Grade " : "Grades ") + text(of: range)
        }
    }

    /// The range in plain ASCII for TSV, CSV and scripts: "K-4", "3".
    public func plainText(of range: ClosedRange<Int>) -> String {
        range.lowerBound == range.upperBound ? name(of: range.lowerBound)
            : "\(name(of: range.lowerBound))-\(name(of: range.upperBound))"
    }
}
