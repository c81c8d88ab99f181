import Search
import TOMLKit

/// Reads a configuration file's TOML into ``Settings``: every known setting checked for its kind
/// and value, every mistake recorded with its line and column (the default then stands for it).
///
/// ```toml
/// accessible = true            # words for glyphs, a marker on the selected row
/// show-cursor = false          # the cursor is put on the focus either way
/// store = "postgresql://…"     # default store; data-folder, catalog likewise
/// theme = "light"              # or [theme] with base = "light" and colours per element
/// [keys]                       # an action in every pane that has it …
/// move-down = ["n", "down"]
/// [keys.books]                 # … or in one
/// next-language = "L"
/// [audit]
/// targets = "indigenous 10% of PB, black 15%"
/// ```
struct ConfigReader {
    let text: String
    let places: ConfigPlaces

    init(text: String) {
        self.text = text
        places = ConfigPlaces(text: text)
    }

    /// The settings known at the top of the file, with the kind of value each takes.
    static let topSettings = ["accessible", "show-cursor", "store", "data-folder", "catalog", "theme", "keys", "audit"]

    func read(into settings: inout Settings) {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            settings.problems.append(ConfigProblem(line: error.source.begin.line, column: error.source.begin.column,
                                                   message: "not TOML: \(error.description); every setting is at its default"))
            return
        } catch {
            settings.problems.append(ConfigProblem(line: 0, column: 0, message: "not TOML; every setting is at its default"))
            return
        }
        for key in table.keys.sorted(by: { order($0) < order($1) }) {
            guard let value = table[key] else { continue }
            switch key {
            case "accessible": if let flag = bool(value, [key], &settings.problems) { settings.accessible.set(flag, from: .file) }
            case "show-cursor": if let flag = bool(value, [key], &settings.problems) { settings.showCursor.set(flag, from: .file) }
            case "store": if let text = string(value, [key], &settings.problems) { settings.store.set(text == "json" ? nil : text, from: .file) }
            case "data-folder": if let text = string(value, [key], &settings.problems) { settings.dataFolder.set(text, from: .file) }
            case "catalog": if let text = string(value, [key], &settings.problems) { settings.catalog.set(text, from: .file) }
            case "theme": readTheme(value, into: &settings)
            case "keys": readKeys(value, into: &settings)
            case "audit": readAudit(value, into: &settings)
            default: unknown(key, among: Self.topSettings, at: [key], &settings.problems)
            }
        }
        settings.problems = settings.problems.enumerated().sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }.map(\.element)
    }

    /// Settings are read in the order the file writes them, so its mistakes are listed in order.
    private func order(_ key: String) -> (Int, Int) {
        let place = places.place(of: [key])
        return (place.line, place.column)
    }

    func problem(_ name: [String], _ message: String) -> ConfigProblem {
        let place = places.place(of: name)
        return ConfigProblem(line: place.line, column: place.column, message: message)
    }

    func unknown(_ key: String, among known: [String], at name: [String], _ problems: inout [ConfigProblem], what: String = "setting") {
        let near = EditDistance.closest(to: key.lowercased(), among: known, limit: 3)
        let hint = near.map { " (did you mean \($0)?)" } ?? " (known: \(known.joined(separator: ", ")))"
        problems.append(problem(name, "no \(what) \(what == "setting" ? name.joined(separator: ".") : key)\(hint)"))
    }

    func bool(_ value: TOMLValueConvertible, _ name: [String], _ problems: inout [ConfigProblem]) -> Bool? {
        if let flag = value.bool { return flag }
        problems.append(problem(name, "\(name.joined(separator: ".")) takes true or false"))
        return nil
    }

    func string(_ value: TOMLValueConvertible, _ name: [String], _ problems: inout [ConfigProblem]) -> String? {
        if let text = value.string { return text }
        problems.append(problem(name, "\(name.joined(separator: ".")) takes a text in quotes"))
        return nil
    }

    private func readAudit(_ value: TOMLValueConvertible, into settings: inout Settings) {
        guard let table = value.table else {
            settings.problems.append(problem(["audit"], "audit is a table: [audit] then targets = \"indigenous 10% of PB\""))
            return
        }
        for key in table.keys {
            guard key == "targets" else {
                unknown(key, among: ["targets"], at: ["audit", key], &settings.problems)
                continue
            }
            if let text = table[key].flatMap({ string($0, ["audit", key], &settings.problems) }) {
                settings.auditTargets.set(text, from: .file)
            }
        }
    }
}
