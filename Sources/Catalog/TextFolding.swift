import Foundation

/// Folding of text for comparison and search: case and diacritics removed,
/// so "Peña" and "PENA" fold to the same "pena".
public enum TextFolding {
    /// `text` with case and diacritics folded away (lowercased, accents stripped).
    public static func fold(_ text: String) -> String {
        // ASCII has no accents or widths to fold: folding it is lowercasing (a matcher folds 100,000 titles).
        var copy = text
        if copy.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) { return copy.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
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
        if let plain = asciiPlainWords(text) { return plain }
        return plainWordsByScalars(text)
    }

    /// ASCII punctuation ``plainWords(_:)`` drops (the general categories Pc, Pd, Ps, Pe and Po
    /// but "&", "-" and "/", which it reads as words' separators).
    private static let asciiPunctuation: Set<UInt8> = Set(Array("!\"#%'()*,.:;?@[\\]_{}".utf8))

    /// ``plainWords(_:)`` of ASCII text, byte by byte; `nil` for other text.
    private static func asciiPlainWords(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 8)
            var pendingSpace = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                switch byte {
                case 0x09 ... 0x0D, 0x20, 0x2D, 0x2F:
                    pendingSpace = !out.isEmpty
                case 0x00 ... 0x08, 0x0E ... 0x1F, 0x7F:
                    continue
                case _ where asciiPunctuation.contains(byte):
                    continue
                case 0x26:
                    // "&" reads " and ": a word of its own.
                    if !out.isEmpty { out.append(0x20) }
                    out += [0x61, 0x6E, 0x64]
                    pendingSpace = true
                default:
                    if pendingSpace { out.append(0x20) }
                    pendingSpace = false
                    out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// ``plainWords(_:)`` scalar by scalar, for any text.
    static func plainWordsByScalars(_ text: String) -> String {
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
