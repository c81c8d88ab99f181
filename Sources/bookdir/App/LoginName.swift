import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name suggestions and decisions are signed with when no `--by` is given: the login name
/// of the user running bookdir (the password database's, else `$USER`), else "unknown".
enum LoginName {
    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name, let text = String(validatingCString: name), !text.isEmpty {
            return text
        }
        if let user = environment["USER"], !user.isEmpty { return user }
        return "unknown"
    }
}
