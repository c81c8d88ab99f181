/// A book's fields with its text as UTF-8 lying elsewhere (the bytes of a catalog file being read),
/// packed by a ``BookPacker`` without making a string of each: how a store reads
/// a large catalog. The same fields give the same packed bytes as ``Book``'s initializers.
///
/// Nothing here checks the catalog's rules (a blank title, an unknown community): the reader has.
/// The buffers need only stay valid until the book is packed.
package struct BookParts {
    package var category: Category = .pictureBook
    package var year: Int?
    /// Each once, in vocabulary order (as a store keeps them).
    package var communities: [Community] = []
    package var awards: [Award] = []
    package var id = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    package var title = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    package var description = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    package var authors: [UnsafeBufferPointer<UInt8>] = []
    package var illustrators: [UnsafeBufferPointer<UInt8>] = []
    package var isbn: UnsafeBufferPointer<UInt8>?
    /// The values of the fields packed from their declarations.
    package var fields = FieldValues()

    /// Parts with no text yet (fill them in, and reuse them book after book: their lists keep their room).
    package init() {}
}

extension BookPacker {
    /// The book of `parts`, packed into the block being filled.
    package mutating func book(_ parts: BookParts) -> Book {
        append(BookBytes.packedCount(of: parts)) { BookBytes.write(parts, to: $0) }
    }
}
