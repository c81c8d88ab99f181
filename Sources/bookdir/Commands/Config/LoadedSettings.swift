import Foundation
import Settings
import Widgets

/// The configuration file's settings, read once per process (every command's store, catalog and
/// data folder default to them); its mistakes are said once on standard error, and the command
/// carries on with the defaults for what was wrong.
enum LoadedSettings {
    nonisolated(unsafe) private static var loaded: (path: String?, settings: Settings)?
    nonisolated(unsafe) private static var reported = false

    /// The settings of `--config PATH` (or the usual place) with the environment over them; with
    /// `report`, their mistakes are said on standard error (once).
    static func settings(explicit: String?, report: Bool) -> Settings {
        let settings = loaded.flatMap { $0.path == explicit ? $0.settings : nil }
            ?? ConfigFile.load(explicit: explicit, environment: ProcessInfo.processInfo.environment)
        loaded = (explicit, settings)
        guard report, !reported else { return settings }
        reported = true
        for problem in settings.problems {
            StandardError.write("bookdir: " + SafeText.visible("\(settings.path ?? "config") \(problem)") + " (default used)")
        }
        return settings
    }

    /// Whether a configuration file is at the usual place (`bookdir search`'s quick path leaves a
    /// search to argument-parser then, which reads it).
    static var usualFileExists: Bool {
        var environment: [String: String] = [:]
        environment["XDG_CONFIG_HOME"] = EnvironmentVariable.value("XDG_CONFIG_HOME")
        environment["HOME"] = EnvironmentVariable.value("HOME")
        return access(ConfigFile.path(explicit: nil, environment: environment), F_OK) == 0
    }

    /// `path` with a leading `~/` put in the home folder (paths in the file are often written so).
    static func expandingHome(_ path: String?) -> String? {
        guard let path, path == "~" || path.hasPrefix("~/") else { return path }
        let home = EnvironmentVariable.value("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + path.dropFirst()
    }
}
