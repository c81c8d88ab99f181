import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A derived copy of a catalog's books in a compact binary form, kept in the data folder so that
/// a large catalog loads without decoding its JSON again. It is only a cache: it is used when
/// every check passes, rebuilt from the JSON otherwise, and a failure to write it is ignored.
///
/// The file is `<data folder>/cache/catalog-<checksum of the catalog's path>.bin`, little-endian:
///
/// | offset | content |
/// |---|---|
/// | 0 | magic `BKDRCAT` and a zero byte |
/// | 8 | format version (UInt32), zero (UInt32) |
/// | 16 | the catalog file's fingerprint: device, inode, size, modification and change times (7 × Int64) |
/// | 72 | checksum of the catalog file's content |
/// | 80 | number of books |
/// | 88 | payload length in bytes |
/// | 96 | checksum of bytes 0 ..< 96 and of the payload |
/// | 104 | payload: per book id, title, author, description (UInt32 length, UTF-8), category (UInt8), flags (UInt8: 1 year, 2 ISBN), year (Int64, when flagged), ISBN (UInt32 length, UTF-8, when flagged) |
///
/// It is used only when the magic, version, fingerprint, content checksum, length, book count and
/// checksum all match and the payload decodes exactly; so a stale or damaged file is never used.
struct CatalogBinaryCache: Sendable {
    static let magic: [UInt8] = Array("BKDRCAT".utf8) + [0]
    /// Changes whenever the layout changes, so older files are rebuilt.
    static let formatVersion: UInt32 = 1
    static let headerSize = 104
    /// Catalog files smaller than this are decoded directly: their JSON is fast enough.
    static let defaultMinimumCatalogSize: Int64 = 1 << 20

    /// The cache file.
    let path: String

    /// The cache of the catalog at `catalogPath`, in `dataDirectory`/cache.
    init(catalogPath: String, dataDirectory: URL) {
        let absolute = URL(fileURLWithPath: catalogPath).standardizedFileURL.path
        let name = Array(absolute.utf8).withUnsafeBytes { Checksum64.of($0) }
        let hex = String(name, radix: 16)
        path = dataDirectory.appendingPathComponent("cache").appendingPathComponent(
            "catalog-" + String(repeating: "0", count: 16 - hex.count) + hex + ".bin").path
    }

    /// The books stored for the catalog version with `fingerprint` and `contentChecksum`, or `nil`
    /// when there is no cache file or it is stale, damaged or unreadable.
    func books(fingerprint: FileFingerprint, contentChecksum: UInt64) -> [Book]? {
        guard let bytes = Self.readFile(path) else { return nil }
        return bytes.withUnsafeBytes { Self.decode($0, fingerprint: fingerprint, contentChecksum: contentChecksum) }
    }

    /// Stores `books` as the content of the catalog version with `fingerprint` and
    /// `contentChecksum`, atomically; failures are ignored (the next load decodes the JSON again).
    func store(_ books: [Book], fingerprint: FileFingerprint, contentChecksum: UInt64) {
        let bytes = Self.encode(books, fingerprint: fingerprint, contentChecksum: contentChecksum)
        let folder = (path as NSString).deletingLastPathComponent
        do throws(SystemCallFailure) {
            try DataDirectory.create(path: folder)
            try AtomicFile.write(bytes, to: path)
        } catch {
            return
        }
    }

    /// The checksum of the whole content of the file at `path`, read in pieces; `nil` when it cannot be read.
    static func contentChecksum(ofFileAt path: String) -> UInt64? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var checksum = Checksum64()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 8)
        defer { buffer.deallocate() }
        var filled = 0
        while true {
            let count = Self.readBytes(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            filled += count
            if count == 0 || filled == buffer.count {
                // Pieces stay multiples of eight bytes until the last one.
                checksum.update(UnsafeRawBufferPointer(rebasing: buffer[0 ..< filled]))
                if count == 0 { break }
                filled = 0
            }
        }
        return checksum.value
    }

    // MARK: - Encoding

    /// The cache file's bytes for `books`.
    static func encode(_ books: [Book], fingerprint: FileFingerprint, contentChecksum: UInt64) -> [UInt8] {
        // One array: the header's place first, the payload after it, then the header filled in.
        var bytes = [UInt8](repeating: 0, count: headerSize)
        bytes.reserveCapacity(headerSize + books.count * 256)
        for book in books {
            for field in [book.id, book.title, book.author, book.description] { appendString(field, to: &bytes) }
            bytes.append(UInt8(Category.allCases.firstIndex(of: book.category)!))
            bytes.append((book.year == nil ? 0 : 1) | (book.isbn == nil ? 0 : 2))
            if let year = book.year { appendInteger(UInt64(bitPattern: Int64(year)), to: &bytes) }
            if let isbn = book.isbn { appendString(isbn, to: &bytes) }
        }
        var header = magic
        appendInteger(formatVersion, to: &header)
        appendInteger(UInt32(0), to: &header)
        for value in fingerprintValues(fingerprint) { appendInteger(value, to: &header) }
        appendInteger(contentChecksum, to: &header)
        appendInteger(UInt64(books.count), to: &header)
        appendInteger(UInt64(bytes.count - headerSize), to: &header)
        var checksum = Checksum64()
        header.withUnsafeBytes { checksum.update($0) }
        bytes.withUnsafeBytes { checksum.update(UnsafeRawBufferPointer(rebasing: $0[headerSize...])) }
        appendInteger(checksum.value, to: &header)
        bytes.withUnsafeMutableBufferPointer { all in
            for offset in 0 ..< headerSize { all[offset] = header[offset] }
        }
        return bytes
    }

    private static func fingerprintValues(_ fingerprint: FileFingerprint) -> [UInt64] {
        [
            fingerprint.device, fingerprint.inode, UInt64(bitPattern: fingerprint.size),
            UInt64(bitPattern: Int64(fingerprint.modifiedSeconds)), UInt64(bitPattern: Int64(fingerprint.modifiedNanoseconds)),
            UInt64(bitPattern: Int64(fingerprint.changedSeconds)), UInt64(bitPattern: Int64(fingerprint.changedNanoseconds)),
        ]
    }

    private static func appendInteger<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func appendString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            appendInteger(UInt32(utf8.count), to: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }

    // MARK: - Decoding

    /// The books in `bytes` when every check passes (see ``CatalogBinaryCache``), else `nil`.
    static func decode(_ bytes: UnsafeRawBufferPointer, fingerprint: FileFingerprint, contentChecksum: UInt64) -> [Book]? {
        var reader = Reader(bytes: bytes)
        guard bytes.count >= headerSize,
              reader.bytes(magic.count).elementsEqual(magic),
              reader.integer(UInt32.self) == formatVersion,
              reader.integer(UInt32.self) == 0,
              fingerprintValues(fingerprint).allSatisfy({ reader.integer(UInt64.self) == $0 }),
              reader.integer(UInt64.self) == contentChecksum,
              let count = reader.integer(UInt64.self).map(Int.init(truncatingIfNeeded:)),
              let payloadLength = reader.integer(UInt64.self),
              payloadLength == UInt64(bytes.count - headerSize),
              let stored = reader.integer(UInt64.self)
        else { return nil }
        var checksum = Checksum64()
        checksum.update(UnsafeRawBufferPointer(rebasing: bytes[0 ..< headerSize - 8]))
        checksum.update(UnsafeRawBufferPointer(rebasing: bytes[headerSize...]))
        guard checksum.value == stored, count >= 0, count <= (bytes.count - headerSize) / 18 else { return nil }

        var books: [Book] = []
        books.reserveCapacity(count)
        let categories = Category.allCases
        for _ in 0 ..< count {
            guard let id = reader.string(), let title = reader.string(), let author = reader.string(),
                  let description = reader.string(),
                  let categoryIndex = reader.integer(UInt8.self), Int(categoryIndex) < categories.count,
                  let flags = reader.integer(UInt8.self), flags & ~3 == 0
            else { return nil }
            var year: Int?
            var isbn: String?
            if flags & 1 != 0 {
                guard let value = reader.integer(UInt64.self) else { return nil }
                year = Int(Int64(bitPattern: value))
            }
            if flags & 2 != 0 {
                guard let value = reader.string() else { return nil }
                isbn = value
            }
            books.append(Book(id: id, title: title, author: author, category: categories[Int(categoryIndex)],
                              description: description, year: year, isbn: isbn))
        }
        return reader.isAtEnd ? books : nil
    }

    /// Reads values one after another, never past the end.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func bytes(_ count: Int) -> UnsafeRawBufferPointer {
            guard count <= bytes.count - offset else {
                offset = bytes.count
                return UnsafeRawBufferPointer(start: nil, count: 0)
            }
            defer { offset += count }
            return UnsafeRawBufferPointer(rebasing: bytes[offset ..< offset + count])
        }

        mutating func integer<T: FixedWidthInteger>(_ type: T.Type) -> T? {
            let size = MemoryLayout<T>.size
            guard size <= bytes.count - offset else { return nil }
            defer { offset += size }
            return T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
        }

        mutating func string() -> String? {
            guard let length = integer(UInt32.self).map(Int.init), length <= bytes.count - offset else { return nil }
            defer { offset += length }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset ..< offset + length]).assumingMemoryBound(to: UInt8.self), as: UTF8.self)
        }
    }

    // MARK: - Reading the file

    /// The whole content of the regular file at `path`, or `nil`.
    private static func readFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              info.st_size >= headerSize, info.st_size < Int(Int32.max) * 4
        else { return nil }
        let size = Int(info.st_size)
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var filled = 0
            while filled < size {
                let count = readBytes(descriptor, buffer.baseAddress! + filled, size - filled)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                filled += count
            }
            complete = filled == size
            initialized = filled
        }
        return complete ? bytes : nil
    }

    private static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        read(descriptor, buffer, count)
    }
}
