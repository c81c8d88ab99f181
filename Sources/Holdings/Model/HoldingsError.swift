/// Why an export could not be read: a sentence naming the file, the row or record, what is wrong
/// and what to do. Nothing is stored when one is thrown.
public struct HoldingsError: Error, Equatable, Sendable {
    /// The sentence.
    public var message: String

    /// An error with this sentence.
    public init(_ message: String) {
        self.message = message
    }
}
