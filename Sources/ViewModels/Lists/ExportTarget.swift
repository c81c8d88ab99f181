/// Where a path typed for an export leads (``ListExporter/target(_:)``), and what is there now.
public struct ExportTarget: Equatable, Sendable {
    /// What is at the path before the export.
    public enum Occupant: Equatable, Sendable {
        /// Nothing: the export makes the file.
        case nothing
        /// A file (or a link), replaced only when the user says so.
        case file
        /// A folder, which an export cannot replace.
        case folder
    }

    /// The absolute path written.
    public var path: String
    /// The path as messages show it, the home folder written `~`.
    public var shown: String
    /// What is there now.
    public var occupant: Occupant

    /// The target `path`, shown as `shown`, holding `occupant`.
    public init(path: String, shown: String, occupant: Occupant) {
        self.path = path
        self.shown = shown
        self.occupant = occupant
    }
}
