import Foundation

/// The user's home folder in paths: `~` expanded where a path is typed, and put back where one
/// is shown ("/home/ana/grade-2.md" is shown "~/grade-2.md").
public enum HomeFolder {
    /// `$HOME` when set, else the home folder the system records for the user.
    public static func path(environment: (String) -> String?) -> String {
        if let home = environment("HOME"), !home.isEmpty { return home }
        return NSHomeDirectory()
    }

    /// `path` with a leading `~` or `~/` replaced by `home`; other paths unchanged.
    public static func expanding(_ path: String, home: String) -> String {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return home + path.dropFirst() }
        return path
    }

    /// `path` with `home` at its start written `~`; other paths unchanged.
    public static func shortening(_ path: String, home: String) -> String {
        let home = home.count > 1 && home.hasSuffix("/") ? String(home.dropLast()) : home
        guard home.hasPrefix("/"), home.count > 1 else { return path }
        if path == home { return "~" }
        if path.hasPrefix(home + "/") { return "~" + path.dropFirst(home.count) }
        return path
    }
}
