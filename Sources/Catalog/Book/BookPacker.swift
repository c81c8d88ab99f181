/// Packs books into shared blocks (``BookBlock``), one after another: how a store makes the
/// books of a whole catalog. Each packer fills blocks of its own; use one per thread.
package struct BookPacker {
    /// The room of a block.
    static let blockSize = 1 << 16
    /// A book of more bytes than this gets a block of its own, so no block is left mostly empty.
    static let largestShared = blockSize / 4

    /// The block being filled.
    private var block: BookBlock?

    /// A packer with no block yet.
    package init() {}

    /// The book of `fields`.
    mutating func book(_ fields: BookBytes.Fields) -> Book {
        append(BookBytes.packedCount(of: fields)) { BookBytes.write(fields, to: $0) }
    }

    /// The book whose packed bytes are the whole of `bytes`, which `Book.packedLength(in:)` accepted.
    package mutating func book(packed bytes: UnsafeRawBufferPointer) -> Book {
        append(bytes.count) { Self.copy(bytes, to: $0) }
    }

    /// The book of `count` bytes that `write` writes, in the block being filled or, when it has
    /// no room, a new one.
    mutating func append(_ count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) -> Book {
        guard count <= Self.largestShared else { return Self.alone(count, write) }
        if block.map({ $0.room < count }) ?? true { block = BookBlock(capacity: Self.blockSize) }
        let block = block!
        return Book(block: block, offset: block.append(count, write), count: count)
    }

    /// The book of `count` bytes that `write` writes, in a block of its own.
    static func alone(_ count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) -> Book {
        let block = BookBlock(capacity: count)
        return Book(block: block, offset: block.append(count, write), count: count)
    }

    /// Copies `bytes` to `target`.
    static func copy(_ bytes: UnsafeRawBufferPointer, to target: UnsafeMutablePointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: bytes.count)
    }
}
