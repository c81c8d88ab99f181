/// Reads the values of a derived cache file one after another, never past the end.
package struct CacheReader {
    /// The bytes read.
    let bytes: UnsafeRawBufferPointer
    /// Where the next value starts.
    package var offset = 0

    /// A reader at the start of `bytes`.
    package init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The bytes not read yet.
    var remaining: Slice<UnsafeRawBufferPointer> { bytes[offset...] }

    /// Whether every byte has been read.
    package var isAtEnd: Bool { offset == bytes.count }

    /// The next `count` bytes, or no bytes (and the reader at the end) when fewer are left.
    package mutating func bytes(_ count: Int) -> UnsafeRawBufferPointer {
        guard count <= bytes.count - offset else {
            offset = bytes.count
            return UnsafeRawBufferPointer(start: nil, count: 0)
        }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset ..< offset + count])
    }

    /// The next little-endian integer, or nil when too few bytes are left.
    package mutating func integer<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        let size = MemoryLayout<T>.size
        guard size <= bytes.count - offset else { return nil }
        defer { offset += size }
        return T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
    }

    /// The next length-prefixed UTF-8 string, or nil when too few bytes are left.
    package mutating func string() -> String? {
        guard let length = stringLength() else { return nil }
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset ..< offset + length]).assumingMemoryBound(to: UInt8.self), as: UTF8.self)
    }

    /// Steps over the next length-prefixed string; false when too few bytes are left.
    package mutating func skipString() -> Bool {
        guard let length = stringLength() else { return false }
        offset += length
        return true
    }

    private mutating func stringLength() -> Int? {
        guard let length = integer(UInt32.self).map(Int.init), length <= bytes.count - offset else { return nil }
        return length
    }
}
