#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Variables of the process's environment, read one by one with `getenv(3)`.
///
/// `ProcessInfo.processInfo.environment` copies the whole environment into a dictionary through
/// Foundation the first time: about 0.6 ms of a one-query `bookdir search` of 8 ms.
enum EnvironmentVariable {
    /// The value of the variable `name`, if set.
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The variables among `names` that are set, by name.
    static func values(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = value(name) { values[name] = value }
        }
        return values
    }
}
