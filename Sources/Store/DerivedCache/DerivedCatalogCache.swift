import Catalog
import Search
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
/// The file is `<data folder>/cache/catalog-<checksum of the catalog's path>.bin`: the header of
/// ``DerivedCacheFormat`` (magic `BKDRCAT`), then each book as a ``BookRecord``.
///
/// It is used only when the magic, version, fingerprint, content checksum, length, book count and
/// checksum all match and the payload decodes exactly; so a stale or damaged file is never used.
struct DerivedCatalogCache: Sendable {
    /// The header's magic (`BKDRCAT`) and format version.
    static let format = DerivedCacheFormat(magic: Array("BKDRCAT".utf8) + [0], version: 4)
    /// Where the book records start.
    static let headerSize = DerivedCacheFormat.headerSize
    /// Catalog files smaller than this are decoded directly: their JSON is fast enough. From this
    /// size on (about 300 books) reading the cache and its ready-made index beats parsing and
    /// indexing: at 1k books `bookdir search` took 15.4 ms without it and 10.4 ms with it.
    static let defaultMinimumCatalogSize: Int64 = 1 << 17

    /// The cache file.
    let path: String

    /// The cache of the catalog at `catalogPath`, in `dataDirectoryPath`/cache.
    init(catalogPath: String, dataDirectoryPath: String) {
        path = Self.path(kind: "catalog", catalogPath: catalogPath, dataDirectoryPath: dataDirectoryPath)
    }

    /// The cache file at `path` (a database's: ``DatabaseCatalogCache``).
    init(path: String) {
        self.path = path
    }

    /// `dataDirectoryPath`/cache/`kind`-`<checksum of the catalog's standardized absolute path, 16 hex digits>`.bin.
    static func path(kind: String, catalogPath: String, dataDirectoryPath: String) -> String {
        let absolute = FilePath.standardized(FilePath.absolute(catalogPath))
        let name = Array(absolute.utf8).withUnsafeBytes { Checksum64.of($0) }
        let hex = String(name, radix: 16)
        return FilePath.joined(FilePath.joined(dataDirectoryPath, "cache"), kind + "-" + String(repeating: "0", count: 16 - hex.count) + hex + ".bin")
    }

    /// The books stored for the catalog version with `fingerprint` and `contentChecksum`, or `nil`
    /// when there is no cache file or it is stale, damaged or unreadable.
    func books(fingerprint: FileFingerprint, contentChecksum: UInt64) -> [Book]? {
        guard let bytes = Self.readFile(path) else { return nil }
        return bytes.withUnsafeBytes { Self.decode($0, fingerprint: fingerprint, contentChecksum: contentChecksum) }
    }

    /// Stores `books` as the content of the catalog version with `fingerprint` and
    /// `contentChecksum`, atomically; failures are ignored (the next load decodes the JSON again).
    /// Returns the checksum the file's header holds (by which ``DerivedSearchCache`` names the file
    /// that holds its books), or nil when the file could not be written.
    ///
    /// The records go from where the books lie into the file, through the writer's buffer: they
    /// are not put together first (at a million books that was 229 MB of fresh memory to clear).
    @discardableResult
    func store(_ books: [Book], fingerprint: FileFingerprint, contentChecksum: UInt64) -> UInt64? {
        var written: UInt64?
        Self.write(to: path) { () throws(SystemCallFailure) in
            written = try Self.format.write(to: path, fingerprint: fingerprint, contentChecksum: contentChecksum, count: books.count,
                                            payloadLength: Self.recordsLength(of: books)) { (output: inout DerivedCacheFormat.Output) throws(SystemCallFailure) in
                try Self.appendRecords(of: books, to: &output)
            }
        }
        return written
    }

    /// The checksum the header of the cache file holds when the file is of the catalog version
    /// with `fingerprint` and `contentChecksum` and holds `count` books in `recordsLength` bytes of
    /// records, as a file written for that version from its books does; else nil. Only the header
    /// is read: a ``DerivedSearchCache`` naming the file checks its whole content when it is read.
    func sealedChecksum(fingerprint: FileFingerprint, contentChecksum: UInt64, count: Int, recordsLength: Int) -> UInt64? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        var header = [UInt8](repeating: 0, count: Self.headerSize)
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == Self.headerSize + recordsLength,
              header.withUnsafeMutableBytes({ pread(descriptor, $0.baseAddress, $0.count, 0) }) == Self.headerSize,
              let read = header.withUnsafeBytes({ Self.format.header(in: $0, fileSize: Int(info.st_size), fingerprint: fingerprint,
                                                                       contentChecksum: contentChecksum) }),
              read.count == count
        else { return nil }
        return read.checksum
    }

    /// The length of the ``records(of:)`` of `books`.
    static func recordsLength(of books: [Book]) -> Int {
        books.reduce(0) { $0 + $1.packedByteCount }
    }

    /// Appends the ``records(of:)`` of `books` to `output`, each from where the book lies.
    static func appendRecords(of books: [Book], to output: inout DerivedCacheFormat.Output) throws(SystemCallFailure) {
        for book in books {
            var failure: SystemCallFailure?
            book.withPackedBytes { bytes in
                do throws(SystemCallFailure) { try output.append(bytes) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    /// Writes the cache file `bytes` to `path` atomically, creating its folder; failures are ignored.
    static func write(_ bytes: [UInt8], to path: String) {
        write(to: path) { () throws(SystemCallFailure) in
            try AtomicFile.write(to: path, durability: .checkedByReaders) { (output: inout AtomicFile.Output) throws(SystemCallFailure) in
                try output.append(contentsOf: bytes)
            }
        }
    }

    /// Creates the folder of the cache file `path`, removes what writers of it that were killed
    /// mid-write left, then runs `write`; failures are ignored (a derived cache is made again by
    /// the next load). The file is not flushed to disk: a reader checks its length and checksum,
    /// so one cut short by a crash is never used.
    static func write(to path: String, _ write: () throws(SystemCallFailure) -> Void) {
        let folder = (path as NSString).deletingLastPathComponent
        do throws(SystemCallFailure) {
            try DataDirectory.create(path: folder)
            AtomicFile.removeLeftoversOfEndedProcesses(of: path)
            try write()
        } catch {
            return
        }
    }

    /// The checksum of a catalog file's whole content `bytes`, as the caches' headers hold it (a
    /// ``WideChecksum64``: a catalog of a million books is 370 MB to go through).
    static func contentChecksum(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var checksum = WideChecksum64()
        checksum.update(bytes)
        return checksum.value
    }

    /// The ``contentChecksum(of:)`` of the file at `path`, read in pieces; `nil` when it cannot be read.
    static func contentChecksum(ofFileAt path: String) -> UInt64? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var checksum = WideChecksum64()
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
                // Pieces stay multiples of 32 bytes until the last one.
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
        var bytes = [UInt8](repeating: 0, count: headerSize) + records(of: books).bytes
        format.seal(&bytes, fingerprint: fingerprint, contentChecksum: contentChecksum, count: books.count)
        return bytes
    }

    /// The payload for `books`: each as a ``BookRecord``.
    static func records(of books: [Book]) -> CacheWriter {
        var writer = CacheWriter(reserved: 0, capacity: books.count * 256)
        for book in books { BookRecord.append(book, to: &writer) }
        return writer
    }

    // MARK: - Decoding

    /// The books in `bytes` when every check passes (see ``DerivedCatalogCache``), else `nil`.
    static func decode(_ bytes: UnsafeRawBufferPointer, fingerprint: FileFingerprint, contentChecksum: UInt64) -> [Book]? {
        guard let header = format.header(in: bytes, fileSize: bytes.count, fingerprint: fingerprint, contentChecksum: contentChecksum)
        else { return nil }
        guard format.checksum(ofFile: bytes) == header.checksum, header.count <= (bytes.count - headerSize) / BookRecord.minimumSize else { return nil }

        var reader = CacheReader(bytes: bytes)
        reader.offset = headerSize
        var books: [Book] = []
        books.reserveCapacity(header.count)
        var packer = BookPacker()
        for _ in 0 ..< header.count {
            guard let book = BookRecord.read(from: &reader, packer: &packer) else { return nil }
            books.append(book)
        }
        return reader.isAtEnd ? books : nil
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
