import Foundation
import TOMLKit

/// Finds and reads the configuration file: `--config PATH`, else
/// `$XDG_CONFIG_HOME/bookdir/config.toml`, else `~/.config/bookdir/config.toml`. A missing file at
/// the usual place is no mistake (the defaults stand); one named with `--config` is.
public enum ConfigFile {
    /// The largest file read: a configuration is a few lines.
    static let largestSize = 1 << 20

    /// The path to read: `explicit`, else the XDG place in `environment`.
    public static func path(explicit: String?, environment: [String: String]) -> String {
        if let explicit { return explicit }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/bookdir/config.toml" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.config/bookdir/config.toml"
    }

    /// The settings of the file at `path(explicit:environment:)`, with `environment` over them; its
    /// mistakes are in ``Settings/problems``, and the defaults stand for what was wrong.
    public static func load(explicit: String?, environment: [String: String]) -> Settings {
        var settings = Settings()
        let path = path(explicit: explicit, environment: environment)
        settings.path = path
        switch read(path) {
        case .missing:
            if explicit != nil {
                settings.problems.append(ConfigProblem(line: 0, column: 0, message: "no file at \(path): check the --config path"))
            }
        case .failed(let reason):
            settings.fileExists = true
            settings.problems.append(ConfigProblem(line: 0, column: 0, message: "\(path) cannot be read: \(reason)"))
        case .text(let text):
            settings.fileExists = true
            ConfigReader(text: text).read(into: &settings)
        }
        settings.apply(environment: environment)
        return settings
    }

    enum Reading {
        case missing
        case failed(String)
        case text(String)
    }

    /// The file's text, or why there is none.
    static func read(_ path: String) -> Reading {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .missing }
        if isFolder.boolValue { return .failed("it is a folder, not a file") }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failed("permission denied or unreadable") }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: largestSize + 1)) ?? Data()
        if data.count > largestSize { return .failed("it is larger than 1 MB") }
        guard let text = String(data: data, encoding: .utf8) else { return .failed("it is not UTF-8 text") }
        return .text(text)
    }
}
