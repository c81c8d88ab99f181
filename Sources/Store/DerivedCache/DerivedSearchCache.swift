import Catalog
import Search
import Foundation

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
/// | table | the code probe, the build identity, the byte length of the book records, of the folded text, the number of Character lengths, of fields with Character lengths (6 × UInt64) |
/// | books | every book as a ``BookRecord``, in the catalog's order |
/// | slots | for each slot, the index of its book (UInt32 each) |
/// | byte counts | ``SearchLayout``'s byte counts (256 × Int64) |
/// | layout | ``SearchLayout``'s block: field starts (3 × books + 1, UInt32 each); which fields have Character lengths (a bit each, in UInt64 words), the count of those before each word (UInt32 each) and where each one's lengths start (UInt32 each); Character lengths (UInt8 each); folded text |
///
/// The file is mapped into memory (``StableBytes``), not read: the index searches the folded text
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
    static let format = DerivedCacheFormat(magic: Array("BKDRIDX".utf8) + [0], version: 5, wideChecksum: true)
    private static let tableSize = 48

    /// The cache file.
    let path: String

    /// The search cache of the catalog at `catalogPath`, in `dataDirectory`/cache.
    init(catalogPath: String, dataDirectoryPath: String) {
        path = DerivedCatalogCache.path(kind: "search", catalogPath: catalogPath, dataDirectoryPath: dataDirectoryPath)
    }

    /// The index stored for the catalog version with `fingerprint` and `contentChecksum`, or nil
    /// when there is no cache file or it is stale, damaged, unreadable or made by another build.
    ///
    /// A file that passed by its code probe (written by another build, say before an upgrade) is
    /// written again naming this build, so the next process skips the probe.
    func index(fingerprint: FileFingerprint, contentChecksum: UInt64) -> SearchIndex? {
        guard Self.isLittleEndian, let file = StableBytes.mapping(fileAt: path) else { return nil }
        var probed = false
        guard let index = Self.decode(file, fingerprint: fingerprint, contentChecksum: contentChecksum,
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
    /// written in pieces, as they lie in memory: only the book records are put together for it.
    /// `records`, when given, are the book records of `index.books` (``DerivedCatalogCache/records(of:)``), made already.
    func store(_ index: SearchIndex, records: CacheWriter? = nil, fingerprint: FileFingerprint, contentChecksum: UInt64) {
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

    /// The cache file's bytes for `index` (the bytes ``store(_:fingerprint:contentChecksum:)`` writes).
    static func encode(_ index: SearchIndex, fingerprint: FileFingerprint, contentChecksum: UInt64) -> [UInt8] {
        let payload = Payload(index)
        var bytes = [UInt8](repeating: 0, count: DerivedCacheFormat.headerSize)
        bytes.reserveCapacity(DerivedCacheFormat.headerSize + payload.length)
        payload.forEachPiece { piece in
            bytes.append(contentsOf: piece)
            return true
        }
        format.seal(&bytes, fingerprint: fingerprint, contentChecksum: contentChecksum, count: index.indexedBooks.count)
        return bytes
    }

    /// The payload of the file of an index (see ``DerivedSearchCache``): its book records, put
    /// together, and the rest read where it lies in the index.
    private struct Payload {
        let index: SearchIndex
        let records: CacheWriter
        let table: CacheWriter
        /// The payload's length in bytes.
        let length: Int

        /// The payload of `index`, whose book records are `records` when given.
        init(_ index: SearchIndex, records: CacheWriter? = nil) {
            self.index = index
            let records = records ?? DerivedCatalogCache.records(of: index.books)
            self.records = records
            let layout = index.layout
            var table = CacheWriter(reserved: 0, capacity: tableSize)
            table.integer(codeProbe)
            table.integer(BuildIdentity.current ?? 0)
            table.integer(UInt64(records.bytes.count))
            table.integer(UInt64(layout.text.count))
            table.integer(UInt64(layout.characterLengths.count))
            table.integer(UInt64(layout.lengthFieldCount))
            self.table = table
            let parts = SearchLayout.BlockParts(slotCount: index.slotBooks.count, lengthFieldCount: layout.lengthFieldCount,
                                                lengthsCount: layout.characterLengths.count, textCount: layout.text.count)
            length = tableSize + paddedToEight(records.bytes.count) + paddedToEight(4 * index.slotBooks.count) + 8 * 256 + parts.size
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
            return pieces(of: table.bytes) && pieces(of: records.bytes) && padding(after: records.bytes.count)
                && pieces(of: index.slotBooks) && padding(after: 4 * index.slotBooks.count)
                && pieces(of: layout.byteCounts.map { Int64($0) })
                && layout.withBlockPieces { arrays, text in body(arrays) && body(text) && padding(after: text.count) }
        }
    }

    // MARK: - Decoding

    /// The index in a copy of `bytes` when every check passes (see ``DerivedSearchCache``), else nil.
    /// `build` is the running build's identity and `probe` works out its code probe, which is
    /// called only when the file names another build.
    static func decode(_ bytes: UnsafeRawBufferPointer, fingerprint: FileFingerprint, contentChecksum: UInt64,
                       build: UInt64? = BuildIdentity.current, probe: () -> UInt64 = { codeProbe }) -> SearchIndex? {
        guard isLittleEndian else { return nil }
        return decode(StableBytes(copying: bytes), fingerprint: fingerprint, contentChecksum: contentChecksum, build: build, probe: probe)
    }

    /// The index in `file` when every check passes, else nil; it keeps `file` and reads its parts where they lie.
    private static func decode(_ file: StableBytes, fingerprint: FileFingerprint, contentChecksum: UInt64,
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
              let records = table.integer(UInt64.self), records <= UInt64(payloadLength),
              let textCount = table.integer(UInt64.self), textCount <= UInt64(payloadLength),
              let lengthsCount = table.integer(UInt64.self), lengthsCount <= UInt64(payloadLength),
              let lengthFieldCount = table.integer(UInt64.self), lengthFieldCount <= UInt64(payloadLength),
              count <= payloadLength / BookRecord.minimumSize
        else { return nil }
        let recordsStart = headerSize + tableSize
        let slotsStart = recordsStart + paddedToEight(Int(records))
        let byteCountsStart = slotsStart + paddedToEight(4 * count)
        let layoutStart = byteCountsStart + 8 * 256
        let parts = SearchLayout.BlockParts(slotCount: count, lengthFieldCount: Int(lengthFieldCount), lengthsCount: Int(lengthsCount),
                                            textCount: Int(textCount))
        guard layoutStart + parts.size == bytes.count else { return nil }

        guard format.checksum(ofFile: bytes) == header.checksum,
              bytes[recordsStart + Int(records) ..< slotsStart].allSatisfy({ $0 == 0 }),
              bytes[slotsStart + 4 * count ..< byteCountsStart].allSatisfy({ $0 == 0 })
        else { return nil }
        let slotBooks = Array(file.view(of: UInt32.self, at: slotsStart, count: count))
        let byteCounts = file.view(of: Int64.self, at: byteCountsStart, count: 256).map { Int($0) }
        guard isPermutation(slotBooks),
              let books = IndexedBooks.records(UnsafeRawBufferPointer(rebasing: bytes[recordsStart ..< recordsStart + Int(records)]),
                                               in: file, count: count),
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

    // MARK: - The code probe

    /// A checksum of the index this build makes of a few fixed books (folding of every kind of
    /// text, and the tie-break order), stored in the file: a file made by a build that folds or
    /// orders differently does not match.
    static let codeProbe: UInt64 = {
        let titles = ["Peña's Straße", "ﬁsh and Ｗｉｄｅ", "月亮的故事", "김민준의 하루", "Ünïcödé 🌙 e\u{301}",
                      "İstanbul ΣΊΣΥΦΟΣ", "Tab\there\nand\u{7}bell", "Nguyễn Trần", "Zoë Okafor", "the moon", "The Moon", ""]
        let books = titles.enumerated().map { number, title in
            Book(id: "probe-\(number)", title: title, author: titles[(number + 5) % titles.count],
                 category: Category.allCases[number % Category.allCases.count],
                 description: titles[(number + 7) % titles.count] + " " + title)
        }
        let index = SearchIndex(books: books)
        let layout = index.layout
        var writer = CacheWriter(reserved: 0, capacity: 4096)
        for value in index.slotBooks { writer.integer(value) }
        layout.withBlockPieces { arrays, text in
            writer.bytes.append(contentsOf: arrays)
            writer.bytes.append(contentsOf: text)
        }
        return writer.bytes.withUnsafeBytes { Checksum64.of($0) }
    }()
}
