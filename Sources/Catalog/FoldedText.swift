/// Text folded for search: the UTF-8 bytes of a string with case, diacritics and width
/// folded away, plus what is needed to map a folded byte back to a Character of the original.
///
/// Every Character of the original folds on its own (as ``TextFolding/fold(_:)`` folds it),
/// so the folded bytes of one Character stay together: `"Peña"` folds to `pena`, `"Straße"` to
/// `strasse`, `"ﬁ"` to `fi`. White space and control characters fold to one space byte, so the
/// folded text never holds a zero byte (the index uses it to separate fields).
struct FoldedText: Equatable {
    /// The folded UTF-8 bytes.
    var bytes: [UInt8]
    /// The number of folded bytes of each Character of the original, in order; `nil` when every
    /// Character folded to exactly one byte, so that byte offset and Character offset are the same.
    var characterLengths: [UInt8]?

    /// Folds `text`.
    init(_ text: String) {
        var folder = TextFolder()
        self = folder.fold(text)
    }

    init(bytes: [UInt8], characterLengths: [UInt8]?) {
        self.bytes = bytes
        self.characterLengths = characterLengths
    }

    /// The Character offset (in the original text) of the Character that folded byte `offset` belongs to.
    func characterOffset(ofByte offset: Int) -> Int {
        guard let lengths = characterLengths else { return offset }
        var start = 0
        for (character, length) in lengths.enumerated() {
            start += Int(length)
            if offset < start { return character }
        }
        return lengths.count
    }
}

/// Folds text Character by Character into ``FoldedText``, remembering how each non-ASCII
/// Character folded, so folding a whole catalog asks Foundation only once per distinct Character.
struct TextFolder {
    private var cache: [Character: [UInt8]] = [:]

    /// The longest folding kept for one Character (longer ones are cut, which only matters for
    /// pathological clusters of hundreds of combining marks).
    static let maximumCharacterLength = 255

    /// Folds `text`.
    mutating func fold(_ text: String) -> FoldedText {
        if let ascii = Self.foldASCII(text) {
            return FoldedText(bytes: ascii, characterLengths: nil)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var lengths: [UInt8] = []
        var oneBytePerCharacter = true
        for character in text {
            let folded = foldCharacter(character)
            bytes.append(contentsOf: folded)
            lengths.append(UInt8(folded.count))
            if folded.count != 1 { oneBytePerCharacter = false }
        }
        return FoldedText(bytes: bytes, characterLengths: oneBytePerCharacter ? nil : lengths)
    }

    /// The folded bytes of one Character.
    mutating func foldCharacter(_ character: Character) -> [UInt8] {
        if let cached = cache[character] { return cached }
        let folded = Self.foldUncached(character)
        cache[character] = folded
        return folded
    }

    private static func foldUncached(_ character: Character) -> [UInt8] {
        if character.isWhitespace { return [0x20] }
        if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) { return [0x20] }
        if let plain = plainPunctuation[character] { return Array(plain.utf8) }
        var bytes = Array(TextFolding.fold(String(character)).utf8).map { foldASCIIByte($0) }
        if bytes.count > maximumCharacterLength { bytes.removeLast(bytes.count - maximumCharacterLength) }
        return bytes
    }

    /// Typographic punctuation folded to its plain ASCII form, so "Harriet’s" reads as "harriet's"
    /// (and a query word ends where the word does).
    private static let plainPunctuation: [Character: String] = [
        "\u{2018}": "'", "\u{2019}": "'", "\u{201A}": "'", "\u{201B}": "'", "\u{2032}": "'",
        "\u{201C}": "\"", "\u{201D}": "\"", "\u{201E}": "\"", "\u{2033}": "\"", "\u{00AB}": "\"", "\u{00BB}": "\"",
        "\u{2010}": "-", "\u{2011}": "-", "\u{2012}": "-", "\u{2013}": "-", "\u{2014}": "-", "\u{2015}": "-",
        "\u{2026}": "...",
    ]

    /// The folded bytes of `text` when it is ASCII without carriage returns (one Character per byte).
    private static func foldASCII(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { utf8 -> [UInt8]? in
            var bytes = [UInt8](repeating: 0, count: utf8.count)
            for (offset, byte) in utf8.enumerated() {
                if byte >= 0x80 || byte == 0x0D { return nil }
                bytes[offset] = foldASCIIByte(byte)
            }
            return bytes
        }
    }

    /// An ASCII byte folded: capitals lowered, control characters made a space.
    @inline(__always)
    static func foldASCIIByte(_ byte: UInt8) -> UInt8 {
        switch byte {
        case 0x41...0x5A: byte + 0x20
        case 0x00..<0x20, 0x7F: 0x20
        default: byte
        }
    }
}
