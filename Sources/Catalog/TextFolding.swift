import Foundation

/// Folding of text for comparison and search: case and diacritics removed,
/// so "Peña" and "PENA" fold to the same "pena".
public enum TextFolding {
    /// `text` with case and diacritics folded away (lowercased, accents stripped).
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }

    /// `text` folded, trimmed, and with every run of white space made one space:
    /// the key under which two titles or names count as the same.
    public static func matchKey(_ text: String) -> String {
        fold(text).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
