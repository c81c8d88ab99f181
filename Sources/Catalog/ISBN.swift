/// ISBN-13 validation.
public enum ISBN {
    /// Whether `text` is thirteen digits (hyphens and spaces allowed between them)
    /// whose last digit is the ISBN-13 check digit of the first twelve.
    public static func isValid13(_ text: String) -> Bool {
        let digits = text.filter { $0 != "-" && $0 != " " }
        guard digits.count == 13, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        let values = digits.compactMap { $0.wholeNumberValue }
        let sum = values.prefix(12).enumerated().reduce(0) { total, pair in
            total + pair.element * (pair.offset.isMultiple(of: 2) ? 1 : 3)
        }
        return (10 - sum % 10) % 10 == values[12]
    }
}
