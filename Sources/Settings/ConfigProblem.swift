/// A mistake in the configuration file, where it is (1-based line and column; 0 when it is about
/// the whole file), and what was done instead.
public struct ConfigProblem: Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// "line 3, column 1: no setting colour (did you mean theme?)".
    public var description: String {
        line > 0 ? "line \(line), column \(column): \(message)" : message
    }
}
