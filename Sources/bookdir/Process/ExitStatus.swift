import Catalog

/// The exit statuses of `bookdir`, the same for every subcommand.
enum ExitStatus {
    /// Done.
    static let success: Int32 = 0
    /// Nothing found or matched: an empty list, a search without results, an unknown id,
    /// no suggestions yet, or a suggestion already sent or already in the directory.
    static let nothingFound: Int32 = 1
    /// A usage error: an unknown option, a missing or invalid value, an incomplete suggestion.
    static let usage: Int32 = 2
    /// A data error: a corrupt or unreadable file, a write that failed, or a database that
    /// cannot be reached.
    static let dataError: Int32 = 3
    /// Not allowed: the store does not let this user do this (a database role missing).
    static let notAllowed: Int32 = 4

    /// The status of a store's failure: ``notAllowed`` when the store refused this user, else ``dataError``.
    static func of(_ error: BookStoreError) -> Int32 {
        error.kind == .notAllowed ? notAllowed : dataError
    }
}
