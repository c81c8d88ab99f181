import Foundation
import Screens
import Terminal

/// The placeholder screen until the real root screen is wired: a title line, the last key and
/// the code points of the characters typed so far (ASCII, so no width rules are needed here),
/// `c` copies "bookdir" to the clipboard, and q or Ctrl-C quits.
struct PlaceholderClient: TerminalClient {
    /// Copies text to the terminal's clipboard.
    let copy: (String) -> Void
    private var lastKey = "none"
    private var typed: [String] = []

    init(copy: @escaping (String) -> Void) {
        self.copy = copy
    }

    mutating func handle(_ key: Key) -> Bool {
        if key == .character("q") || key == .control("c") { return false }
        if key == .character("c") { copy("bookdir") }
        if case .character(let character) = key {
            typed += character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
        }
        lastKey = String(describing: key).unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 }
            ? String(describing: key) : "character"
        return true
    }

    func render(into canvas: inout Canvas) {
        let lines = ["bookdir — press q to quit", "last key: \(lastKey)", "typed: " + typed.joined(separator: " ")]
        for (y, line) in lines.enumerated() where y < canvas.height {
            for (x, character) in line.enumerated() where x < canvas.width {
                canvas[x, y] = Cell(text: String(character))
            }
        }
    }
}

let app = TerminalApp()
do {
    let exit = try app.run(PlaceholderClient(copy: { app.copyToClipboard($0) }))
    exit.endProcessIfSignalled()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
