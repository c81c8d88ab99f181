import Foundation

/// Writes messages to standard error, one line each.
enum StandardError {
    /// Writes `message` followed by a newline (unless it already ends in one).
    static func write(_ message: String) {
        let line = message.hasSuffix("\n") ? message : message + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
