import Store
import Widgets
import Catalog
import Foundation

/// Finds the catalog file from any working folder.
///
/// In order: the path given with `--catalog`; the installed copy
/// `<folder of the executable>/../share/bookdir/books.json`; the build's resource bundle
/// `<folder of the executable>/bookdir_Store.resources/books.json`. When neither exists the
/// installed path is returned anyway, so the store's error names the file that should be there
/// (touching a missing resource bundle through `Bundle.module` would stop the program on Linux).
struct CatalogLocator {
    /// Finds the running executable when it is first needed (not for `--catalog`).
    private let findExecutable: () -> URL?
    /// Whether a regular file exists at a path.
    var fileExists: (String) -> Bool

    /// A locator for the executable at `executableURL` (by default the running one, found only when
    /// needed) that asks `fileExists` whether a file is there.
    init(executableURL: @autoclosure @escaping () -> URL? = CatalogLocator.runningExecutableURL(),
         fileExists: @escaping (String) -> Bool = { path in
             var isDirectory: ObjCBool = false
             return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
         }) {
        findExecutable = executableURL
        self.fileExists = fileExists
    }

    /// The running executable, symbolic links resolved; `nil` when unknown.
    var executableURL: URL? { findExecutable() }

    /// The files looked at, in order, after `--catalog`.
    var candidates: [URL] {
        guard let folder = executableURL?.deletingLastPathComponent() else { return [] }
        return [
            folder.deletingLastPathComponent().appendingPathComponent("share/bookdir/books.json").standardizedFileURL,
            folder.appendingPathComponent("bookdir_Store.resources/books.json"),
        ]
    }

    /// The path of ``catalogURL(explicit:)``; `explicit` is made absolute without a `URL` (see ``FilePath``).
    func catalogPath(explicit: String?) -> String {
        if let explicit { return FilePath.absolute(explicit) }
        return catalogURL(explicit: nil).path
    }

    /// The catalog to read: `explicit` (relative to the working folder) when given, else the first
    /// candidate that exists, else the installed location (whose absence the store reports).
    func catalogURL(explicit: String?) -> URL {
        if let explicit {
            return URL(fileURLWithPath: explicit)
        }
        if let found = candidates.first(where: { fileExists($0.path) }) {
            return found
        }
        return candidates.first ?? URL(fileURLWithPath: "/usr/local/share/bookdir/books.json")
    }

    /// The path of the running executable with symbolic links resolved.
    static func runningExecutableURL() -> URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return Bundle.main.executableURL?.resolvingSymlinksInPath()
    }
}
