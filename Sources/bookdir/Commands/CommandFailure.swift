import Catalog

/// A subcommand's failure that is not a usage error: a sentence for standard error and an exit status.
struct CommandFailure: Error {
    /// The sentence to show on standard error (escaped before printing).
    var message: String
    /// The exit status, one of ``ExitStatus``.
    var status: Int32

    /// Nothing was found or matched (exit status 1).
    static func nothingFound(_ message: String) -> CommandFailure {
        CommandFailure(message: message, status: ExitStatus.nothingFound)
    }

    /// A file could not be read or written (exit status 3).
    static func dataError(_ message: String) -> CommandFailure {
        CommandFailure(message: message, status: ExitStatus.dataError)
    }

    /// A store refused or failed: exit status 4 when this user is not allowed, else 3.
    static func storeFailure(_ error: BookStoreError, prefix: String = "") -> CommandFailure {
        CommandFailure(message: prefix + error.message, status: ExitStatus.of(error))
    }
}
