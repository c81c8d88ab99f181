import Widgets
import CNcurses

/// Turns what curses reads, one input after another, into keys, with what one input alone cannot
/// say: an Escape followed at once by a character or Backspace is that key with Alt (Meta) held,
/// as terminals send it (`ESC b` is Alt-B); the text between the bracketed-paste marks
/// `ESC[200~` and `ESC[201~` (which curses reads as ``pasteStartCode`` and ``pasteEndCode``) is one
/// ``Key/paste(_:)``, whatever keys it holds. (Without bracketed paste, the root screen finds a
/// paste in the keys that arrived together: ``Key/pastedRun(at:)``.)
struct KeyReader {
    /// The key code curses gives the start of a bracketed paste (defined by ``defineKeys()``).
    static let pasteStartCode: Int32 = 0o777 + 1
    /// The key code curses gives the end of a bracketed paste.
    static let pasteEndCode: Int32 = 0o777 + 2
    /// The bytes that ask the terminal to bracket pastes, and to stop.
    static let enableBracketedPaste = "\u{1B}[?2004h"
    static let disableBracketedPaste = "\u{1B}[?2004l"
    /// The most Characters of a paste handed on at once (a huge paste goes in several).
    static let longestPaste = 4_096

    private var escapePending = false
    /// The text of the paste under way, `nil` outside one.
    private var pasted: String?
    private var pastedCount = 0

    /// Teaches curses the bracketed-paste marks.
    static func defineKeys() {
        define_key("\u{1B}[200~", pasteStartCode)
        define_key("\u{1B}[201~", pasteEndCode)
    }

    /// The keys `input` completes: none while it may still be the start of an Alt key, or inside a paste.
    mutating func read(_ input: CursesInput) -> [Key] {
        if pasted != nil { return readPasted(input) }
        if input == .keyCode(Self.pasteStartCode) {
            let before = flush()
            pasted = ""
            return before
        }
        let key = KeyDecoder.key(for: input)
        if escapePending {
            escapePending = false
            switch key {
            case .character, .backspace: return [.alt(key)]
            case .escape:
                escapePending = true
                return [.escape]
            default: return [.escape, key]
            }
        }
        if key == .escape {
            escapePending = true
            return []
        }
        return [key]
    }

    private mutating func readPasted(_ input: CursesInput) -> [Key] {
        switch input {
        case .keyCode(Self.pasteEndCode):
            return flushPaste(ending: true)
        case .character(let value):
            guard let scalar = Unicode.Scalar(value) else { return [] }
            pasted?.unicodeScalars.append(scalar)
            pastedCount += 1
            return pastedCount >= Self.longestPaste ? flushPaste(ending: false) : []
        default:
            return []  // a key inside a paste is text the terminal decoded, not a key pressed
        }
    }

    private mutating func flushPaste(ending: Bool) -> [Key] {
        let text = pasted ?? ""
        pasted = ending ? nil : ""
        pastedCount = 0
        return text.isEmpty ? [] : [.paste(text)]
    }

    /// The keys still held at the end of what was waiting: an Escape that nothing followed is
    /// Escape; the text of a paste still arriving goes on as far as it came.
    mutating func flush() -> [Key] {
        if escapePending {
            escapePending = false
            return [.escape]
        }
        return pasted == nil ? [] : flushPaste(ending: false)
    }
}
