import Catalog
/// Folds text Character by Character, remembering how each non-ASCII Character folded, so folding
/// a whole catalog asks Foundation only once per distinct Character.
///
/// ASCII is folded byte by byte, and text of ASCII and scalars below U+0280 (most Latin names)
/// scalar by scalar through a table. Elsewhere, only the stretches around non-ASCII bytes are
/// split into Characters by Swift itself, so Character offsets are exactly those of `String`: a stretch
/// starts at the ASCII byte before the non-ASCII bytes (a combining mark may extend it) and ends
/// at an ASCII byte followed by another ASCII byte (between two ASCII bytes, other than CR LF,
/// there is always a Character boundary).
struct SearchFolder {
    private var cache: [Character: [UInt8]] = [:]
    private var scalarCache: [UInt32: [UInt8]] = [:]

    /// The longest folding kept for one Character (longer ones are cut, which only matters for
    /// pathological clusters of hundreds of combining marks).
    static let maximumCharacterLength = 255

    /// Appends the folded bytes of `text` to `bytes` and returns whether every Character folded to
    /// exactly one byte. When it did not, the folded length of every Character was appended to `lengths`.
    mutating func append(_ text: String, to bytes: inout [UInt8], lengths: inout [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in append(utf8, to: &bytes, lengths: &lengths) }
    }

    /// Appends the folded bytes of the UTF-8 text `utf8`, as ``append(_:to:lengths:)`` does.
    mutating func append(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8], lengths: inout [UInt8]) -> Bool {
        let count = utf8.count
        var simple = true
        for byte in utf8 where byte >= 0x80 || byte == 0x0D {
            simple = false
            break
        }
        if simple {
            Self.appendASCII(utf8, to: &bytes)
            return true
        }
        let lengthsStart = lengths.count
        var oneBytePerCharacter = true
        if appendLatin(utf8, to: &bytes, lengths: &lengths, oneBytePerCharacter: &oneBytePerCharacter) {
            if oneBytePerCharacter { lengths.removeSubrange(lengthsStart...) }
            return oneBytePerCharacter
        }
        var offset = 0
        while offset < count {
            let byte = utf8[offset]
            let next = offset + 1 < count ? utf8[offset + 1] : 0
            if byte < 0x80 && next < 0x80 {
                if byte == 0x0D && next == 0x0A {
                    bytes.append(0x20)
                    lengths.append(1)
                    offset += 2
                } else {
                    bytes.append(Self.foldASCIIByte(byte))
                    lengths.append(1)
                    offset += 1
                }
                continue
            }
            var end = offset + 1
            while end < count {
                let here = utf8[end]
                let after = end + 1 < count ? utf8[end + 1] : 0
                if here < 0x80 && here != 0x0D && after < 0x80 { break }
                end += 1
            }
            if end < count { end += 1 }
            let stretch = UnsafeBufferPointer(rebasing: utf8[offset ..< end])
            if !appendLatin(stretch, to: &bytes, lengths: &lengths, oneBytePerCharacter: &oneBytePerCharacter) {
                for character in String(decoding: stretch, as: UTF8.self) {
                    let folded = foldCharacter(character)
                    bytes.append(contentsOf: folded)
                    lengths.append(UInt8(folded.count))
                    if folded.count != 1 { oneBytePerCharacter = false }
                }
            }
            offset = end
        }
        if oneBytePerCharacter { lengths.removeSubrange(lengthsStart...) }
        return oneBytePerCharacter
    }

    /// Folds `stretch` scalar by scalar when it holds only ASCII (without CR) and two-byte scalars
    /// up to U+027F (Latin-1, Latin Extended-A and -B, IPA): none of those joins a neighbour into one
    /// Character (none is a combining mark, joiner or prepended mark), so each is a Character of its own.
    /// Returns false, appending nothing, for any other stretch.
    private mutating func appendLatin(_ stretch: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8], lengths: inout [UInt8],
                                      oneBytePerCharacter: inout Bool) -> Bool {
        var offset = 0
        while offset < stretch.count {
            let lead = stretch[offset]
            if lead < 0x80 && lead != 0x0D {
                offset += 1
            } else if lead >= 0xC2 && lead <= 0xC9 && offset + 1 < stretch.count && stretch[offset + 1] & 0xC0 == 0x80 {
                offset += 2
            } else {
                return false
            }
        }
        offset = 0
        while offset < stretch.count {
            if stretch[offset] < 0x80 {
                var end = offset + 1
                while end < stretch.count && stretch[end] < 0x80 { end += 1 }
                Self.appendASCII(UnsafeBufferPointer(rebasing: stretch[offset ..< end]), to: &bytes)
                lengths.append(contentsOf: repeatElement(1, count: end - offset))
                offset = end
                continue
            }
            let lead = stretch[offset]
            let scalar = Int(lead & 0x1F) << 6 | Int(stretch[offset + 1] & 0x3F)
            offset += 2
            var packed = latinTable[scalar]
            if packed == 0 {
                let folded = foldCharacter(Character(Unicode.Scalar(UInt16(scalar))!))
                guard folded.count <= 7 else {
                    bytes.append(contentsOf: folded)
                    lengths.append(UInt8(folded.count))
                    oneBytePerCharacter = false
                    continue
                }
                packed = UInt64(folded.count)
                for index in 0 ..< folded.count { packed |= UInt64(folded[index]) << (8 * (index + 1)) }
                latinTable[scalar] = packed
            }
            let length = Int(packed & 0xFF)
            for index in 0 ..< length { bytes.append(UInt8(truncatingIfNeeded: packed >> (8 * (index + 1)))) }
            lengths.append(UInt8(length))
            if length != 1 { oneBytePerCharacter = false }
        }
        return true
    }

    /// The folded form of each scalar below U+0280, packed (length in the low byte, then the
    /// bytes); 0 when not yet folded.
    private var latinTable = [UInt64](repeating: 0, count: 0x280)

    /// The folded bytes of one Character.
    mutating func foldCharacter(_ character: Character) -> [UInt8] {
        if let ascii = character.asciiValue, character.utf8.count == 1 { return [Self.foldASCIIByte(ascii)] }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            if let cached = scalarCache[scalar.value] { return cached }
            let folded = Self.foldUncached(character)
            scalarCache[scalar.value] = folded
            return folded
        }
        if let cached = cache[character] { return cached }
        let folded = Self.foldUncached(character)
        cache[character] = folded
        return folded
    }

    private static func foldUncached(_ character: Character) -> [UInt8] {
        if character.isWhitespace { return [0x20] }
        if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) { return [0x20] }
        if let plain = plainPunctuation(character) { return Array(plain.utf8) }
        var bytes = Array(TextFolding.fold(String(character)).utf8).map { foldASCIIByte($0) }
        if bytes.count > maximumCharacterLength { bytes.removeLast(bytes.count - maximumCharacterLength) }
        return bytes
    }

    /// Typographic punctuation folded to its plain ASCII form, so "Harriet’s" reads as "harriet's"
    /// (and a query word ends where the word does). A switch rather than a dictionary: a
    /// one-query process would pay more for the dictionary's first use than for the query.
    private static func plainPunctuation(_ character: Character) -> String? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        switch scalar.value {
        case 0x2018, 0x2019, 0x201A, 0x201B, 0x2032: return "'"
        case 0x201C, 0x201D, 0x201E, 0x2033, 0x00AB, 0x00BB: return "\""
        case 0x2010 ... 0x2015: return "-"
        case 0x2026: return "..."
        default: return nil
        }
    }

    /// Appends the ASCII bytes `ascii`, folded.
    private static func appendASCII(_ ascii: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let start = bytes.count
        bytes.append(contentsOf: ascii)
        bytes.withUnsafeMutableBufferPointer { all in
            for offset in start ..< all.count { all[offset] = foldASCIIByte(all[offset]) }
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
