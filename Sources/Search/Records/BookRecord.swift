import Catalog

/// One book in a derived cache file: the book's packed bytes as ``Book`` holds them (its category,
/// flags, year, communities and awards, then id, title, description, authors, illustrators and
/// ISBN; see `BookBytes` in Catalog). A record is self-delimiting, and reading one is one copy.
package enum BookRecord {
    /// The fewest bytes a record takes: the category, the flags, two empty lists, three empty
    /// strings and two empty lists of people.
    package static let minimumSize = 9

    /// Appends the record of `book`.
    package static func append(_ book: Book, to writer: inout CacheWriter) {
        book.withPackedBytes { writer.bytes.append(contentsOf: $0) }
    }

    /// The book of the record at the reader's offset, or nil when it is not a whole valid record.
    package static func read(from reader: inout CacheReader) -> Book? {
        guard let length = length(at: reader) else { return nil }
        return Book(packed: reader.bytes(length))
    }

    /// ``read(from:)`` for one of many books: `packer` packs it into the block it is filling.
    package static func read(from reader: inout CacheReader, packer: inout BookPacker) -> Book? {
        guard let length = length(at: reader) else { return nil }
        return packer.book(packed: reader.bytes(length))
    }

    /// Steps over the record at the reader's offset, checking it as ``read(from:)`` does; false
    /// when it is not a whole valid record.
    static func skip(in reader: inout CacheReader) -> Bool {
        guard let length = length(at: reader) else { return false }
        reader.offset += length
        return true
    }

    /// The length of the valid record at the reader's offset.
    private static func length(at reader: CacheReader) -> Int? {
        Book.packedLength(in: UnsafeRawBufferPointer(rebasing: reader.remaining))
    }
}

extension BookRecord {
    /// Appends to `facets` those of the record at the reader's offset (checked when it was
    /// loaded), stepping over it without making its strings; false when it is not a whole valid record.
    package static func appendFacets(from reader: inout CacheReader, to facets: inout BookFacets) -> Bool {
        guard let length = length(at: reader) else { return false }
        facets.append(Book.packedFacets(in: reader.bytes(length)))
        return true
    }
}
