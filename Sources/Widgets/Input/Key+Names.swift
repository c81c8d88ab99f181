/// How a key is named: on screen (help, hints, `bookdir config keys`) and in a configuration
/// file (`"ctrl-a"`, `"alt-1"`, `"pgdn"`, `"space"`).
extension Key {
    /// The key as help and hints write it: `j`, `Space`, `Ctrl-A`, `Alt-1`, `↑`, `PgDn`, `F1`.
    public var displayName: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let character): "Ctrl-" + String(character).uppercased()
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .escape: "Esc"
        case .backspace: "Bksp"
        case .delete: "Del"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .function(let number): "F\(number)"
        case .alt(let inner): "Alt-" + inner.displayName
        default: "?"
        }
    }

    /// The keys a configuration file may name without a modifier, by their lowercased names.
    private static let named: [String: Key] = [
        "space": .character(" "), "enter": .enter, "return": .enter, "tab": .tab, "s-tab": .backTab,
        "shift-tab": .backTab, "backtab": .backTab, "esc": .escape, "escape": .escape, "backspace": .backspace,
        "bksp": .backspace, "delete": .delete, "del": .delete, "up": .up, "down": .down, "left": .left,
        "right": .right, "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown,
        "pagedown": .pageDown,
    ]

    /// The key `name` names in a configuration file: one character (`j`, `J`, `?`, `ñ`), a named
    /// key (`enter`, `space`, `pgdn`, `f5`), or one of those after `ctrl-` (a letter) or `alt-`.
    /// Case matters only for a single character. `nil` for anything else.
    public init?(configName name: String) {
        if name.count == 1, let character = name.first, !character.isWhitespace || character == " " {
            self = .character(character)
            return
        }
        let lower = name.lowercased()
        if let key = Self.named[lower] {
            self = key
        } else if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
            self = .function(number)
        } else if lower.hasPrefix("ctrl-") || lower.hasPrefix("c-") {
            let rest = lower.hasPrefix("c-") ? lower.dropFirst(2) : lower.dropFirst(5)
            guard rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter else { return nil }
            self = .control(letter)
        } else if lower.hasPrefix("alt-") || lower.hasPrefix("m-") {
            let rest = String(name.dropFirst(lower.hasPrefix("m-") ? 2 : 4))
            guard let inner = Key(configName: rest), !inner.isAlt else { return nil }
            self = .alt(inner)
        } else {
            return nil
        }
    }

    private var isAlt: Bool {
        if case .alt = self { return true }
        return false
    }

    /// The key as a configuration file names it (`ctrl-a`, `alt-1`, `pgdn`); ``init(configName:)``
    /// reads it back.
    public var configName: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .control(let character): "ctrl-" + String(character)
        case .enter: "enter"
        case .tab: "tab"
        case .backTab: "shift-tab"
        case .escape: "esc"
        case .backspace: "backspace"
        case .delete: "delete"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .function(let number): "f\(number)"
        case .alt(let inner): "alt-" + inner.configName
        default: "?"
        }
    }
}
