import Foundation
import Search
import Store

/// How many characters of each catalog book's id tell it apart (``UniqueStarts/lengths()``), in
/// the catalog's order, kept in the data folder (`cache/id-starts.bin`) under what identifies the
/// catalog (``StoreChoice/catalogVersion()``): a search's table cuts its ids to them without
/// ordering the whole catalog's ids again. Worked out and kept when missing or stale; a file that
/// cannot be read is as none, one that cannot be written is left out.
struct KeptIDStarts {
    /// `<data folder>/cache`.
    let folder: URL

    private static let firstLine = "bookdir id starts 1"

    /// Each book's length for `index`'s catalog at `version` (nil: not kept, worked out now).
    func lengths(of index: SearchIndex, version: String?) -> [UInt8] {
        let file = DataFolderFile(folder: folder, name: "id-starts.bin", label: "The kept id starts")
        let header = Array("\(Self.firstLine)\n\(version ?? "")\n".utf8)
        let count = index.bookCount
        if version != nil, let bytes = try? file.read(), bytes.count == header.count + count, bytes.starts(with: header) {
            return Array(bytes[header.count...])
        }
        let lengths = UniqueStarts(index.bookIDs).lengths().map { UInt8(clamping: $0) }
        if version != nil, !(version ?? "").contains("\n") { _ = try? file.replace(with: header + lengths) }
        return lengths
    }
}
