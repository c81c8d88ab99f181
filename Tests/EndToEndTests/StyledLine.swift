import Foundation

/// One row of the pane with the attributes each character was drawn in, read from what
/// `tmux capture-pane -e` prints (the text interleaved with SGR escapes).
struct StyledLine {
    /// The attributes the tests look at.
    struct Attributes: Equatable {
        var bold = false
        var dim = false
        var underline = false
        var reverse = false
        /// The foreground colour number (0–255), `nil` for the terminal's default.
        var foreground: Int?
    }

    /// The row's characters (Unicode scalars), each with its attributes.
    var cells: [(scalar: Unicode.Scalar, attributes: Attributes)] = []

    /// The row's plain text.
    var text: String {
        var result = ""
        result.unicodeScalars.append(contentsOf: cells.map(\.scalar))
        return result
    }

    /// The longest runs of characters whose attributes satisfy `condition`, in order, each
    /// trimmed of surrounding blanks (blank runs left out).
    func runs(where condition: (Attributes) -> Bool) -> [String] {
        var runs: [String] = []
        var current = ""
        func finish() {
            let trimmed = current.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { runs.append(trimmed) }
            current = ""
        }
        for cell in cells {
            if condition(cell.attributes) {
                current.unicodeScalars.append(cell.scalar)
            } else {
                finish()
            }
        }
        finish()
        return runs
    }

    /// The text drawn in reverse video (the selected row, the active tab), runs joined by " | ".
    var reversedText: String {
        runs { $0.reverse }.joined(separator: " | ")
    }

    /// Splits a `capture-pane -e -p` capture into rows. Attributes carry over from one row to
    /// the next, as tmux writes only the changes.
    static func parse(_ capture: String) -> [StyledLine] {
        var lines: [StyledLine] = []
        var line = StyledLine()
        var attributes = Attributes()
        let scalars = Array(capture.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                lines.append(line)
                line = StyledLine()
                index += 1
            } else if scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                    apply(parameters, to: &attributes)
                }
                index = end + 1
            } else if scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "]" {
                // An OSC (a hyperlink): skip to its BEL or ST.
                var end = index + 2
                while end < scalars.count, scalars[end] != "\u{07}",
                      !(scalars[end] == "\u{1B}" && end + 1 < scalars.count && scalars[end + 1] == "\\") { end += 1 }
                index = end + (end < scalars.count && scalars[end] == "\u{07}" ? 1 : 2)
            } else {
                line.cells.append((scalar, attributes))
                index += 1
            }
        }
        if !line.cells.isEmpty { lines.append(line) }
        return lines
    }

    private static func apply(_ parameters: String, to attributes: inout Attributes) {
        let codes = parameters.split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0.split(separator: ":").first ?? "0") ?? 0 }
        var position = 0
        while position < codes.count {
            let code = codes[position]
            switch code {
            case 0: attributes = Attributes()
            case 1: attributes.bold = true
            case 2: attributes.dim = true
            case 4: attributes.underline = true
            case 7: attributes.reverse = true
            case 22: attributes.bold = false; attributes.dim = false
            case 24: attributes.underline = false
            case 27: attributes.reverse = false
            case 30...37: attributes.foreground = code - 30
            case 90...97: attributes.foreground = code - 90 + 8
            case 39: attributes.foreground = nil
            case 38, 48:
                if position + 2 < codes.count, codes[position + 1] == 5 {
                    if code == 38 { attributes.foreground = codes[position + 2] }
                    position += 2
                } else if position + 4 < codes.count, codes[position + 1] == 2 {
                    position += 4
                }
            default: break
            }
            position += 1
        }
    }
}
