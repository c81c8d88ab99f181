import Foundation

/// Where each setting of a TOML text is written: its dotted name (`theme`, `keys.books.move-down`)
/// to the line and column of its key. The TOML reader checks the syntax; this only finds places,
/// for messages about settings that parse but mean nothing (an unknown name, a wrong value).
struct ConfigPlaces {
    private var places: [String: (line: Int, column: Int)] = [:]

    init(text: String) {
        var table: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            let content = line.dropFirst(indent)
            guard let first = content.first, first != "#" else { continue }
            if first == "[" {
                let inner = content.drop { $0 == "[" }.prefix { $0 != "]" }
                table = Self.dotted(String(inner))
                places[table.joined(separator: ".")] = places[table.joined(separator: ".")] ?? (index + 1, indent + 1)
                continue
            }
            guard let equals = Self.equalsSign(in: content) else { continue }
            let key = Self.dotted(String(content[content.startIndex ..< equals]))
            guard !key.isEmpty else { continue }
            places[(table + key).joined(separator: ".")] = (index + 1, indent + 1)
        }
    }

    /// The place of `name`, or of the nearest table that holds it, or the file's start.
    func place(of name: [String]) -> (line: Int, column: Int) {
        var name = name
        while !name.isEmpty {
            if let place = places[name.joined(separator: ".")] { return place }
            name.removeLast()
        }
        return (1, 1)
    }

    /// What surrounds a key's part: blanks and quotes.
    private static let keyPadding = CharacterSet(charactersIn: " \t\"'")

    /// The parts of a dotted key, trimmed and unquoted: `keys."books".move-down`.
    private static func dotted(_ text: String) -> [String] {
        text.split(separator: ".").map { part in
            part.trimmingCharacters(in: Self.keyPadding)
        }.filter { !$0.isEmpty }
    }

    /// The `=` after a key, outside quotes.
    private static func equalsSign(in line: Substring) -> Substring.Index? {
        var quote: Character?
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "=" {
                return index
            }
        }
        return nil
    }
}
