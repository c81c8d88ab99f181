/// A failure of a ``BookStore``, with a message that names the file and the problem.
public struct BookStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The file could not be read (missing catalog, permissions, not a file).
        case unreadable
        /// The file is not valid JSON or not of the expected shape; line and column when known.
        case corrupt(line: Int?, column: Int?)
        /// The file declares a version this bookdir does not understand.
        case unsupportedVersion(Int)
        /// A book or suggestion names a category code that does not exist.
        case unknownCategory(String)
        /// Two entries share one id.
        case duplicateID(String)
        /// A book breaks a rule of the catalog (blank field, bad ISBN, …).
        case invalidEntry
        /// Writing failed (read-only folder, full disk, lock not available).
        case writeFailed
        /// The store's owner does not let this user do this (a database role missing).
        case notAllowed
        /// The store could not be reached (a database server down or gone away); a retry may work.
        case unavailable
    }

    /// What went wrong.
    public var kind: Kind
    /// The path of the file concerned.
    public var path: String
    /// The whole sentence to show a user; it names the file and the problem.
    public var message: String

    /// Creates an error.
    public init(kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
