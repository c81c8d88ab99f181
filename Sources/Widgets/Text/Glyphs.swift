/// The marks the screens draw: symbols (`✓`, `✗`, `★`, `›`, arrows), or in the accessible mode the
/// words a screen reader can say ("saved", "Error:", "award:"), with a visible marker on the
/// selected row besides reverse video and counts written out ("3 of 29").
///
/// One choice for the whole app, made at its start (``current``): the widgets and screens read it
/// while drawing. Tests that draw the accessible mode set it and put it back.
public struct Glyphs: Equatable, Sendable {
    /// Whether this is the accessible mode's set.
    public let isAccessible: Bool
    /// A book saved in a reading list, in the mark column.
    public let saved: String
    /// Before a success message, and before an error message.
    public let success: String
    public let failure: String
    /// Before each award in a book's detail.
    public let award: String
    /// Between a path's parts ("Lists › Grade 2").
    public let separator: String
    /// Drawn before the selected row of a list ("" when reverse video alone marks it).
    public let selectedMarker: String

    /// The symbols, as the app has always drawn them.
    public static let symbols = Glyphs(isAccessible: false, saved: "✓", success: "✓ ", failure: "✗ ", award: "★ ",
                                       separator: " › ", selectedMarker: "")
    /// Words for every mark, for screen readers and braille displays.
    public static let words = Glyphs(isAccessible: true, saved: "saved", success: "Done: ", failure: "Error: ", award: "award: ",
                                     separator: ", list ", selectedMarker: ">")

    /// The set in use (the accessible mode's once `--accessible`, `ACCESSIBLE=1` or the file says so).
    nonisolated(unsafe) public static var current = Glyphs.symbols

    /// A key's written name as this set says it: arrows as words in the accessible mode
    /// ("↑↓ j k" → "Up Down j k").
    public func spoken(_ keys: String) -> String {
        guard isAccessible, keys.contains(where: { "↑↓←→".contains($0) }) else { return keys }
        var words: [String] = []
        var rest = ""
        for character in keys {
            let word: String? = switch character {
            case "↑": "Up"
            case "↓": "Down"
            case "←": "Left"
            case "→": "Right"
            default: nil
            }
            if let word {
                if !rest.isEmpty { words.append(rest); rest = "" }
                words.append(word)
            } else if character == " " {
                if !rest.isEmpty { words.append(rest); rest = "" }
            } else {
                rest.append(character)
            }
        }
        if !rest.isEmpty { words.append(rest) }
        return words.joined(separator: " ")
    }

    /// A position in a list: "3/29", or in words "book 3 of 29" (`noun` names what is counted).
    public func position(_ index: Int, of count: Int, noun: String) -> String {
        isAccessible ? "\(noun) \(index) of \(count)" : "\(index)/\(count)"
    }
}
