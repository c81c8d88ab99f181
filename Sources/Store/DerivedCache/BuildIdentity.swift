import Foundation

/// Which build of the program is running: a checksum of the GNU build id the linker wrote into the
/// executable (`.note.gnu.build-id`, a hash of the whole linked output), read from the program
/// headers the process already has in memory.
///
/// A derived cache written by this very build needs no proof that this build folds and orders text
/// the same way; another build (or an executable without a build id) still runs the code probe.
public enum BuildIdentity {
    /// The running executable's identity, or nil when it has no build id (or it cannot be found).
    public static let current: UInt64? = executableBuildID().map { id in id.withUnsafeBytes { Checksum64.of($0) } }

    /// `getauxval(3)`, looked up at run time: Swift's Glibc module does not bring in `sys/auxv.h`.
    private typealias AuxiliaryValue = @convention(c) (UInt) -> UInt
    /// `AT_PHDR` and `AT_PHNUM`: where the executable's program headers are, and how many.
    private static let programHeadersKey: UInt = 3, programHeaderCountKey: UInt = 5
    /// `PT_NOTE`, `PT_PHDR` and `NT_GNU_BUILD_ID`.
    private static let noteSegment: UInt32 = 4, headersSegment: UInt32 = 6, buildIDNote: UInt32 = 3

    /// The bytes of the executable's GNU build id.
    private static func executableBuildID() -> [UInt8]? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "getauxval") else { return nil }
        let auxiliaryValue = unsafeBitCast(symbol, to: AuxiliaryValue.self)
        let headersAddress = auxiliaryValue(programHeadersKey), count = Int(auxiliaryValue(programHeaderCountKey))
        guard count > 0, let headers = UnsafePointer<Elf64_Phdr>(bitPattern: headersAddress) else { return nil }
        // Where the executable was loaded: the headers' address less the address they were linked at.
        var loadBias: UInt = 0
        for header in UnsafeBufferPointer(start: headers, count: count) where header.p_type == headersSegment {
            loadBias = headersAddress &- UInt(header.p_vaddr)
        }
        for header in UnsafeBufferPointer(start: headers, count: count) where header.p_type == noteSegment {
            guard let start = UnsafeRawPointer(bitPattern: loadBias &+ UInt(header.p_vaddr)) else { continue }
            if let id = buildID(inNotes: UnsafeRawBufferPointer(start: start, count: Int(header.p_memsz))) { return id }
        }
        return nil
    }

    /// The build id among the ELF notes in `notes` (each: name size, description size, type, then
    /// the name and the description, each padded to four bytes).
    static func buildID(inNotes notes: UnsafeRawBufferPointer) -> [UInt8]? {
        var offset = 0
        while offset + 12 <= notes.count {
            let nameSize = Int(notes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            let descriptionSize = Int(notes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
            let type = notes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
            let name = offset + 12
            let description = name + (nameSize + 3) / 4 * 4
            guard description + descriptionSize <= notes.count else { return nil }
            if type == buildIDNote, nameSize == 4, Array(notes[name ..< name + 4]) == Array("GNU\0".utf8), descriptionSize > 0 {
                return Array(notes[description ..< description + descriptionSize])
            }
            offset = description + (descriptionSize + 3) / 4 * 4
        }
        return nil
    }
}
