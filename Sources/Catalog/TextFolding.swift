import Foundation

/// Folding of text for comparison and search: case and diacritics removed,
/// so "Peña" and "PENA" fold to the same "pena".
public enum TextFolding {
    /// `text` with case and diacritics folded away (lowercased, accents stripped).
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }

    /// `text` folded, with punctuation and invisible characters ignored (``plainWords(_:)``):
    /// the key under which two titles or names count as the same, as search would find them
    /// both ("Nyong’o" and "Nyong'o", "Matthew A. Cherry" and "Matthew A Cherry").
    public static func matchKey(_ text: String) -> String {
        plainWords(fold(text))
    }

    /// `text`'s words without what does not tell two spellings of a name apart: invisible
    /// characters (zero-width joiners and spaces, soft hyphens, bidirectional marks) and
    /// punctuation inside or around a word (apostrophes, periods, quotes, colons) are dropped,
    /// dashes and slashes separate words, "&" reads "and", and the words are joined by one space.
    public static func plainWords(_ text: String) -> String {
        // Most names are plain ASCII letters, digits and spaces: nothing to drop.
        if text.utf8.allSatisfy({ $0 == 0x20 || (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }) {
            return text.split(separator: " ").joined(separator: " ")
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.isWhitespace || properties.isDash || scalar == "/" {
                scalars.append(" ")
            } else if scalar == "&" {
                scalars.append(contentsOf: " and ".unicodeScalars)
            } else if properties.isDefaultIgnorableCodePoint || isPunctuation(properties.generalCategory)
                        || properties.generalCategory == .control {
                continue
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars).split(separator: " ").joined(separator: " ")
    }

    private static func isPunctuation(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            true
        default:
            false
        }
    }
}
