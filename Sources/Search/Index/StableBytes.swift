#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Support

/// Bytes that stay at one address, unchanged, for as long as this object lives: a file mapped
/// into memory read-only, or a copy of some bytes. Views into ``bytes`` are valid while it lives.
///
/// A mapped file is read by the kernel's page cache straight into the process, without copying
/// it; bookdir maps only its own derived cache files, which it replaces by renaming a new file
/// over them (``AtomicFile``), never by writing into them, so a mapped file's bytes never change.
package final class StableBytes: @unchecked Sendable {
    /// The bytes (aligned to at least 16 bytes).
    package let bytes: UnsafeRawBufferPointer
    private let isMapped: Bool

    /// `count` new bytes, zero until `fill` writes them.
    init(count: Int, fill: (UnsafeMutableRawBufferPointer) -> Void) {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, count), alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0)
        let used = UnsafeMutableRawBufferPointer(rebasing: memory[0 ..< count])
        fill(used)
        bytes = UnsafeRawBufferPointer(used)
        isMapped = false
    }

    /// A copy of `source`.
    package convenience init(copying source: UnsafeRawBufferPointer) {
        self.init(count: source.count) { $0.copyMemory(from: source) }
    }

    private init(mapped: UnsafeRawBufferPointer) {
        bytes = mapped
        isMapped = true
    }

    /// Takes over `count` bytes at `memory`, allocated with `UnsafeMutableRawPointer.allocate`.
    private init(adopting memory: UnsafeMutableRawPointer, count: Int) {
        bytes = UnsafeRawBufferPointer(start: memory, count: count)
        isMapped = false
    }

    /// Bytes appended piece by piece into memory that ``finish()`` hands to a ``StableBytes``
    /// without copying (so that building a large text never holds it twice, unless it outgrows
    /// the capacity it was given).
    struct Builder: ~Copyable {
        private var memory: UnsafeMutableRawPointer
        private var capacity: Int
        /// The number of bytes appended.
        private(set) var count = 0

        /// An empty builder with room for `capacity` bytes.
        init(capacity: Int) {
            self.capacity = max(16, capacity)
            memory = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 16)
            LargePages.advise(memory, count: self.capacity)
        }

        /// Appends `bytes`.
        mutating func append(_ bytes: UnsafeRawBufferPointer) {
            if count + bytes.count > capacity {
                capacity = max(count + bytes.count, capacity + capacity / 2)
                let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
                LargePages.advise(larger, count: capacity)
                larger.copyMemory(from: memory, byteCount: count)
                memory.deallocate()
                memory = larger
            }
            if let base = bytes.baseAddress { (memory + count).copyMemory(from: base, byteCount: bytes.count) }
            count += bytes.count
        }

        /// The bytes appended.
        consuming func finish() -> StableBytes {
            let finished = StableBytes(adopting: memory, count: count)
            discard self
            return finished
        }

        deinit {
            memory.deallocate()
        }
    }

    /// The regular file at `path` mapped into memory, or nil when it cannot be opened or mapped (or is empty).
    package static func mapping(fileAt path: String) -> StableBytes? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
              info.st_size <= Int64(Int.max / 2)
        else { return nil }
        #if os(Linux)
        // Every page is read by the checksum anyway: map them all at once.
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        let size = Int(info.st_size)
        guard let address = mmap(nil, size, PROT_READ, flags, descriptor, 0), address != MAP_FAILED else { return nil }
        return StableBytes(mapped: UnsafeRawBufferPointer(start: address, count: size))
    }

    /// The `count` values of `T` at byte `offset` of ``bytes`` (which the caller has checked are
    /// inside it and aligned for `T`).
    package func view<T>(of type: T.Type, at offset: Int, count: Int) -> UnsafeBufferPointer<T> {
        precondition(offset >= 0 && count >= 0 && offset + count * MemoryLayout<T>.stride <= bytes.count
                     && (Int(bitPattern: bytes.baseAddress) + offset) % MemoryLayout<T>.alignment == 0,
                     "StableBytes: a view outside the bytes or misaligned.")
        guard count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: UnsafeMutableRawPointer(mutating: bytes.baseAddress! + offset).bindMemory(to: T.self, capacity: count), count: count)
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        } else {
            UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
        }
    }
}
