/// Packed books (``BookBytes``) one after another in one allocation, which the books in it share.
///
/// A catalog's books are packed into blocks of 64 KB (``BookPacker``) rather than an array each: a
/// Swift array costs its 32-byte header and malloc's rounding, about 45 MB at a million books. A
/// book made on its own gets a block of its own, of its exact size.
///
/// Bytes are only ever appended, by the one packer filling the block, past every book already in
/// it; a book's bytes never change once written. So books may be read from any thread.
final class BookBlock: @unchecked Sendable {
    /// The first byte.
    private let start: UnsafeMutablePointer<UInt8>
    /// The bytes the block can hold.
    private let capacity: Int
    /// The bytes written so far.
    private var used = 0

    /// A block with room for `capacity` bytes, none used yet.
    init(capacity: Int) {
        start = .allocate(capacity: max(1, capacity))
        self.capacity = capacity
    }

    deinit { start.deallocate() }

    /// The bytes not yet written.
    var room: Int { capacity - used }

    /// Calls `body` with the `count` bytes from `offset`.
    @inline(__always)
    func withBytes<Result>(from offset: Int, count: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(UnsafeBufferPointer(start: start + offset, count: count)) }
    }

    /// Lets `write` write `count` bytes after those used (``room`` must be at least `count`), and
    /// marks them used; where they start.
    @inline(__always)
    func append(_ count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) -> Int {
        precondition(count <= room, "BookBlock: no room for \(count) bytes.")
        let offset = used
        write(start + offset)
        used = offset + count
        return offset
    }
}
