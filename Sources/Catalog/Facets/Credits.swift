import Foundation

/// The people credited on a book, as a list and as one line.
public enum Credits {
    /// The people of a credit line written as one string, such as the version 1 catalog's
    /// `author`: "Nikole Hannah-Jones and Renée Watson" is two people, "A, B and C" three;
    /// a comma without an "and" stays inside a name ("Martin Luther King, Jr.").
    public static func people(in line: String) -> [String] {
        guard let and = line.range(of: " and ", options: .backwards) else { return [line] }
        let last = String(line[and.upperBound...])
        let others = line[..<and.lowerBound].components(separatedBy: ", ")
        let people = (others + [last]).map { $0.trimmingCharacters(in: .whitespaces) }
        return people.contains(where: \.isEmpty) ? [line] : people
    }

    /// The people as one credit line: "A", "A and B", "A, B and C".
    public static func line(_ people: [String]) -> String {
        switch people.count {
        case 0: return ""
        case 1: return people[0]
        default:
            // A loop, not `joined(separator:)`: the generic method's first use costs a conformance
            // look-up, a good share of a one-query `bookdir search`.
            var line = people[0]
            for person in people[1 ..< people.count - 1] { line += separator + person }
            return line + lastSeparator + people[people.count - 1]
        }
    }

    /// What comes between two people of a line but the last two, and between those.
    static let separator = ", ", lastSeparator = " and "

    /// Appends the UTF-8 of ``line(_:)`` of the people whose UTF-8 `person(0)`, `person(1)`, …
    /// gives (`count` of them) to `bytes`.
    static func appendLine(count: Int, person: (Int) -> UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        for index in 0 ..< count {
            if index > 0 { bytes.append(contentsOf: (index == count - 1 ? lastSeparator : separator).utf8) }
            bytes.append(contentsOf: person(index))
        }
    }
}
