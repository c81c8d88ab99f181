import Widgets

/// A pane's keys as data: every action with its keys, help line and hint, in help order. The pane
/// asks it which action a key is; the help overlay and the status hints are drawn from it;
/// `KeyTableTests` fails when two actions claim one key where both work.
public struct KeyTable: Sendable {
    /// The help section's title ("Books").
    public let title: String
    /// Every action, in the order the help lists them.
    public let bindings: [KeyBinding]

    public init(title: String, bindings: [KeyBinding]) {
        self.title = title
        self.bindings = bindings
    }

    /// The action `key` does, or nil.
    public func action(for key: Key) -> String? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The status-bar hint of `action`.
    public func hint(_ action: String) -> KeyHint? {
        bindings.first { $0.action == action }?.hint
    }

    /// How `action`'s first key is written ("f", "Enter"), for a row that names it; empty when the
    /// action has no key.
    public func keyName(_ action: String) -> String {
        guard let key = bindings.first(where: { $0.action == action })?.keys.first else { return "" }
        return Self.name(of: key)
    }

    /// How a key is written in help and hints.
    public static func name(of key: Key) -> String {
        switch key {
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
        case .alt(let inner): "Alt-" + name(of: inner)
        default: "?"
        }
    }

    /// The help overlay's section: each action's own line, in order.
    public var helpSection: HelpOverlay.Section {
        HelpOverlay.Section(title: title, hints: bindings.compactMap(\.help))
    }

    /// The keys two or more actions claim, with those actions (none in a well-made table).
    public func clashes(with other: KeyTable? = nil) -> [(key: Key, actions: [String])] {
        var actions: [Key: [String]] = [:]
        var order: [Key] = []
        for binding in bindings + (other?.bindings ?? []) {
            for key in binding.keys {
                if actions[key] == nil { order.append(key) }
                actions[key, default: []].append(binding.action)
            }
        }
        return order.compactMap { key in actions[key]!.count > 1 ? (key, actions[key]!) : nil }
    }
}
