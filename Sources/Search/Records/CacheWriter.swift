import Support

/// Builds the bytes of a derived cache file: little-endian integers and length-prefixed UTF-8.
package struct CacheWriter {
    /// The bytes written so far.
    package var bytes: [UInt8]

    /// A writer whose first `reserved` bytes are zero (room for a header filled in last),
    /// with capacity for about `capacity` bytes.
    package init(reserved: Int, capacity: Int) {
        bytes = LargePages.byteArray(count: reserved, capacity: capacity)
    }

    /// Appends `value`, little-endian.
    package mutating func integer<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends the UTF-8 length of `text` (UInt32) and its UTF-8 bytes.
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            integer(UInt32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }
}
