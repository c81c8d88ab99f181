import Foundation

/// A `--store` address that is not a usable `postgresql://` address.
public struct PostgresLocationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The address as given, any password in it shown as `***`.
    public var address: String
    /// What is wrong with it.
    public var problem: String

    public init(address: String, problem: String) {
        self.address = Self.hidingPassword(address)
        self.problem = problem
    }

    /// `address` with the password of its `USER:PASSWORD@` and of a `password=` parameter as `***`.
    static func hidingPassword(_ address: String) -> String {
        var text = address
        if let scheme = text.range(of: "://") {
            let rest = text[scheme.upperBound...]
            let authority = rest.prefix { $0 != "/" && $0 != "?" }
            if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                text.replaceSubrange(text.index(after: colon) ..< at, with: "***")
            }
        }
        return text.replacingOccurrences(of: #"password=[^&]*"#, with: "password=***", options: .regularExpression)
    }

    /// The sentence to show: the problem and the form an address takes.
    public var description: String {
        "The store address \"\(address)\" cannot be used: \(problem). Give postgresql://USER@HOST:PORT/DATABASE "
            + "(or postgresql://USER@/DATABASE?host=/socket/folder), or leave --store out for the JSON files."
    }
}
