/// The byte fast path of ``DisplayWidth``, ``SafeText`` and ``TextFit`` for *plain* text: text
/// whose every scalar is printable ASCII (U+0020–U+007E), a Latin letter or sign of U+00A0–U+02FF
/// (Latin-1, Latin Extended, IPA, spacing modifiers) or of Latin Extended Additional
/// (U+1E00–U+1EFF). Each such scalar is one grapheme of one cell that ``SafeText`` leaves as it
/// is, so on plain text the cells are the scalars, and cutting after any scalar is cutting after a
/// grapheme. Anything else (marks, wide text, emoji, controls) takes the general path; tests pin
/// both paths to agree.
public enum PlainText {
    /// The cells taken by the UTF-8 `bytes` when they are plain text, else `nil`.
    @inlinable
    public static func cells(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var cells = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard byte >= 0x20, byte != 0x7F else { return nil }
                index &+= 1
            } else if byte >= 0xC2, byte <= 0xCB {
                guard index + 1 < count, byte != 0xC2 || bytes[index + 1] >= 0xA0 else { return nil }
                index &+= 2
            } else if byte == 0xE1 {
                guard index + 2 < count, bytes[index + 1] >= 0xB8, bytes[index + 1] <= 0xBB else { return nil }
                index &+= 3
            } else {
                return nil
            }
            cells &+= 1
        }
        return cells
    }

    /// The number of bytes of the first `cells` scalars of plain `bytes` (all of them when fewer).
    @inlinable
    public static func prefixLength(_ bytes: UnsafeBufferPointer<UInt8>, cells: Int) -> Int {
        var index = 0
        var taken = 0
        while index < bytes.count, taken < cells {
            let byte = bytes[index]
            index &+= byte < 0x80 ? 1 : (byte < 0xE0 ? 2 : 3)
            taken &+= 1
        }
        return min(index, bytes.count)
    }
}

extension TextFit {
    /// The cells of `SafeText.visible(text)`, as ``DisplayWidth`` counts them; plain text is
    /// measured on its bytes.
    public static func visibleWidth(of text: String) -> Int {
        var text = text
        if let cells = text.withUTF8({ PlainText.cells($0) }) { return cells }
        return DisplayWidth.of(SafeText.visible(text))
    }

    /// Appends, as UTF-8, `SafeText.visible(text)` cut to `width` cells with "…" (``truncated(_:toWidth:)``),
    /// then, when `padding`, spaces up to `width` cells (``padded(_:toWidth:)``). Plain text is
    /// copied byte for byte, without making a `String`.
    public static func appendVisible(_ text: String, width: Int, padding: Bool, to output: inout [UInt8]) {
        var text = text
        let done = text.withUTF8 { bytes -> Bool in
            guard let cells = PlainText.cells(bytes) else { return false }
            if cells <= width {
                output.append(contentsOf: bytes)
                if padding { output.append(contentsOf: repeatElement(0x20, count: width - cells)) }
            } else if width > 0 {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<PlainText.prefixLength(bytes, cells: width - 1)]))
                output.append(contentsOf: [0xE2, 0x80, 0xA6])
            }
            return true
        }
        if done { return }
        let cut = truncated(SafeText.visible(text), toWidth: width)
        output.append(contentsOf: (padding ? padded(cut, toWidth: width) : cut).utf8)
    }
}
