import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The number of columns human output may use.
enum TerminalWidth {
    /// The width of the terminal on standard output when it is one; else `$COLUMNS` when set to a
    /// positive number; else 80.
    static func current(environment: (String) -> String? = EnvironmentVariable.value) -> Int {
        if isatty(STDOUT_FILENO) == 1 {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                return Int(size.ws_col)
            }
        }
        if let columns = environment("COLUMNS").flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), columns > 0 {
            return columns
        }
        return 80
    }
}
