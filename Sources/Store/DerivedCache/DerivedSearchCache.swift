import Catalog
import Foundation
import Search

/// A ready-made ``SearchIndex`` of a large catalog, kept in the data folder beside
/// ``DerivedCatalogCache`` so that a process (`bookdir search`) loads the folded text and the
/// tie-break order instead of folding and sorting every book again, and decodes only the books it
/// shows. Like the catalog cache it is only a cache: used when every check passes, rebuilt from
/// the catalog otherwise, and a failure to write it is ignored.
///
/// The file is `<data folder>/cache/search-<checksum of the catalog's path>.bin`: the header of
/// ``DerivedCacheFormat`` (magic `BKDRIDX`; so it names the catalog version by fingerprint and
/// content checksum, and holds a ``WideChecksum64`` of itself), then, little-endian, each part padded with
/// zero bytes to a multiple of eight:
///
/// | part | content |
/// |---|---|
/// | table | the code probe, the build identity, the byte length of the book records, of the folded text, the number of Character lengths, of fields with Character lengths, where the book records are (0: here, 1: in the catalog cache), the checksum of the catalog cache that holds them (or 0) (8 × UInt64) |
/// | books | every book as a ``BookRecord``, in the catalog's order; only when they are here |
/// | slots | for each slot, the index of its book (UInt32 each) |
/// | byte counts | ``SearchLayout``'s byte counts (256 × Int64) |
/// | layout | ``SearchLayout``'s block: field starts (3 × books + 1, UInt32 each); which fields have Character lengths (a bit each, in UInt64 words), the count of those before each word (UInt32 each) and where each one's lengths start (UInt32 each); Character lengths (UInt8 each); folded text |
///
/// The book records are most often not in this file but in the catalog cache (``DerivedCatalogCache``),
/// which holds the same records: a first search writes that file on a second thread while the index
/// is built, and this one only afterwards, so the records are written once, beside the index. The
/// table then names the catalog cache by the checksum its header holds, and the index is used only
/// when that file is there, holds as many books and records, and its content matches that checksum.
/// The records are here when the index holds books the catalog cache does not (accepted books), or
/// when the catalog cache could not be written or was not written with them.
///
/// The files are mapped into memory (``StableBytes``), not read: the index searches the folded text
/// and decodes the book records where they lie in the file.
///
/// The *code probe* is a checksum of the index this build of bookdir makes of a few fixed books
/// with every kind of text: a cache written by a build that folds or orders differently (another
/// version, or another Unicode library) is rebuilt. Running the probe costs about a millisecond, so
/// it is run only when the file was written by another build: the *build identity* (``BuildIdentity``)
/// names the executable that wrote it. The index is used only when the header, the
/// probe (or the build) and the checksum match and the parts fit together (every record decodes, the slots are
/// each book once, the layout is whole: see ``SearchLayout/init(owner:at:slotCount:lengthFieldCount:lengthsCount:textCount:byteCounts:)``).
struct DerivedSearchCache: Sendable {
    /// The header's magic (`BKDRIDX`) and format version.
    static let format = DerivedCacheFormat(magic: Array("BKDRIDX".utf8) + [0], version: 6)
    private static let tableSize = 64

    /// The cache file.
    let path: String
    /// The catalog cache of the same catalog, which may hold the book records.
    let catalogCachePath: String

    /// The search cache of the catalog at `catalogPath`, in `dataDirectory`/cache.
    init(catalogPath: String, dataDirectoryPath: String) {
        path = DerivedCatalogCache.path(kind: "search", catalogPath: catalogPath, dataDirectoryPath: dataDirectoryPath)
        catalogCachePath = DerivedCatalogCache(catalogPath: catalogPath, dataDirectoryPath: dataDirectoryPath).path
    }

    /// The cache file at `path`, whose book records may be in the catalog cache at `catalogCachePath`.
    init(path: String, catalogCachePath: String) {
        self.path = path
        self.catalogCachePath = catalogCachePath
    }

    /// Where a stored index's book records go.
    enum Records {
        /// Into the file (``DerivedCatalogCache/records(of:)`` of the index's books).
        case here
        /// Nowhere: they are the whole payload of the catalog cache whose header holds `checksum`
        /// (as ``DerivedCatalogCache/store(_:fingerprint:contentChecksum:)`` returned
        /// it), `length` bytes, the index's books in its order.
        case inCatalogCache(checksum: UInt64, length: Int)
    }

    /// The index stored for the catalog version with `fingerprint` and `contentChecksum`, or nil
    /// when there is no cache file or it is stale, damaged, unreadable or made by another build.
    ///
    /// A file that passed by its code probe (written by another build, say before an upgrade) is
    /// written again naming this build, so the next process skips the probe.
    func index(fingerprint: FileFingerprint, contentChecksum: UInt64) -> SearchIndex? {
        guard Self.isLittleEndian, let file = StableBytes.mapping(fileAt: path) else { return nil }
        var probed = false
        let catalogCachePath = catalogCachePath
        guard let index = Self.decode(file, fingerprint: fingerprint, contentChecksum: contentChecksum,
                                      catalogCache: { StableBytes.mapping(fileAt: catalogCachePath) },
                                      probe: { probed = true; return Self.codeProbe })
        else { return nil }
        if probed, let build = BuildIdentity.current {
            var bytes = Array(file.bytes)
            withUnsafeBytes(of: build.littleEndian) { bytes.replaceSubrange(Self.buildOffset ..< Self.buildOffset + 8, with: $0) }
            Self.format.seal(&bytes, fingerprint: fingerprint, contentChecksum: contentChecksum, count: index.indexedBooks.count)
            DerivedCatalogCache.write(bytes, to: path)
        }
        return index
    }

    /// Where the build identity lies in the file (the table's second word).
    static let buildOffset = DerivedCacheFormat.headerSize + 8

    /// Stores `index` as the index of the catalog version with `fingerprint` and `contentChecksum`,
    /// atomically; failures are ignored (the next load builds the index again). The file is
    /// written in pieces, as they lie in memory (the book records too, from where each book lies).
    /// `records` says where the book records go.
    func store(_ index: SearchIndex, records: Records = .here, fingerprint: FileFingerprint, contentChecksum: UInt64) {
        guard Self.isLittleEndian else { return }
        let payload = Payload(index, records: records)
        DerivedCatalogCache.write(to: path) { () throws(SystemCallFailure) in
            try Self.format.write(to: path, fingerprint: fingerprint, contentChecksum: contentChecksum, count: index.indexedBooks.count,
                                  payloadLength: payload.length) { (output: inout DerivedCacheFormat.Output) throws(SystemCallFailure) in
                var failure: SystemCallFailure?
                payload.forEachPiece { piece in
                    do throws(SystemCallFailure) { try output.append(piece) } catch { failure = error }
                    return failure == nil
                }
                if let failure { throw failure }
            }
        }
    }

    // MARK: - Encoding

    /// The cache file's bytes for `index` (the bytes ``store(_:records:fingerprint:contentChecksum:)`` writes).
    static func encode(_ index: SearchIndex, records: Records = .here, fingerprint: FileFingerprint, contentChecksum: UInt64) -> [UInt8] {
        let payload = Payload(index, records: records)
        var bytes = [UInt8](repeating: 0, count: DerivedCacheFormat.headerSize)
        bytes.reserveCapacity(DerivedCacheFormat.headerSize + payload.length)
        payload.forEachPiece { piece in
            bytes.append(contentsOf: piece)
            return true
        }
        format.seal(&bytes, fingerprint: fingerprint, contentChecksum: contentChecksum, count: index.indexedBooks.count)
        return bytes
    }

    /// The payload of the file of an index (see ``DerivedSearchCache``), read where it lies in
    /// the index: its books' records (when they are here), its slots and its layout.
    private struct Payload {
        let index: SearchIndex
        /// The books whose records are in this file (none when they are in the catalog cache).
        let books: [Book]
        /// The length of their records.
        let booksLength: Int
        let table: CacheWriter
        /// The payload's length in bytes.
        let length: Int

        /// The payload of `index`, whose book records go where `records` says.
        init(_ index: SearchIndex, records place: Records) {
            self.index = index
            let recordsLength: Int
            var catalogCacheChecksum: UInt64 = 0
            switch place {
            case .here:
                books = index.books
                booksLength = DerivedCatalogCache.recordsLength(of: books)
                recordsLength = booksLength
            case .inCatalogCache(let checksum, let length):
                books = []
                booksLength = 0
                recordsLength = length
                catalogCacheChecksum = checksum
            }
            let layout = index.layout
            var table = CacheWriter(reserved: 0, capacity: tableSize)
            table.integer(codeProbe)
            table.integer(BuildIdentity.current ?? 0)
            table.integer(UInt64(recordsLength))
            table.integer(UInt64(layout.text.count))
            table.integer(UInt64(layout.characterLengths.count))
            table.integer(UInt64(layout.lengthFieldCount))
            if case .here = place { table.integer(UInt64(0)) } else { table.integer(UInt64(1)) }
            table.integer(catalogCacheChecksum)
            self.table = table
            let parts = SearchLayout.BlockParts(slotCount: index.slotBooks.count, lengthFieldCount: layout.lengthFieldCount,
                                                lengthsCount: layout.characterLengths.count, textCount: layout.text.count)
            length = tableSize + paddedToEight(booksLength) + paddedToEight(4 * index.slotBooks.count) + 8 * 256 + parts.size
        }

        /// Calls `body` with each piece of the payload in turn (the numbers as they lie in memory:
        /// little-endian, as only a little-endian machine writes the file), until it returns false;
        /// returns whether every piece was taken.
        @discardableResult
        func forEachPiece(_ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
            func pieces<Value>(of values: [Value]) -> Bool { values.withUnsafeBytes(body) }
            func padding(after count: Int) -> Bool {
                withUnsafeBytes(of: UInt64(0)) { body(UnsafeRawBufferPointer(rebasing: $0[0 ..< paddedToEight(count) - count])) }
            }
            let layout = index.layout
            return pieces(of: table.bytes) && books.allSatisfy({ $0.withPackedBytes(body) }) && padding(after: booksLength)
                && pieces(of: index.slotBooks) && padding(after: 4 * index.slotBooks.count)
                && pieces(of: layout.byteCounts.map { Int64($0) })
                && layout.withBlockPieces { arrays, text in body(arrays) && body(text) && padding(after: text.count) }
        }
    }

    // MARK: - Decoding

    /// The index in a copy of `bytes` when every check passes (see ``DerivedSearchCache``), else nil;
    /// `catalogCache` is the catalog cache file's bytes, for a file whose book records are there.
    /// `build` is the running build's identity and `probe` works out its code probe, which is
    /// called only when the file names another build.
    static func decode(_ bytes: UnsafeRawBufferPointer, fingerprint: FileFingerprint, contentChecksum: UInt64,
                       catalogCache: [UInt8]? = nil,
                       build: UInt64? = BuildIdentity.current, probe: () -> UInt64 = { codeProbe }) -> SearchIndex? {
        guard isLittleEndian else { return nil }
        return decode(StableBytes(copying: bytes), fingerprint: fingerprint, contentChecksum: contentChecksum,
                      catalogCache: { catalogCache.map { bytes in bytes.withUnsafeBytes { StableBytes(copying: $0) } } },
                      build: build, probe: probe)
    }

    /// The index in `file` when every check passes, else nil; it keeps `file` (and the catalog
    /// cache, from `catalogCache`, when its book records are there) and reads its parts where they lie.
    private static func decode(_ file: StableBytes, fingerprint: FileFingerprint, contentChecksum: UInt64,
                               catalogCache: () -> StableBytes?,
                               build: UInt64? = BuildIdentity.current, probe: () -> UInt64 = { codeProbe }) -> SearchIndex? {
        let bytes = file.bytes
        let headerSize = DerivedCacheFormat.headerSize
        guard let header = format.header(in: bytes, fileSize: bytes.count, fingerprint: fingerprint, contentChecksum: contentChecksum),
              bytes.count >= headerSize + tableSize
        else { return nil }
        var table = CacheReader(bytes: UnsafeRawBufferPointer(rebasing: bytes[headerSize ..< headerSize + tableSize]))
        let payloadLength = bytes.count - headerSize
        let count = header.count
        guard let storedProbe = table.integer(UInt64.self), let storedBuild = table.integer(UInt64.self),
              (build != nil && storedBuild == build) || storedProbe == probe(),
              let records = table.integer(UInt64.self),
              let textCount = table.integer(UInt64.self), textCount <= UInt64(payloadLength),
              let lengthsCount = table.integer(UInt64.self), lengthsCount <= UInt64(payloadLength),
              let lengthFieldCount = table.integer(UInt64.self), lengthFieldCount <= UInt64(payloadLength),
              let place = table.integer(UInt64.self), place <= 1, let catalogCacheChecksum = table.integer(UInt64.self),
              place == 1 || catalogCacheChecksum == 0,
              // Records here lie within this file's payload; records in the catalog cache are
              // checked against that file's payload below (they are often longer than this file).
              records <= UInt64(place == 0 ? payloadLength : Int.max / 2),
              count <= Int(records) / BookRecord.minimumSize
        else { return nil }
        let recordsHere = place == 0
        let recordsStart = headerSize + tableSize
        let slotsStart = recordsStart + (recordsHere ? paddedToEight(Int(records)) : 0)
        let byteCountsStart = slotsStart + paddedToEight(4 * count)
        let layoutStart = byteCountsStart + 8 * 256
        let parts = SearchLayout.BlockParts(slotCount: count, lengthFieldCount: Int(lengthFieldCount), lengthsCount: Int(lengthsCount),
                                            textCount: Int(textCount))
        guard layoutStart + parts.size == bytes.count else { return nil }

        guard format.checksum(ofFile: bytes) == header.checksum,
              !recordsHere || bytes[recordsStart + Int(records) ..< slotsStart].allSatisfy({ $0 == 0 }),
              bytes[slotsStart + 4 * count ..< byteCountsStart].allSatisfy({ $0 == 0 })
        else { return nil }
        // The book records: here, or the payload of the catalog cache this file names.
        let recordsOwner: StableBytes
        let recordBytes: UnsafeRawBufferPointer
        if recordsHere {
            recordsOwner = file
            recordBytes = UnsafeRawBufferPointer(rebasing: bytes[recordsStart ..< recordsStart + Int(records)])
        } else {
            guard let catalogCache = catalogCache(),
                  let payload = DerivedCatalogCache.format.payload(ofFile: catalogCache.bytes, sealedWith: catalogCacheChecksum, count: count),
                  payload.count == Int(records)
            else { return nil }
            recordsOwner = catalogCache
            recordBytes = payload
        }
        let slotBooks = Array(file.view(of: UInt32.self, at: slotsStart, count: count))
        let byteCounts = file.view(of: Int64.self, at: byteCountsStart, count: 256).map { Int($0) }
        guard isPermutation(slotBooks),
              let books = IndexedBooks.records(recordBytes, in: recordsOwner, count: count),
              let layout = SearchLayout(owner: file, at: layoutStart, slotCount: count, lengthFieldCount: Int(lengthFieldCount),
                                        lengthsCount: Int(lengthsCount), textCount: Int(textCount), byteCounts: byteCounts)
        else { return nil }
        return SearchIndex(books: books, slotBooks: slotBooks, layout: layout)
    }

    /// Whether `slots` holds each of 0 ..< its count once.
    private static func isPermutation(_ slots: [UInt32]) -> Bool {
        var seen = [Bool](repeating: false, count: slots.count)
        for slot in slots {
            guard Int(slot) < slots.count, !seen[Int(slot)] else { return false }
            seen[Int(slot)] = true
        }
        return true
    }

    private static func paddedToEight(_ count: Int) -> Int { (count + 7) / 8 * 8 }

    private static var isLittleEndian: Bool { UInt16(1).littleEndian == 1 }
}
