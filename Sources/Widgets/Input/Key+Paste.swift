extension Key {
    /// The paste that `keys` start with when they arrived together without bracketed paste: a
    /// run of typed characters, line breaks and tabs that starts with a character and has a
    /// line break or tab before a later character. Nobody types a line break and more text
    /// faster than the app reads, but a terminal sends a pasted text so. Returns the text (line
    /// breaks as "\n", tabs as "\t") up to the run's last character, and how many keys it took;
    /// `nil` when `keys` start otherwise.
    public static func pastedRun<Keys: Collection<Key>>(at keys: Keys) -> (text: String, count: Int)? {
        guard case .character? = keys.first else { return nil }
        var text = ""
        var count = 0
        var pending = ""
        var pendingCount = 0
        var sawBreak = false
        for key in keys {
            switch key {
            case .character(let character):
                text += pending
                text.append(character)
                count += pendingCount + 1
                sawBreak = sawBreak || !pending.isEmpty
                pending = ""
                pendingCount = 0
            case .enter, .tab:
                pending.append(key == .enter ? "\n" : "\t")
                pendingCount += 1
            default:
                return sawBreak ? (text, count) : nil
            }
        }
        return sawBreak ? (text, count) : nil
    }
}
