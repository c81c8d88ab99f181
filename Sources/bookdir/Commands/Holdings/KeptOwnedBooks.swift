import Foundation
import Store

/// The books a library's holdings match, kept in the data folder (`cache/owned-<library>.txt`) under
/// what identifies the holdings (their file's or row's version) and the catalog (its files' or
/// revision's, and the build: ``StoreChoice/catalogVersion()``), so that `search --library`,
/// `list --owned`, `audit` and the app read the answer instead of matching every row again. Any
/// change to either makes it stale; a file that cannot be read is as none, and one that cannot be
/// written is left out (the answer is worked out again next time).
struct KeptOwnedBooks {
    /// `<data folder>/cache`.
    let folder: URL

    private static let firstLine = "bookdir owned books 1"
    /// The lines before the ids: the first, the holdings' and catalog's versions, the library's name.
    static let headerLines = 4

    /// The kept answer for the holdings `key` at `holdings` and the catalog at `catalog`, if any:
    /// the library's name as imported, and the ids.
    func answer(key: String, holdings: String, catalog: String) -> (library: String, ids: Set<String>)? {
        guard let bytes = try? file(key).read() else { return nil }
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count > Self.headerLines, lines.last?.isEmpty == true,
              lines[0].elementsEqual(Self.firstLine.utf8), lines[1].elementsEqual(holdings.utf8), lines[2].elementsEqual(catalog.utf8)
        else { return nil }
        lines.removeLast()
        var ids = Set<String>(minimumCapacity: lines.count - Self.headerLines)
        for line in lines.dropFirst(Self.headerLines) { ids.insert(String(decoding: line, as: UTF8.self)) }
        return (String(decoding: lines[3], as: UTF8.self), ids)
    }

    /// Keeps `ids` as the answer for the holdings `key` (of `library`) at `holdings` and the catalog at `catalog`.
    func keep(_ ids: Set<String>, library: String, key: String, holdings: String, catalog: String) {
        guard !([holdings, catalog, library] + ids).contains(where: { $0.contains("\n") || $0.contains("\r") }) else { return }
        var text = [Self.firstLine, holdings, catalog, library].joined(separator: "\n") + "\n"
        for id in ids.sorted() { text += id + "\n" }
        _ = try? file(key).replace(with: Array(text.utf8))
    }

    private func file(_ key: String) -> DataFolderFile {
        DataFolderFile(folder: folder, name: "owned-\(key).txt", label: "The kept owned books of \"\(key)\"")
    }
}
