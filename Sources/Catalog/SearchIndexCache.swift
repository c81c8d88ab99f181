import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ready-made ``SearchIndex`` of a large catalog, kept in the data folder beside
/// ``CatalogBinaryCache`` so that a process (`bookdir search`) loads the folded text and the
/// tie-break order instead of folding and sorting every book again, and decodes only the books it
/// shows. Like the catalog cache it is only a cache: used when every check passes, rebuilt from
/// the catalog otherwise, and a failure to write it is ignored.
///
/// The file is `<data folder>/cache/search-<checksum of the catalog's path>.bin`: the header of
/// ``DerivedCacheFormat`` (magic `BKDRIDX`; so it names the catalog version by fingerprint and
/// content checksum, and holds a checksum of itself), then, little-endian, each part padded with
/// zero bytes to a multiple of eight:
///
/// | part | content |
/// |---|---|
/// | table | the code probe, the byte length of the book records, of the folded text, the number of Character lengths (4 × UInt64) |
/// | books | every book as a ``BookRecord``, in the catalog's order |
/// | slots | for each slot, the index of its book (UInt32 each) |
/// | field starts | ``SearchLayout``'s field starts (3 × books + 1, UInt32 each) |
/// | length starts | ``SearchLayout``'s Character length starts (3 × books + 1, Int32 each) |
/// | byte counts | ``SearchLayout``'s byte counts (256 × Int64) |
/// | Character lengths | ``SearchLayout``'s Character lengths (UInt8 each) |
/// | text | ``SearchLayout``'s folded text |
///
/// The *code probe* is a checksum of the index this build of bookdir makes of a few fixed books
/// with every kind of text: a cache written by a build that folds or orders differently (another
/// version, or another Unicode library) is rebuilt. The index is used only when the header, the
/// probe and the checksum match and the parts fit together (every record decodes, the slots are
/// each book once, the layout is whole: see ``SearchLayout/init(text:fieldStarts:lengthStarts:characterLengths:byteCounts:)``).
struct SearchIndexCache: Sendable {
    /// The header's magic (`BKDRIDX`) and format version.
    static let format = DerivedCacheFormat(magic: Array("BKDRIDX".utf8) + [0], version: 1)
    private static let tableSize = 32

    /// The cache file.
    let path: String

    /// The search cache of the catalog at `catalogPath`, in `dataDirectory`/cache.
    init(catalogPath: String, dataDirectory: URL) {
        path = CatalogBinaryCache.path(kind: "search", catalogPath: catalogPath, dataDirectory: dataDirectory)
    }

    /// The index stored for the catalog version with `fingerprint` and `contentChecksum`, or nil
    /// when there is no cache file or it is stale, damaged, unreadable or made by another build.
    func index(fingerprint: FileFingerprint, contentChecksum: UInt64) -> SearchIndex? {
        guard Self.isLittleEndian else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= Int64(Int.max / 2) else { return nil }
        return Self.decode(fileSize: Int(info.st_size), fingerprint: fingerprint, contentChecksum: contentChecksum) { buffer in
            Self.readAll(descriptor, into: buffer)
        }
    }

    /// Stores `index` as the index of the catalog version with `fingerprint` and `contentChecksum`,
    /// atomically; failures are ignored (the next load builds the index again).
    func store(_ index: SearchIndex, fingerprint: FileFingerprint, contentChecksum: UInt64) {
        guard Self.isLittleEndian else { return }
        CatalogBinaryCache.write(Self.encode(index, fingerprint: fingerprint, contentChecksum: contentChecksum), to: path)
    }

    // MARK: - Encoding

    /// The cache file's bytes for `index`.
    static func encode(_ index: SearchIndex, fingerprint: FileFingerprint, contentChecksum: UInt64) -> [UInt8] {
        var books = CacheWriter(reserved: 0, capacity: index.indexedBooks.count * 256)
        for book in index.books { BookRecord.append(book, to: &books) }
        let layout = index.layout
        var writer = CacheWriter(reserved: DerivedCacheFormat.headerSize,
                                 capacity: DerivedCacheFormat.headerSize + books.bytes.count + 2 * layout.text.count + 16 * layout.fieldStarts.count)
        writer.integer(codeProbe)
        writer.integer(UInt64(books.bytes.count))
        writer.integer(UInt64(layout.text.count))
        writer.integer(UInt64(layout.characterLengths.count))
        func append<T: FixedWidthInteger>(_ values: [T]) {
            for value in values { writer.integer(value) }
            writer.padToEightBytes()
        }
        writer.bytes.append(contentsOf: books.bytes)
        writer.padToEightBytes()
        append(index.slotBooks)
        append(layout.fieldStarts)
        append(layout.lengthStarts)
        append(layout.byteCounts.map { Int64($0) })
        writer.bytes.append(contentsOf: layout.characterLengths)
        writer.padToEightBytes()
        writer.bytes.append(contentsOf: layout.text)
        writer.padToEightBytes()
        format.seal(&writer.bytes, fingerprint: fingerprint, contentChecksum: contentChecksum, count: index.indexedBooks.count)
        return writer.bytes
    }

    // MARK: - Decoding

    /// The index in `bytes` when every check passes (see ``SearchIndexCache``), else nil.
    static func decode(_ bytes: UnsafeRawBufferPointer, fingerprint: FileFingerprint, contentChecksum: UInt64) -> SearchIndex? {
        guard isLittleEndian else { return nil }
        var offset = 0
        return decode(fileSize: bytes.count, fingerprint: fingerprint, contentChecksum: contentChecksum) { buffer in
            guard buffer.count <= bytes.count - offset else { return false }
            if buffer.count > 0 { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset ..< offset + buffer.count])) }
            offset += buffer.count
            return true
        }
    }

    /// The index in a file of `fileSize` bytes whose bytes `fill` reads in order (filling the
    /// whole buffer it is given, or returning false), when every check passes; else nil.
    /// Each part is read straight into the array that keeps it.
    private static func decode(fileSize: Int, fingerprint: FileFingerprint, contentChecksum: UInt64,
                               fill: (UnsafeMutableRawBufferPointer) -> Bool) -> SearchIndex? {
        var checksum = Checksum64()
        var allZeroPadding = true
        /// The next `count` values of `T`, then the padding to eight bytes (zero), all added to the checksum.
        func part<T: FixedWidthInteger>(_ type: T.Type, count: Int) -> [T]? {
            let byteCount = count * MemoryLayout<T>.stride
            let padded = paddedToEight(byteCount)
            var filled = false
            let values = [T](unsafeUninitializedCapacity: max(1, padded / MemoryLayout<T>.stride)) { buffer, initialized in
                let raw = UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(buffer.baseAddress), count: padded)
                filled = fill(raw)
                if filled {
                    checksum.update(UnsafeRawBufferPointer(raw))
                    allZeroPadding = allZeroPadding && raw[byteCount ..< padded].allSatisfy { $0 == 0 }
                }
                initialized = filled ? count : 0
            }
            return filled ? values : nil
        }

        guard let head = part(UInt8.self, count: DerivedCacheFormat.headerSize),
              let header = head.withUnsafeBytes({ format.header(in: $0, fileSize: fileSize, fingerprint: fingerprint, contentChecksum: contentChecksum) })
        else { return nil }
        // The checksum covers the header but its last eight bytes (the checksum itself).
        checksum = Checksum64()
        head.withUnsafeBytes { checksum.update(UnsafeRawBufferPointer(rebasing: $0[0 ..< DerivedCacheFormat.checkedHeaderSize])) }

        let payloadLength = fileSize - DerivedCacheFormat.headerSize
        let count = header.count
        guard let table = part(UInt64.self, count: tableSize / 8), table[0] == codeProbe,
              table[1] <= UInt64(payloadLength), table[2] <= UInt64(payloadLength), table[3] <= UInt64(payloadLength),
              count <= payloadLength / BookRecord.minimumSize
        else { return nil }
        let (recordsLength, textLength, lengthsCount) = (Int(table[1]), Int(table[2]), Int(table[3]))
        let expected = tableSize + paddedToEight(recordsLength) + paddedToEight(4 * count) + 2 * paddedToEight(4 * (3 * count + 1))
            + 8 * 256 + paddedToEight(lengthsCount) + paddedToEight(textLength)
        guard expected == payloadLength,
              let records = part(UInt8.self, count: recordsLength),
              let slotBooks = part(UInt32.self, count: count),
              let fieldStarts = part(UInt32.self, count: 3 * count + 1),
              let lengthStarts = part(Int32.self, count: 3 * count + 1),
              let byteCounts = part(Int64.self, count: 256),
              let characterLengths = part(UInt8.self, count: lengthsCount),
              let text = part(UInt8.self, count: textLength),
              allZeroPadding, checksum.value == header.checksum,
              isPermutation(slotBooks),
              let books = IndexedBooks.records(records, count: count),
              let layout = SearchLayout(text: text, fieldStarts: fieldStarts, lengthStarts: lengthStarts,
                                        characterLengths: characterLengths, byteCounts: byteCounts.map { Int($0) })
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
        for value in layout.fieldStarts { writer.integer(value) }
        for value in layout.lengthStarts { writer.integer(value) }
        writer.bytes.append(contentsOf: layout.characterLengths)
        writer.bytes.append(contentsOf: layout.text)
        return writer.bytes.withUnsafeBytes { Checksum64.of($0) }
    }()

    // MARK: - Reading the file

    /// Fills `buffer` from `descriptor`; false when the file ends first or cannot be read.
    private static func readAll(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            filled += count
        }
        return true
    }
}
