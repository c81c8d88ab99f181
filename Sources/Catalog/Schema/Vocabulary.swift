import Foundation

/// A fixed list of codes a field's values come from (the languages, say), each with the name shown
/// to people and other words typed for it. A value is packed as its place in the list, so the
/// order is part of the on-disk form: ``BookSchema/fingerprint`` covers it, and a cache written
/// with another order is rebuilt, never misread.
public struct Vocabulary: Sendable, Hashable {
    /// One code of the vocabulary.
    public struct Entry: Sendable, Hashable {
        /// The code written in files and typed in queries (`es`).
        public let code: String
        /// The name shown to people ("Spanish").
        public let name: String
        /// Other words for it, lower case ("español").
        public let aliases: [String]

        public init(_ code: String, _ name: String, aliases: [String] = []) {
            self.code = code
            self.name = name
            self.aliases = aliases
        }
    }

    /// The entries, in their packed order.
    public let entries: [Entry]

    /// The most entries a vocabulary may have: a value is packed in one byte, and a book's set of
    /// them is a 64-bit mask in the search index (`SchemaTests` fails naming one that outgrows it).
    public static let maximumCount = 64

    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The place of `code` (exactly as written), or nil.
    public func place(of code: String) -> Int? {
        entries.firstIndex { $0.code == code }
    }

    /// The places of the entries whose code, name or alias is `typed` (case and accents ignored).
    public func places(matching typed: String) -> [Int] {
        let folded = TextFolding.fold(typed).trimmingCharacters(in: .whitespaces)
        return entries.indices.filter { index in
            let entry = entries[index]
            return ([entry.code, entry.name] + entry.aliases).contains { TextFolding.fold($0) == folded }
        }
    }

    /// "en, es, … or zh": the codes, for messages.
    public var codeList: String {
        let codes = entries.map(\.code)
        guard codes.count > 1 else { return codes.first ?? "" }
        return codes.dropLast().joined(separator: ", ") + " or " + codes.last!
    }
}
