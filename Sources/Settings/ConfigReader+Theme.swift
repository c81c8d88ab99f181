import TOMLKit
import Widgets

extension ConfigReader {
    /// `theme = "light"`, or a `[theme]` table: `base` (dark, light, none) and a colour per element
    /// (selection, highlight, tab, status, error, success) by name or 256-colour number.
    func readTheme(_ value: TOMLValueConvertible, into settings: inout Settings) {
        let names = Theme.named.keys.sorted()
        if let name = value.string {
            guard let theme = Theme.named[name.lowercased()] else {
                unknown(name, among: names, at: ["theme"], &settings.problems, what: "theme")
                return
            }
            settings.theme.set(theme, from: .file)
            return
        }
        guard let table = value.table else {
            settings.problems.append(problem(["theme"], "theme takes \"dark\", \"light\", \"none\" or a [theme] table"))
            return
        }
        var theme = Theme.dark
        var changed = false
        let elements = StyleRole.allCases.filter { $0 != .plain }
        for key in table.keys.sorted() where key == "base" {
            guard let name = table[key].flatMap({ string($0, ["theme", key], &settings.problems) }) else { continue }
            guard let base = Theme.named[name.lowercased()] else {
                unknown(name, among: names, at: ["theme", key], &settings.problems, what: "theme")
                continue
            }
            theme = base
        }
        let base = theme.name
        for key in table.keys.sorted() where key != "base" {
            guard let role = elements.first(where: { $0.name == key }) else {
                unknown(key, among: ["base"] + elements.map(\.name), at: ["theme", key], &settings.problems, what: "theme element")
                continue
            }
            guard let entry = table[key], let number = color(entry, ["theme", key], &settings.problems) else { continue }
            theme.colors[role] = number
            changed = true
        }
        if changed { theme.name = base + ", changed" }
        settings.theme.set(theme, from: .file)
    }

    /// A colour by name (`blue`, `bright-red`) or number (0–255).
    private func color(_ value: TOMLValueConvertible, _ name: [String], _ problems: inout [ConfigProblem]) -> Int? {
        if let number = value.int {
            if (0 ... 255).contains(number) { return number }
            problems.append(problem(name, "\(name.joined(separator: ".")) = \(number): a colour number is 0 to 255"))
            return nil
        }
        if let text = value.string {
            if let number = Theme.colorNames[text.lowercased()] { return number }
            unknown(text, among: Theme.colorNames.keys.sorted(), at: name, &problems, what: "colour")
            return nil
        }
        problems.append(problem(name, "\(name.joined(separator: ".")) takes a colour name such as \"blue\" or a number 0 to 255"))
        return nil
    }
}
