import Catalog
import ViewModels

/// An exporter over pretend files: the app started in `/home/ana/work`, the home folder
/// `/home/ana`; it records what it was asked to write, and fails with `failure` when set.
public final class RecordingListExporter: ListExporter {
    /// Each export written: the list's name, its books, its format, and where.
    public private(set) var calls: [(name: String, books: [ListedBook], format: ExportFormat, path: String)] = []
    /// The paths of files already there (an export adds its own).
    public var files: Set<String> = []
    /// The paths of folders already there.
    public var folders: Set<String> = ["/home/ana", "/home/ana/work"]
    /// The failure every export throws, when set.
    public var failure: BookStoreError?

    /// An exporter with no file yet.
    public init() {}

    public func suggestedPath(name: String, format: ExportFormat) -> String {
        "~/work/\(name.lowercased().split(separator: " ").joined(separator: "-")).\(format.fileExtension)"
    }

    public func target(_ typed: String) -> ExportTarget {
        let path = typed.hasPrefix("~/") ? "/home/ana" + typed.dropFirst() : typed.hasPrefix("/") ? typed : "/home/ana/work/" + typed
        let shown = path.hasPrefix("/home/ana/") ? "~" + path.dropFirst("/home/ana".count) : path
        let occupant: ExportTarget.Occupant = folders.contains(path) ? .folder : files.contains(path) ? .file : .nothing
        return ExportTarget(path: path, shown: shown, occupant: occupant)
    }

    public func export(name: String, books: [ListedBook], format: ExportFormat, to target: ExportTarget) throws(BookStoreError) {
        if let failure { throw failure }
        calls.append((name, books, format, target.path))
        files.insert(target.path)
    }
}
