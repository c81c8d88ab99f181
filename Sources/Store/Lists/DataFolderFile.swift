import Catalog
import Foundation

/// A file of the data folder that the executable keeps for a concern of its own (a library's
/// holdings): read whole, and replaced whole atomically under its lock (temporary file, `fsync`,
/// rename, folder `fsync`), as ``LockedDataFile`` keeps the lists; a reader sees the old file or the
/// new one, never half, and a failed write leaves the old one.
public struct DataFolderFile: Sendable {
    private let file: LockedDataFile

    /// The file `name` of `folder` (made when first written), called `label` in messages.
    public init(folder: URL, name: String, label: String) {
        file = LockedDataFile(folder: folder, name: name, label: label)
    }

    /// The file's path.
    public var path: String { file.path }

    /// The file's bytes, or `nil` when there is none.
    /// - Throws: ``BookStoreError`` naming the file when it cannot be read.
    public func read() throws(BookStoreError) -> [UInt8]? {
        try file.read()
    }

    /// Replaces the file with `bytes`; returns what it held before (`nil`: nothing).
    /// - Throws: ``BookStoreError`` naming the file when it cannot be written; it is then unchanged.
    @discardableResult
    public func replace(with bytes: [UInt8]) throws(BookStoreError) -> [UInt8]? {
        try file.update { (old: [UInt8]?) throws(BookStoreError) -> (bytes: [UInt8]?, result: [UInt8]?) in (bytes, old) }
    }
}
