/// The first place where a file stops being valid JSON, with a one-phrase reason.
///
/// Lines and columns count from 1; a column counts characters (Unicode scalars), not bytes.
struct JSONSyntaxError: Error, Equatable, Sendable {
    /// The line of the offending character.
    var line: Int
    /// The column of the offending character on its line.
    var column: Int
    /// What is wrong there, as a phrase such as `unexpected "}" where a value was expected`.
    var reason: String
}

extension JSONSyntaxError {
    /// The error at byte `offset` of `bytes`, with its line and column worked out.
    init(at offset: Int, in bytes: [UInt8], reason: String) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                // Count only bytes that start a scalar, so "é" is one column.
                column += 1
            }
            index += 1
        }
        self.line = line
        self.column = column
        self.reason = reason
    }
}
