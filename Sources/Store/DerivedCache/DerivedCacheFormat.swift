import Catalog
import Search
/// The header every derived cache file in `<data folder>/cache` starts with (``DerivedCatalogCache``,
/// ``DerivedSearchCache``): what kind of file it is, the catalog version it was derived from, and a
/// checksum of the whole file. Little-endian:
///
/// | offset | content |
/// |---|---|
/// | 0 | magic (8 bytes) |
/// | 8 | format version (UInt32), the book schema's fingerprint (UInt32, ``BookSchema/fingerprint``) |
/// | 16 | the catalog file's fingerprint: device, inode, size, modification and change times (7 × Int64) |
/// | 72 | checksum of the catalog file's content |
/// | 80 | number of books |
/// | 88 | payload length in bytes |
/// | 96 | checksum of bytes 0 ..< 96 and of the payload (a ``WideChecksum64``) |
/// | 104 | payload |
struct DerivedCacheFormat: Sendable {
    /// The header's length; the payload starts here.
    static let headerSize = 104
    /// The part of the header the checksum covers.
    static let checkedHeaderSize = 96

    /// The file kind's first eight bytes.
    let magic: [UInt8]
    /// Changes whenever the file kind's layout changes, so older files are rebuilt.
    let version: UInt32
    /// The fingerprint of the book schema the books were packed by: a new field or a reordered
    /// vocabulary changes it, so a cache of another schema is rebuilt, never misread.
    var schema: UInt32 = BookSchema.fingerprint

    /// The checksum of the whole file `bytes` (at least ``headerSize`` long) but the eight bytes that hold it.
    func checksum(ofFile bytes: UnsafeRawBufferPointer) -> UInt64 {
        let header = UnsafeRawBufferPointer(rebasing: bytes[0 ..< Self.checkedHeaderSize])
        let payload = UnsafeRawBufferPointer(rebasing: bytes[Self.headerSize...])
        var checksum = WideChecksum64()
        checksum.update(header)
        checksum.update(payload)
        return checksum.value
    }

    /// Fills in the header (the first ``headerSize`` bytes, left zero) of a file whose payload,
    /// from byte ``headerSize`` on, is written.
    func seal(_ bytes: inout [UInt8], fingerprint: FileFingerprint, contentChecksum: UInt64, count: Int) {
        let checked = checkedHeader(fingerprint: fingerprint, contentChecksum: contentChecksum, count: count,
                                    payloadLength: bytes.count - Self.headerSize)
        bytes.replaceSubrange(0 ..< Self.checkedHeaderSize, with: checked)
        let sum = bytes.withUnsafeBytes { checksum(ofFile: $0) }
        withUnsafeBytes(of: sum.littleEndian) { bytes.replaceSubrange(Self.checkedHeaderSize ..< Self.headerSize, with: $0) }
    }

    /// The header's first ``checkedHeaderSize`` bytes (all but the checksum).
    private func checkedHeader(fingerprint: FileFingerprint, contentChecksum: UInt64, count: Int, payloadLength: Int) -> [UInt8] {
        var header = CacheWriter(reserved: 0, capacity: Self.headerSize)
        header.bytes.append(contentsOf: magic)
        header.integer(version)
        header.integer(schema)
        for value in Self.fingerprintValues(fingerprint) { header.integer(value) }
        header.integer(contentChecksum)
        header.integer(UInt64(count))
        header.integer(UInt64(payloadLength))
        return header.bytes
    }

    /// Writes a file of this kind to `path` (atomically, not flushed to disk: see
    /// ``AtomicFile/Durability/checkedByReaders``) without putting it together in memory: the
    /// header, then the `payloadLength` bytes `fill` appends, checksummed as they pass. The same
    /// bytes as ``seal(_:fingerprint:contentChecksum:count:)`` over the whole file. Returns the
    /// checksum the header holds.
    @discardableResult
    func write(to path: String, fingerprint: FileFingerprint, contentChecksum: UInt64, count: Int, payloadLength: Int,
               _ fill: (inout Output) throws(SystemCallFailure) -> Void) throws(SystemCallFailure) -> UInt64 {
        let checked = checkedHeader(fingerprint: fingerprint, contentChecksum: contentChecksum, count: count, payloadLength: payloadLength)
        var written: UInt64 = 0
        try AtomicFile.write(to: path, durability: .checkedByReaders) { (file: inout AtomicFile.Output) throws(SystemCallFailure) in
            var output = Output(file: file)
            try output.append(contentsOf: checked)
            // The checksum's own place, filled in last.
            try withUnsafeBytes(of: UInt64(0)) { (zero: UnsafeRawBufferPointer) throws(SystemCallFailure) in try output.appendUnchecked(zero) }
            try fill(&output)
            let checksum = try output.finish()
            precondition(output.count == Self.headerSize + payloadLength, "DerivedCacheFormat: the payload is not as long as announced")
            try withUnsafeBytes(of: checksum.littleEndian) { (bytes: UnsafeRawBufferPointer) throws(SystemCallFailure) in
                try output.file.overwrite(bytes, at: Self.checkedHeaderSize)
            }
            written = checksum
        }
        return written
    }

    /// A cache file being written: its bytes go out in large pieces and into its checksum.
    struct Output {
        fileprivate var file: AtomicFile.Output
        private var checksum = WideChecksum64()
        /// Bytes held back until there are ``bufferSize`` of them (a multiple of 32, as the checksum wants).
        private var buffer: [UInt8] = []
        private static let bufferSize = 1 << 20
        /// The number of bytes appended so far.
        private(set) var count = 0

        fileprivate init(file: AtomicFile.Output) {
            self.file = file
            buffer.reserveCapacity(Self.bufferSize)
        }

        /// Appends `bytes` to the file and to its checksum.
        mutating func append(_ bytes: UnsafeRawBufferPointer) throws(SystemCallFailure) {
            count += bytes.count
            var rest = bytes
            if !buffer.isEmpty {
                let taken = min(rest.count, Self.bufferSize - buffer.count)
                buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest[0 ..< taken]))
                rest = UnsafeRawBufferPointer(rebasing: rest[taken...])
                guard buffer.count == Self.bufferSize else { return }
                try flushBuffer()
            }
            // The buffer is empty: whole 32-byte blocks go straight out, the rest waits.
            let direct = rest.count / 32 * 32
            if direct > 0 {
                let blocks = UnsafeRawBufferPointer(rebasing: rest[0 ..< direct])
                update(blocks)
                try file.append(blocks)
            }
            buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest[direct...]))
        }

        /// Appends the bytes of `values` as they lie in memory.
        mutating func append<Value>(contentsOf values: [Value]) throws(SystemCallFailure) {
            var failure: SystemCallFailure?
            values.withUnsafeBytes { bytes in
                do throws(SystemCallFailure) { try append(bytes) } catch { failure = error }
            }
            if let failure { throw failure }
        }

        /// Appends bytes the checksum leaves out (its own place in the header).
        fileprivate mutating func appendUnchecked(_ bytes: UnsafeRawBufferPointer) throws(SystemCallFailure) {
            precondition(buffer.isEmpty && count % 32 == 0)
            count += bytes.count
            try file.append(bytes)
        }

        /// Writes what is held back; returns the checksum of everything appended.
        fileprivate mutating func finish() throws(SystemCallFailure) -> UInt64 {
            try flushBuffer()
            return checksum.value
        }

        private mutating func flushBuffer() throws(SystemCallFailure) {
            guard !buffer.isEmpty else { return }
            buffer.withUnsafeBytes { update($0) }
            try file.append(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
        }

        private mutating func update(_ bytes: UnsafeRawBufferPointer) {
            checksum.update(bytes)
        }
    }

    /// What a header says, once it is known to be of this kind and version and to belong to the catalog version.
    struct Header {
        /// The number of books.
        let count: Int
        /// The stored checksum of bytes 0 ..< 96 and of the payload.
        let checksum: UInt64
    }

    /// The header in `bytes` (at least its first ``headerSize`` bytes) of a file of `fileSize`
    /// bytes, when its magic, version, fingerprint, content checksum and payload length match;
    /// else nil. The checksum is left for the caller to compare.
    func header(in bytes: UnsafeRawBufferPointer, fileSize: Int, fingerprint: FileFingerprint, contentChecksum: UInt64) -> Header? {
        header(in: bytes, fileSize: fileSize, version: (fingerprint, contentChecksum))
    }

    /// The payload of the whole file `bytes`, of this kind, holding `count` books, whose header
    /// holds `checksum` and whose content matches it; else nil. For a file another names by its
    /// checksum (the search cache names the catalog cache that holds its books): the catalog version
    /// is the one the naming file was checked for.
    func payload(ofFile bytes: UnsafeRawBufferPointer, sealedWith checksum: UInt64, count: Int) -> UnsafeRawBufferPointer? {
        guard let header = header(in: bytes, fileSize: bytes.count, version: nil),
              header.count == count, header.checksum == checksum, self.checksum(ofFile: bytes) == checksum
        else { return nil }
        return UnsafeRawBufferPointer(rebasing: bytes[Self.headerSize...])
    }

    /// The header, as ``header(in:fileSize:fingerprint:contentChecksum:)`` reads it; the catalog
    /// version is checked when given.
    private func header(in bytes: UnsafeRawBufferPointer, fileSize: Int, version expected: (FileFingerprint, UInt64)?) -> Header? {
        var reader = CacheReader(bytes: bytes)
        guard bytes.count >= Self.headerSize, fileSize >= Self.headerSize,
              reader.bytes(magic.count).elementsEqual(magic),
              reader.integer(UInt32.self) == version,
              reader.integer(UInt32.self) == schema
        else { return nil }
        if let (fingerprint, contentChecksum) = expected {
            guard Self.fingerprintValues(fingerprint).allSatisfy({ reader.integer(UInt64.self) == $0 }),
                  reader.integer(UInt64.self) == contentChecksum
            else { return nil }
        } else {
            reader.offset += 8 * 8
        }
        guard let count = reader.integer(UInt64.self), count <= UInt64(fileSize),
              reader.integer(UInt64.self) == UInt64(fileSize - Self.headerSize),
              let checksum = reader.integer(UInt64.self)
        else { return nil }
        return Header(count: Int(count), checksum: checksum)
    }

    private static func fingerprintValues(_ fingerprint: FileFingerprint) -> [UInt64] {
        [
            fingerprint.device, fingerprint.inode, UInt64(bitPattern: fingerprint.size),
            UInt64(bitPattern: Int64(fingerprint.modifiedSeconds)), UInt64(bitPattern: Int64(fingerprint.modifiedNanoseconds)),
            UInt64(bitPattern: Int64(fingerprint.changedSeconds)), UInt64(bitPattern: Int64(fingerprint.changedNanoseconds)),
        ]
    }
}
