/// The years a query asks for (`year:2015`, `year:2015..2020`, `year:2015..`, `year:..2000`,
/// `year:>2019`, `year:<=2000`).
public struct YearRange: Equatable, Sendable {
    /// The first year allowed.
    public var from: Int
    /// The last year allowed.
    public var through: Int

    /// The years `from` through `through`.
    public init(from: Int, through: Int) {
        self.from = from
        self.through = through
    }

    /// Whether `year` is in the range.
    public func contains(_ year: Int) -> Bool {
        from <= year && year <= through
    }

    /// The range a `year:` value means, or nil when it is none of the forms above.
    public init?(parsing value: String) {
        func year(_ text: Substring) -> Int? {
            guard (1 ... 4).contains(text.count), text.allSatisfy(\.isASCII), let number = Int(text), number >= 0 else { return nil }
            return number
        }
        if let dots = value.range(of: "..") {
            // Either end may be left open (`2015..`, `..2000`), not both.
            let lowText = value[..<dots.lowerBound], highText = value[dots.upperBound...]
            guard !(lowText.isEmpty && highText.isEmpty) else { return nil }
            guard let low = lowText.isEmpty ? 0 : year(lowText), let high = highText.isEmpty ? 9999 : year(highText), low <= high
            else { return nil }
            self.init(from: low, through: high)
        } else if value.hasPrefix(">=") || value.hasPrefix("<=") {
            guard let bound = year(value.dropFirst(2)) else { return nil }
            self = value.hasPrefix(">") ? YearRange(from: bound, through: 9999) : YearRange(from: 0, through: bound)
        } else if value.hasPrefix(">") || value.hasPrefix("<") {
            guard let bound = year(value.dropFirst()) else { return nil }
            self = value.hasPrefix(">") ? YearRange(from: bound + 1, through: 9999) : YearRange(from: 0, through: bound - 1)
        } else {
            guard let single = year(value[...]) else { return nil }
            self.init(from: single, through: single)
        }
    }
}
