import Widgets

/// A pane's keys as data: every action with its keys, help line and hint, in help order. The pane
/// asks it which action a key is; the help overlay and the status hints are drawn from it;
/// `KeyTableTests` fails when two actions claim one key where both work. ``KeyTables`` holds every
/// table and what a configuration file rebinds.
public struct KeyTable: Sendable {
    /// The name a configuration file gives it (`books`, `search-results`).
    public let id: String
    /// The help section's title ("Books").
    public let title: String
    /// Every action, in the order the help lists them.
    public internal(set) var bindings: [KeyBinding]

    public init(id: String, title: String, bindings: [KeyBinding]) {
        self.id = id
        self.title = title
        self.bindings = bindings
    }

    /// The action `key` does, or nil.
    public func action(for key: Key) -> String? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The keys of `action` (none when the table has no such action).
    public func keys(_ action: String) -> [Key] {
        bindings.first { $0.action == action }?.keys ?? []
    }

    /// The status-bar hint of `action`: its written one, or once remapped, the first keys of it and
    /// of the actions that share its help line ("n e" for a remapped move).
    public func hint(_ action: String) -> KeyHint? {
        guard let index = bindings.firstIndex(where: { $0.action == action }), let hint = bindings[index].hint else { return nil }
        let group = self.group(at: index)
        guard group.contains(where: \.isRemapped) else { return hint }
        return KeyHint(key: group.compactMap { $0.keys.first?.displayName }.joined(separator: " "), action: hint.action)
    }

    /// How `action`'s first key is written ("f", "Enter"), for a row that names it; empty when the
    /// action has no key.
    public func keyName(_ action: String) -> String {
        keys(action).first?.displayName ?? ""
    }

    /// How a key is written in help and hints.
    public static func name(of key: Key) -> String {
        key.displayName
    }

    /// The bindings that share the help line of the one at `index`: it and those after it without
    /// a line of their own.
    private func group(at index: Int) -> ArraySlice<KeyBinding> {
        var end = index + 1
        while end < bindings.count, bindings[end].help == nil { end += 1 }
        return bindings[index ..< end]
    }

    /// The help overlay's section: each action's own line, in order (naming the keys a
    /// configuration file gave, where it gave some).
    public var helpSection: HelpOverlay.Section {
        HelpOverlay.Section(title: title, hints: bindings.indices.compactMap { index in
            guard let help = bindings[index].help else { return nil }
            let group = self.group(at: index)
            guard group.contains(where: \.isRemapped) else { return help }
            let keys = group.flatMap(\.keys).map(\.displayName)
            return KeyHint(key: keys.isEmpty ? "(none)" : keys.joined(separator: " "), action: help.action)
        })
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
