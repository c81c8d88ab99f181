import Screens
import Widgets

/// Everything a person may set, each with where its value came from: the configuration file, the
/// environment (`ACCESSIBLE`, `NO_COLOR`, `BOOKDIR_STORE`) and flags over the defaults.
public struct Settings: Sendable {
    /// Words for glyphs, a marker on the selected row, messages that replace one another.
    public var accessible = Setting(false)
    /// Whether the cursor is shown where the focus is (it is always put there, shown or not).
    public var showCursor = Setting(false)
    /// The colours.
    public var theme = Setting(Theme.dark)
    /// The store's address (`postgresql://…`), or nil for the JSON files.
    public var store = Setting<String?>(nil)
    /// The data folder, or nil for `$XDG_DATA_HOME/bookdir` (else `~/.local/share/bookdir`).
    public var dataFolder = Setting<String?>(nil)
    /// The catalog file, or nil for the bundled one.
    public var catalog = Setting<String?>(nil)
    /// The audit's goals ("indigenous 10% of PB, black 15%"), or nil.
    public var auditTargets = Setting<String?>(nil)
    /// The keys, as shipped with the file's `[keys]` applied.
    public var keys = KeyTables.standard
    /// Whether `[keys]` changed any key.
    public var keysOrigin = SettingOrigin.byDefault
    /// The file read (or looked for), and whether it was there.
    public var path: String?
    public var fileExists = false
    /// The file's mistakes (the defaults stand for what was wrong).
    public var problems: [ConfigProblem] = []
    /// What the file's keys did that is worth saying (an action left without a key).
    public var notes: [ConfigProblem] = []

    public init() {}

    /// The settings with the environment over them: `ACCESSIBLE` (set and not `0`) turns on the
    /// accessible mode; `NO_COLOR` (set and not empty) draws no colour whatever the theme says;
    /// `BOOKDIR_STORE` names the store.
    public mutating func apply(environment: [String: String]) {
        if let value = environment["ACCESSIBLE"], !value.isEmpty, value != "0" { accessible.set(true, from: .environment) }
        if let value = environment["NO_COLOR"], !value.isEmpty { theme.set(.none, from: .environment) }
        if let value = environment["BOOKDIR_STORE"], !value.isEmpty { store.set(value == "json" ? nil : value, from: .environment) }
    }

    /// One sentence for the app's status row: the first mistake with its place, the file named by
    /// its last part (the fact before the path; `bookdir config path` has the rest), and what to run
    /// for all of them; nil without mistakes.
    public var notice: String? {
        guard let first = problems.first else { return nil }
        let file = path.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "the configuration file"
        let more = problems.count > 1 ? "; \(problems.count - 1) more: bookdir config check" : ""
        return "\(file) \(first) (the default is used)\(more)"
    }
}
