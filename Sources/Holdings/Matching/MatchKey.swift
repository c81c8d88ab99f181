import Catalog

/// ``TextFolding/matchKey(_:)``, quicker on ASCII text (most titles and names): there, folding
/// case and accents is lowercasing, so Foundation's folding is skipped; other text goes to it.
enum MatchKey {
    /// The key of `text`, equal to `TextFolding.matchKey(text)`.
    static func of(_ text: String) -> String {
        var text = text
        let ascii = text.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
        return ascii ? TextFolding.plainWords(text.lowercased()) : TextFolding.matchKey(text)
    }
}
