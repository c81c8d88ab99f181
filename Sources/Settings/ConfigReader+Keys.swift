import Screens
import TOMLKit
import Widgets

extension ConfigReader {
    /// `[keys]`: `action = "key"` or `["key", …]` for every pane that has the action, and
    /// `[keys.PANE]` tables for one pane. Applied in the file's order; what cannot be applied is a
    /// mistake (the action keeps its keys).
    func readKeys(_ value: TOMLValueConvertible, into settings: inout Settings) {
        guard let table = value.table else {
            settings.problems.append(problem(["keys"], "keys is a table: [keys] then move-down = [\"n\", \"down\"]"))
            return
        }
        var remaps: [KeyRemap] = []
        for key in table.keys {
            guard let entry = table[key] else { continue }
            if let pane = entry.table {
                for action in pane.keys {
                    if let remap = pane[action].flatMap({ remapping(table: key, action: action, value: $0, &settings.problems) }) {
                        remaps.append(remap)
                    }
                }
            } else if let remap = remapping(table: nil, action: key, value: entry, &settings.problems) {
                remaps.append(remap)
            }
        }
        remaps.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        let (tables, problems) = settings.keys.remapped(by: remaps)
        settings.keys = tables
        if !remaps.isEmpty { settings.keysOrigin = .file }
        for problem in problems {
            let item = ConfigProblem(line: problem.remap.line, column: problem.remap.column, message: problem.message)
            if problem.isNote { settings.notes.append(item) } else { settings.problems.append(item) }
        }
    }

    /// The remapping one entry asks, or nil (its mistake recorded) when a key cannot be read.
    private func remapping(table: String?, action: String, value: TOMLValueConvertible, _ problems: inout [ConfigProblem]) -> KeyRemap? {
        let name = ["keys"] + (table.map { [$0] } ?? []) + [action]
        let place = places.place(of: name)
        var texts: [String] = []
        if let text = value.string {
            texts = [text]
        } else if let array = value.array {
            for item in array {
                guard let text = item.string else {
                    problems.append(problem(name, "\(name.joined(separator: ".")) takes key names in quotes, such as \"n\" or [\"n\", \"down\"]"))
                    return nil
                }
                texts.append(text)
            }
        } else {
            problems.append(problem(name, "\(name.joined(separator: ".")) takes a key name in quotes, such as \"n\" or [\"n\", \"down\"]"))
            return nil
        }
        var keys: [Key] = []
        for text in texts {
            guard let key = Key(configName: text) else {
                problems.append(problem(name, "\"\(text)\" is not a key (a character, ctrl-a, alt-1, f5, enter, space, up, pgdn, …)"))
                return nil
            }
            if !keys.contains(key) { keys.append(key) }
        }
        return KeyRemap(table: table, action: action, keys: keys, line: place.line, column: place.column)
    }
}
