import Widgets

/// What a configuration file asks of the keys: `action` done by `keys`, in the table `table`
/// (`books`, `search-results`), or, without one, in every table that has that action. `line` and
/// `column` say where the file asked it, for its messages.
public struct KeyRemap: Equatable, Sendable {
    public let table: String?
    public let action: String
    public let keys: [Key]
    public let line: Int
    public let column: Int

    public init(table: String?, action: String, keys: [Key], line: Int = 0, column: Int = 0) {
        self.table = table
        self.action = action
        self.keys = keys
        self.line = line
        self.column = column
    }
}

/// Why a remapping was not applied (the tables keep their keys for it), or a note on what it did.
public struct KeyRemapProblem: Equatable, Sendable {
    /// The remapping it is about.
    public let remap: KeyRemap
    /// The sentence: "no action next-comunity in books (did you mean next-community?)".
    public let message: String
    /// Whether the remapping was still applied (a note: a key taken from another action).
    public let isNote: Bool

    public init(remap: KeyRemap, message: String, isNote: Bool = false) {
        self.remap = remap
        self.message = message
        self.isNote = isNote
    }
}
