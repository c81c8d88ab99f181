/// A one-line text being edited: its text, the cursor, and how far it is scrolled.
///
/// Positions count Characters (graphemes), so an é, a 日 or a family emoji is one step of the
/// cursor. The editing keys are those of a shell's line editor:
/// Left/Right (Ctrl-B/Ctrl-F), Home/End (Ctrl-A/Ctrl-E), Backspace (Ctrl-H), Delete (Ctrl-D),
/// Ctrl-U (delete to the start), Ctrl-K (delete to the end), Ctrl-W (delete the word before
/// the cursor); with Alt, as Emacs and the shells have them, Alt-B and Alt-F move a word back and
/// forward, Alt-Backspace and Alt-D delete one (a word is a run of letters and digits); other Alt
/// keys do nothing, but are the field's. A paste is inserted as text, its line breaks and tabs
/// made spaces. Control characters (C0, DEL, C1) are never inserted: a line field holds one line;
/// nor are the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which text
/// sent from a field loses, so that what a field shows is what it gives.
public struct TextFieldState: Equatable, Hashable, Sendable {
    /// The text.
    public private(set) var text: String
    /// The cursor, as a Character offset in `0...text.count`.
    public private(set) var cursor: Int
    /// The first Character shown when the field is narrower than the text.
    public private(set) var scrollOffset: Int

    /// Creates a state holding `text` with the cursor at its end.
    public init(text: String = "") {
        self.text = TextFieldState.insertable(text)
        self.cursor = self.text.count
        self.scrollOffset = 0
    }

    /// Replaces the text (when a view model resets the form) and puts the cursor at its end.
    public mutating func setText(_ newText: String) {
        text = TextFieldState.insertable(newText)
        cursor = text.count
        scrollOffset = min(scrollOffset, cursor)
    }

    /// Inserts `typed` at the cursor and moves the cursor after it.
    public mutating func insert(_ typed: String) {
        let clean = TextFieldState.insertable(typed)
        guard !clean.isEmpty else { return }
        let characters = Array(text)
        let before = String(characters[..<cursor]) + clean
        text = before + String(characters[cursor...])
        cursor = min(before.count, text.count)
    }

    /// Moves the cursor one Character left.
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    /// Moves the cursor one Character right.
    public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    /// Moves the cursor to the start.
    public mutating func moveToStart() { cursor = 0 }
    /// Moves the cursor to the end.
    public mutating func moveToEnd() { cursor = text.count }

    /// Deletes the Character before the cursor.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        remove(cursor - 1..<cursor)
    }

    /// Deletes the Character under the cursor.
    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        remove(cursor..<cursor + 1)
    }

    /// Deletes from the start to the cursor (Ctrl-U).
    public mutating func deleteToStart() { remove(0..<cursor) }

    /// Deletes from the cursor to the end (Ctrl-K).
    public mutating func deleteToEnd() { remove(cursor..<text.count) }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W): words are separated by whitespace.
    public mutating func deleteWordBackward() {
        remove(wordStart(before: cursor, isWord: { !$0.isWhitespace })..<cursor)
    }

    /// Where the word before `position` starts: back over what is not a word, then over the word.
    func wordStart(before position: Int, isWord: (Character) -> Bool = isWordCharacter) -> Int {
        let characters = Array(text)
        var start = position
        while start > 0, !isWord(characters[start - 1]) { start -= 1 }
        while start > 0, isWord(characters[start - 1]) { start -= 1 }
        return start
    }

    /// Where the word after `position` ends: on over what is not a word, then over the word.
    func wordEnd(after position: Int) -> Int {
        let characters = Array(text)
        var end = position
        while end < characters.count, !Self.isWordCharacter(characters[end]) { end += 1 }
        while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
        return end
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Pasted `text` as one line: every line break and tab (and other white-space control) a space.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" || $0 == "\u{0B}" || $0 == "\u{0C}" ? " " : $0 })
    }

    /// Applies an editing key.
    /// - Returns: whether the key belongs to the field (typed characters and the editing keys);
    ///   Enter, Tab, Esc, Up/Down, Ctrl-C and other chords are left to the screen.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .left, .control("b"): moveLeft()
        case .right, .control("f"): moveRight()
        case .home, .control("a"): moveToStart()
        case .end, .control("e"): moveToEnd()
        case .backspace, .control("h"): deleteBackward()
        case .delete, .control("d"): deleteForward()
        case .control("u"): deleteToStart()
        case .control("k"): deleteToEnd()
        case .control("w"): deleteWordBackward()
        case .alt(.character("b")): cursor = wordStart(before: cursor)
        case .alt(.character("f")): cursor = wordEnd(after: cursor)
        case .alt(.backspace): remove(wordStart(before: cursor)..<cursor)
        case .alt(.character("d")): remove(cursor..<wordEnd(after: cursor))
        case .paste(let text): insert(Self.oneLine(text))
        default: return false
        }
        return true
    }

    /// Applies the editing keys at the start of `keys` in order (a paste, fast typing), leaving
    /// the field exactly as ``handle(_:)`` one key at a time would; stops at the first key that
    /// is not the field's. Characters typed at the end of the text, as a paste is, are appended
    /// together, so a long run costs about as much as its length.
    /// - Returns: how many keys were applied, and whether the text changed on the way (even if
    ///   it ended as it began).
    @discardableResult
    public mutating func handle<Keys: Collection<Key>>(keys: Keys) -> (applied: Int, textChanged: Bool) {
        var applied = 0
        var textChanged = false
        var index = keys.startIndex
        while index < keys.endIndex {
            if case .character = keys[index], cursor == text.count {
                // At the end the cursor stays at the end after each one, so appending them at once is the same.
                var typed = ""
                while index < keys.endIndex, case .character(let character) = keys[index] {
                    typed.append(character)
                    applied += 1
                    index = keys.index(after: index)
                }
                let clean = TextFieldState.insertable(typed)
                guard !clean.isEmpty else { continue }
                text += clean
                cursor = text.count
                textChanged = true
                continue
            }
            let before = text
            guard handle(keys[index]) else { break }
            textChanged = textChanged || text != before
            applied += 1
            index = keys.index(after: index)
        }
        return (applied, textChanged)
    }

    /// Scrolls so that the cursor's cell is inside a field `width` columns wide, showing as much
    /// text as fits. Widths are those of the text as drawn (escapes included). Only the
    /// Characters near the cursor are measured, so a very long text costs little.
    public mutating func scrollToCursor(width: Int) {
        let characters = Array(text)
        let room = max(1, width)
        scrollOffset = min(max(0, scrollOffset), cursor)
        let cursorCell = cursor < characters.count ? max(1, TextFieldState.cellWidth(characters[cursor])) : 1
        // The leftmost start that still shows the cursor's cell: walk back from the cursor.
        var start = cursor
        var used = cursorCell
        while start > scrollOffset {
            let next = TextFieldState.cellWidth(characters[start - 1])
            if used + next > room { break }
            used += next
            start -= 1
        }
        scrollOffset = start
        // Scroll back while the whole rest of the text, and a cell after it, still fits
        // (after deleting near the end).
        var rest = 1
        for character in characters[scrollOffset...] {
            rest += TextFieldState.cellWidth(character)
            if rest > room { return }
        }
        while scrollOffset > 0 {
            let previous = TextFieldState.cellWidth(characters[scrollOffset - 1])
            if rest + previous > room { break }
            rest += previous
            scrollOffset -= 1
        }
    }

    /// Columns between the first shown Character and the cursor.
    public var cursorColumn: Int {
        let characters = Array(text)
        let start = min(scrollOffset, cursor)
        return characters[start..<cursor].reduce(0) { $0 + TextFieldState.cellWidth($1) }
    }

    /// The text from the first shown Character on.
    public var visibleText: String { String(text.dropFirst(scrollOffset)) }

    /// Columns one Character takes as drawn.
    static func cellWidth(_ character: Character) -> Int {
        let single = String(character)
        return SafeText.isSafe(single) ? DisplayWidth.of(character) : DisplayWidth.of(SafeText.visible(single))
    }

    /// Removes a range of Characters and puts the cursor at its start.
    mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        var characters = Array(text)
        characters.removeSubrange(range)
        text = String(characters)
        cursor = min(range.lowerBound, text.count)
        scrollOffset = min(scrollOffset, cursor)
    }

    /// `typed` without the control characters a line cannot hold.
    static func insertable(_ typed: String) -> String {
        guard typed.unicodeScalars.contains(where: isLineControl) else { return typed }
        var clean = String.UnicodeScalarView()
        clean.append(contentsOf: typed.unicodeScalars.filter { !isLineControl($0) })
        return String(clean)
    }

    /// C0, DEL and C1 controls, and the bidirectional overrides and isolates.
    static func isLineControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
