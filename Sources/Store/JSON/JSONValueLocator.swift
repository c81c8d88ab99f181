/// Finds where a value sits in a JSON document already known to be valid, to name its line and
/// column in a message: "the year of book 3" becomes line 41, column 15.
///
/// Only the path to the value is walked; everything beside it is skipped over byte by byte. Used
/// when a rule is broken, never on the way to a successful load.
struct JSONValueLocator {
    /// One step of a path: a key of an object or a position (from 0) in a list.
    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    private let bytes: [UInt8]

    /// A locator over the document `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// "line L, column C" of the value at `path` (as ``JSONSyntaxError`` counts them), or of the
    /// deepest part of the path found; `nil` when not even the first step is there.
    func place(of path: [Step]) -> String? {
        var walker = Walker(bytes: bytes)
        walker.skipSpace()
        var found: Int?
        for step in path {
            guard walker.enter(step) else { break }
            found = walker.index
        }
        guard let found else { return nil }
        let position = JSONSyntaxError(at: found, in: bytes, reason: "")
        return "line \(position.line), column \(position.column)"
    }

    private struct Walker {
        let bytes: [UInt8]
        var index = 0

        /// Moves from the start of an object or list to the start of the value at `step`.
        mutating func enter(_ step: Step) -> Bool {
            guard index < bytes.count else { return false }
            switch (step, bytes[index]) {
            case (.key(let key), UInt8(ascii: "{")):
                index += 1
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
                    let name = string()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                    index += 1
                    skipSpace()
                    if name == key { return true }
                    skipValue()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return false }
                    index += 1
                }
            case (.index(let position), UInt8(ascii: "[")):
                index += 1
                skipSpace()
                for _ in 0 ..< position {
                    guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return false }
                    skipValue()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return false }
                    index += 1
                    skipSpace()
                }
                return index < bytes.count && bytes[index] != UInt8(ascii: "]")
            default:
                return false
            }
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        /// Reads the string starting here (escapes left as written: keys bookdir looks for have none).
        mutating func string() -> String {
            let start = index + 1
            index = start
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            defer { index += 1 }
            return String(decoding: bytes[start ..< min(index, bytes.count)], as: UTF8.self)
        }

        /// Skips the value starting here: a string, or anything up to its matching bracket or the next delimiter.
        mutating func skipValue() {
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    _ = string()
                    if depth == 0 { return }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return }
                    depth -= 1
                    if depth == 0 { index += 1; return }
                case UInt8(ascii: ","):
                    if depth == 0 { return }
                default:
                    break
                }
                index += 1
            }
        }
    }
}
