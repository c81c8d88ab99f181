import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where bookdir keeps the user's own files (the suggestions).
public enum DataDirectory {
    /// The data folder for these settings, in order of precedence:
    /// `explicit` (the `--data-dir PATH` option; a leading `~` means the home folder,
    /// a relative path is taken from the current folder), else `$XDG_DATA_HOME/bookdir`
    /// when that variable holds an absolute path, else `$HOME/.local/share/bookdir`.
    ///
    /// Nothing is created here: the folder is made when something is first written to it.
    public static func resolve(explicit: String?, environment: (String) -> String?) -> URL {
        URL(fileURLWithPath: resolvedPath(explicit: explicit, environment: environment), isDirectory: true)
    }

    /// The path of the folder ``resolve(explicit:environment:)`` gives, absolute and standardized,
    /// found without Foundation's `URL` (see ``FilePath``).
    public static func resolvedPath(explicit: String?, environment: (String) -> String?) -> String {
        let home = HomeFolder.path(environment: environment)
        if let explicit, !explicit.isEmpty {
            return FilePath.standardized(FilePath.absolute(HomeFolder.expanding(explicit, home: home)))
        }
        if let xdg = environment("XDG_DATA_HOME"), xdg.hasPrefix("/") {
            return FilePath.standardized(FilePath.joined(xdg, "bookdir"))
        }
        return FilePath.standardized(FilePath.joined(FilePath.absolute(home), ".local/share/bookdir"))
    }

    /// The first part of `path` (the folder itself, or one of its parents) that exists but is
    /// not a folder, such as a regular file, following links; `nil` when there is none.
    static func fileInTheWay(of path: String) -> String? {
        var info = stat()
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            guard stat(prefix, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT != S_IFDIR { return prefix }
        }
        return nil
    }

    /// Creates the folder at `path` and any missing parents (like `mkdir -p`), mode 0755.
    /// - Throws: ``SystemCallFailure`` naming the folder that could not be made.
    static func create(path: String) throws(SystemCallFailure) {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return }
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            if mkdir(prefix, 0o755) == 0 { continue }
            let code = errno
            if code == EEXIST, stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
            throw SystemCallFailure(step: "create the folder", path: prefix, code: code == EEXIST ? ENOTDIR : code)
        }
    }
}
