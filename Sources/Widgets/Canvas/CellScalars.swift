/// The Unicode scalars of the grapheme in one ``Cell``, stored inline: a base character and
/// the marks that ride on it, at most ``capacity`` of them, as a curses cell holds them
/// (`CCHARW_MAX`). Plain data, so cells copy and compare without reference counting.
public struct CellScalars: Equatable, Hashable, Sendable {
    /// The most scalars a cell keeps; a longer grapheme (a Zalgo letter, a long emoji
    /// sequence) keeps its first ones, which is all a terminal cell can show of it.
    public static let capacity = 5

    // Five 32-bit slots in two words and a half, so a comparison is three: slots 0 and 1 in
    // `low`, 2 and 3 in `high`, 4 in `last`. Unused slots are 0 (U+0000 never stands in a
    // cell: it is a control character).
    private var low: UInt64
    private var high: UInt64 = 0
    private var last: UInt32 = 0

    /// A space.
    public static let space = CellScalars(ascii: 0x20)

    /// No scalars: the right half of a wide grapheme.
    public static let empty = CellScalars(ascii: 0)

    /// The one ASCII character `byte` (or no scalars for 0).
    public init(ascii byte: UInt8) {
        low = UInt64(byte)
    }

    /// The first ``capacity`` scalars of `text` (normally one grapheme).
    public init(_ text: String) {
        low = 0
        appendPrefix(of: text.unicodeScalars)
    }

    /// The first ``capacity`` scalars of `character`.
    public init(_ character: Character) {
        low = 0
        append(character)
    }

    /// How many scalars are kept.
    public var count: Int {
        last != 0 ? 5 : high >> 32 != 0 ? 4 : high != 0 ? 3 : low >> 32 != 0 ? 2 : low != 0 ? 1 : 0
    }

    /// The scalar value at `index` (0 ..< ``count``).
    public subscript(index: Int) -> UInt32 {
        switch index {
        case 0: UInt32(truncatingIfNeeded: low)
        case 1: UInt32(truncatingIfNeeded: low >> 32)
        case 2: UInt32(truncatingIfNeeded: high)
        case 3: UInt32(truncatingIfNeeded: high >> 32)
        default: last
        }
    }

    /// The value of the one printable ASCII character held, if that is what is held: the
    /// common case, which needs no grapheme work.
    public var printableASCII: UInt8? {
        guard low >= 0x20, low < 0x7F else { return nil }
        return UInt8(truncatingIfNeeded: low)
    }

    /// The scalars as text.
    public var text: String {
        if let byte = printableASCII { return String(UnicodeScalar(byte)) }
        var view = String.UnicodeScalarView()
        for index in 0..<count {
            if let scalar = Unicode.Scalar(self[index]) { view.append(scalar) }
        }
        return String(view)
    }

    /// Adds `scalar` after the ones held, when there is room. Returns whether it was kept.
    @discardableResult
    public mutating func append(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value != 0 else { return true }
        let value = UInt64(scalar.value)
        switch count {
        case 0: low = value
        case 1: low |= value << 32
        case 2: high = value
        case 3: high |= value << 32
        case 4: last = scalar.value
        default: return false
        }
        return true
    }

    /// Adds the scalars of `character` after the ones held, as many as there is room for.
    public mutating func append(_ character: Character) {
        appendPrefix(of: character.unicodeScalars)
    }

    /// Adds `scalars` while there is room. When some are left out and the last one kept is a
    /// zero-width joiner, drops it too: a cut grapheme must not join the one after it in text.
    private mutating func appendPrefix(of scalars: some Sequence<Unicode.Scalar>) {
        for scalar in scalars {
            if append(scalar) { continue }
            if last == Self.zeroWidthJoiner { last = 0 }
            return
        }
    }

    private static let zeroWidthJoiner: UInt32 = 0x200D
}
