/// A fast 64-bit checksum of bytes, for noticing damaged or changed files (not for security).
///
/// Bytes are taken eight at a time (little-endian words) and mixed by multiply and rotate; the
/// tail is padded with its length. Feeding the bytes in pieces gives the same value as feeding
/// them at once, as long as every piece but the last is a multiple of eight bytes long.
struct Checksum64 {
    private(set) var state: UInt64 = 0x243F_6A88_85A3_08D3
    private var length: UInt64 = 0

    /// Adds `bytes` (a multiple of eight long, unless it is the last piece).
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        let words = bytes.count / 8
        var state = self.state
        for word in 0 ..< words {
            let value = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: word &* 8, as: UInt64.self))
            state = Self.mix(state, value)
        }
        let tailStart = words * 8
        if tailStart < bytes.count {
            var tail: UInt64 = 0
            for offset in tailStart ..< bytes.count {
                tail |= UInt64(bytes[offset]) << UInt64(8 * (offset - tailStart))
            }
            state = Self.mix(state, tail ^ (UInt64(bytes.count - tailStart) << 56))
        }
        self.state = state
        length &+= UInt64(bytes.count)
    }

    /// The checksum of everything added.
    var value: UInt64 { Self.finish(state ^ length) }

    /// Spreads every bit of `state` over the whole value.
    static func finish(_ state: UInt64) -> UInt64 {
        var result = state
        result = (result ^ (result >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        result = (result ^ (result >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return result ^ (result >> 33)
    }

    /// The checksum of `bytes`.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var checksum = Checksum64()
        checksum.update(bytes)
        return checksum.value
    }

    /// Mixes one word into `state` (a different `state` or `value` always gives a different result).
    @inline(__always)
    static func mix(_ state: UInt64, _ value: UInt64) -> UInt64 {
        let rotated = (state ^ (value &* 0x9E37_79B9_7F4A_7C15))
        return ((rotated << 29) | (rotated >> 35)) &* 0xBF58_476D_1CE4_E5B9
    }
}
