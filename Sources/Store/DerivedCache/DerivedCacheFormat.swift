import Search
/// The header every derived cache file in `<data folder>/cache` starts with (``DerivedCatalogCache``,
/// ``DerivedSearchCache``): what kind of file it is, the catalog version it was derived from, and a
/// checksum of the whole file. Little-endian:
///
/// | offset | content |
/// |---|---|
/// | 0 | magic (8 bytes) |
/// | 8 | format version (UInt32), zero (UInt32) |
/// | 16 | the catalog file's fingerprint: device, inode, size, modification and change times (7 × Int64) |
/// | 72 | checksum of the catalog file's content |
/// | 80 | number of books |
/// | 88 | payload length in bytes |
/// | 96 | checksum of bytes 0 ..< 96 and of the payload |
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
    /// Whether the file's own checksum is a ``WideChecksum64`` (else a ``Checksum64``).
    var wideChecksum = false

    /// The checksum of the whole file `bytes` (at least ``headerSize`` long) but the eight bytes that hold it.
    func checksum(ofFile bytes: UnsafeRawBufferPointer) -> UInt64 {
        let header = UnsafeRawBufferPointer(rebasing: bytes[0 ..< Self.checkedHeaderSize])
        let payload = UnsafeRawBufferPointer(rebasing: bytes[Self.headerSize...])
        if wideChecksum {
            var checksum = WideChecksum64()
            checksum.update(header)
            checksum.update(payload)
            return checksum.value
        }
        var checksum = Checksum64()
        checksum.update(header)
        checksum.update(payload)
        return checksum.value
    }

    /// Fills in the header (the first ``headerSize`` bytes, left zero) of a file whose payload,
    /// from byte ``headerSize`` on, is written.
    func seal(_ bytes: inout [UInt8], fingerprint: FileFingerprint, contentChecksum: UInt64, count: Int) {
        var header = CacheWriter(reserved: 0, capacity: Self.headerSize)
        header.bytes.append(contentsOf: magic)
        header.integer(version)
        header.integer(UInt32(0))
        for value in Self.fingerprintValues(fingerprint) { header.integer(value) }
        header.integer(contentChecksum)
        header.integer(UInt64(count))
        header.integer(UInt64(bytes.count - Self.headerSize))
        bytes.withUnsafeMutableBufferPointer { all in
            for offset in 0 ..< Self.checkedHeaderSize { all[offset] = header.bytes[offset] }
        }
        header.integer(bytes.withUnsafeBytes { checksum(ofFile: $0) })
        bytes.withUnsafeMutableBufferPointer { all in
            for offset in Self.checkedHeaderSize ..< Self.headerSize { all[offset] = header.bytes[offset] }
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
        var reader = CacheReader(bytes: bytes)
        guard bytes.count >= Self.headerSize, fileSize >= Self.headerSize,
              reader.bytes(magic.count).elementsEqual(magic),
              reader.integer(UInt32.self) == version,
              reader.integer(UInt32.self) == 0,
              Self.fingerprintValues(fingerprint).allSatisfy({ reader.integer(UInt64.self) == $0 }),
              reader.integer(UInt64.self) == contentChecksum,
              let count = reader.integer(UInt64.self), count <= UInt64(fileSize),
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
