#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Variables of the process's environment, read one by one with `getenv(3)`.
///
/// `ProcessInfo.processInfo.environment` copies the whole environment into a dictionary through
/// Foundation the first time: about 0.6 ms of a one-query `bookdir search` of 8 ms. Even a
/// dictionary of a few of them costs a search of the executable's conformances (about 0.2 ms):
/// callers take this function itself as their `(String) -> String?`.
enum EnvironmentVariable {
    /// The value of the variable `name`, if set.
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
