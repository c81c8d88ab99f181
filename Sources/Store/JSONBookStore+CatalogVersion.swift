import Foundation

extension JSONBookStore {
    /// What identifies the books this store would read now, for an answer worked out from them and
    /// kept (the books a library's holdings match): the catalog file's and the accepted books'
    /// file's fingerprints (device, inode, size, modification and change times, which any write
    /// moves) and this build's identity (another build may match by other rules). Nil when the
    /// catalog cannot be examined or the build has no identity: then nothing is kept.
    public func catalogVersion() -> String? {
        guard let build = BuildIdentity.current, let catalog = FileFingerprint.current(path: catalogPath) else { return nil }
        let accepted = FileFingerprint.current(path: acceptedCatalogPath).map(Self.text) ?? "none"
        return "json \(String(build, radix: 16)) \(Self.text(catalog)) \(accepted)"
    }

    private static func text(_ version: FileFingerprint) -> String {
        [UInt64(version.device), version.inode, UInt64(bitPattern: version.size), UInt64(bitPattern: Int64(version.modifiedSeconds)),
         UInt64(bitPattern: Int64(version.modifiedNanoseconds)), UInt64(bitPattern: Int64(version.changedSeconds)),
         UInt64(bitPattern: Int64(version.changedNanoseconds))].map { String($0, radix: 16) }.joined(separator: ":")
    }
}
