/// How the syntax checker names a byte in its messages.
extension JSONSyntaxChecker {
    /// `byte` for a message: "a string" for a double quote, another printable ASCII character
    /// in quotes, otherwise its hexadecimal value.
    static func describe(_ byte: UInt8, quoted: Bool = true) -> String {
        if byte == UInt8(ascii: "\""), quoted { return "a string" }
        if byte >= 0x21, byte < 0x7F {
            let character = String(Character(Unicode.Scalar(byte)))
            return quoted ? "\"\(character)\"" : character
        }
        return "byte \(hex(byte))"
    }

    /// `byte` as `0x1F`.
    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x\(digits[Int(byte >> 4)])\(digits[Int(byte & 0x0F)])"
    }
}
