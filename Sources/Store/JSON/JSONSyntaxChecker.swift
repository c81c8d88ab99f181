/// A strict check that bytes are one well-formed JSON document (RFC 8259, UTF-8),
/// reporting the line and column of the first fault. Stricter than the RFC where bookdir's files
/// need it: a key given twice in one object and a number too large for a Double (`1e999`) are
/// faults too, with their line and column.
///
/// It builds no values: decoding is left to `JSONDecoder` once the syntax is known to be good.
/// Nesting is tracked on an explicit stack, so hostile depth cannot overflow the call stack.
struct JSONSyntaxChecker {
    /// The deepest nesting of objects and arrays accepted.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    /// For each object open, where its keys' text lies (between the quotes).
    private var objectKeys: [[Range<Int>]] = []

    /// Checks `bytes`; a leading UTF-8 byte-order mark is allowed.
    /// - Returns: the first syntax error, or nil when the document is well-formed.
    static func firstError(in bytes: [UInt8]) -> JSONSyntaxError? {
        var checker = JSONSyntaxChecker(bytes: bytes)
        do {
            try checker.checkDocument()
            return nil
        } catch {
            return error
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func failure(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(at: offset ?? index, in: bytes, reason: reason)
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private mutating func checkDocument() throws(JSONSyntaxError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var stack: [UInt8] = []
        expectingValue: while true {
            skipWhitespace()
            guard let byte = current else {
                throw failure(stack.isEmpty ? "the file is empty" : "the file ends where a value was expected")
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < Self.maximumDepth else {
                    throw failure("objects and arrays are nested more than \(Self.maximumDepth) levels deep")
                }
                stack.append(byte)
                index += 1
                skipWhitespace()
                if byte == UInt8(ascii: "{") {
                    objectKeys.append([])
                    if current == UInt8(ascii: "}") {
                        index += 1
                        stack.removeLast()
                        objectKeys.removeLast()
                    } else {
                        try checkKeyAndColon()
                        continue expectingValue
                    }
                } else {
                    if current == UInt8(ascii: "]") {
                        index += 1
                        stack.removeLast()
                    } else {
                        continue expectingValue
                    }
                }
            case UInt8(ascii: "\""):
                try checkString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try checkNumber()
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                try checkLiteral()
            default:
                throw failure("unexpected \(Self.describe(byte)) where a value was expected")
            }
            // A value just ended: close containers or move on to the next element.
            while true {
                skipWhitespace()
                guard let container = stack.last else {
                    if let byte = current {
                        throw failure("unexpected \(Self.describe(byte)) after the end of the JSON document")
                    }
                    return
                }
                let closer = container == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard let byte = current else {
                    throw failure(container == UInt8(ascii: "{") ? "the file ends inside an object" : "the file ends inside an array")
                }
                if byte == UInt8(ascii: ",") {
                    index += 1
                    if container == UInt8(ascii: "{") {
                        skipWhitespace()
                        try checkKeyAndColon()
                    }
                    continue expectingValue
                }
                guard byte == closer else {
                    throw failure("expected \",\" or \"\(Character(Unicode.Scalar(closer)))\" but found \(Self.describe(byte))")
                }
                index += 1
                if stack.removeLast() == UInt8(ascii: "{") { objectKeys.removeLast() }
            }
        }
    }

    private mutating func checkKeyAndColon() throws(JSONSyntaxError) {
        guard let byte = current else { throw failure("the file ends where a key was expected") }
        guard byte == UInt8(ascii: "\"") else {
            throw failure("expected a key in double quotes but found \(Self.describe(byte))")
        }
        let keyStart = index
        try checkString()
        let key = keyStart + 1 ..< index - 1
        if let keys = objectKeys.last, keys.contains(where: { bytes[$0] == bytes[key] }) {
            throw failure("the key \"\(String(decoding: bytes[key], as: UTF8.self))\" twice in one object", at: keyStart)
        }
        objectKeys[objectKeys.count - 1].append(key)
        skipWhitespace()
        guard let colon = current else { throw failure("the file ends where \":\" was expected") }
        guard colon == UInt8(ascii: ":") else {
            throw failure("expected \":\" after the key but found \(Self.describe(colon))")
        }
        index += 1
    }

    private mutating func checkString() throws(JSONSyntaxError) {
        let start = index
        index += 1
        while true {
            guard let byte = current else {
                throw failure("the file ends inside the string that starts here", at: start)
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                try checkEscape()
            case 0x00..<0x20:
                throw failure("a control character (\(Self.hex(byte))) inside a string; write it as an escape such as \\n")
            case 0x80...:
                try checkMultibyteScalar()
            default:
                index += 1
            }
        }
    }

    private mutating func checkEscape() throws(JSONSyntaxError) {
        let start = index
        index += 1
        guard let byte = current else { throw failure("the file ends inside an escape", at: start) }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
        case UInt8(ascii: "u"):
            index += 1
            let unit = try hexUnit(escapeStart: start)
            if (0xDC00...0xDFFF).contains(unit) {
                throw failure("a \\u escape holds a lone low surrogate", at: start)
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure("a \\u escape holds a high surrogate that no low surrogate follows", at: start)
                }
                let secondStart = index
                index += 2
                let low = try hexUnit(escapeStart: secondStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure("a \\u escape holds a high surrogate that no low surrogate follows", at: start)
                }
            }
        default:
            throw failure("unknown escape \\\(Self.describe(byte, quoted: false)) inside a string", at: start)
        }
    }

    private mutating func hexUnit(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw failure("a \\u escape needs four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Checks one UTF-8 sequence of two to four bytes (no overlongs, no surrogates, nothing past U+10FFFF).
    private mutating func checkMultibyteScalar() throws(JSONSyntaxError) {
        let start = index
        let lead = bytes[index]
        let secondRange: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2; secondRange = 0x80...0xBF
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; secondRange = 0x80...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4; secondRange = 0x80...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw failure("invalid UTF-8 (byte \(Self.hex(lead))) inside a string", at: start)
        }
        for position in 1..<length {
            let range: ClosedRange<UInt8> = position == 1 ? secondRange : 0x80...0xBF
            let offset = start + position
            guard offset < bytes.count, range.contains(bytes[offset]) else {
                throw failure("invalid UTF-8 (byte \(Self.hex(lead)) starts a broken sequence) inside a string", at: start)
            }
        }
        index = start + length
    }

    private mutating func checkNumber() throws(JSONSyntaxError) {
        let start = index
        let malformed = "a malformed number"
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, Self.isDigit(first) else { throw failure(malformed, at: start) }
        index += 1
        if first == UInt8(ascii: "0"), let next = current, Self.isDigit(next) {
            throw failure("a number with a leading zero", at: start)
        }
        skipDigits()
        if current == UInt8(ascii: ".") {
            index += 1
            guard let digit = current, Self.isDigit(digit) else { throw failure(malformed, at: start) }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let digit = current, Self.isDigit(digit) else { throw failure(malformed, at: start) }
            skipDigits()
        }
        // Short numbers without an exponent always fit; read the others to be sure.
        if index - start > 15 || bytes[start ..< index].contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            let text = String(decoding: bytes[start ..< index], as: UTF8.self)
            if !(Double(text)?.isFinite ?? false) {
                throw failure("the number \(text.prefix(40)) is too large to read", at: start)
            }
        }
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func checkLiteral() throws(JSONSyntaxError) {
        for word in ["true", "false", "null"] {
            let utf8 = Array(word.utf8)
            if bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 {
                index += utf8.count
                return
            }
        }
        throw failure("an unknown word where a value was expected (only true, false and null are allowed)")
    }
}
