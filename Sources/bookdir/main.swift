import Foundation
import Screens
import Terminal

#if canImport(Glibc)
import Glibc
#endif

/// The placeholder screen until the real root screen is wired: one line, and q or Ctrl-C quits.
struct PlaceholderClient: TerminalClient {
    mutating func handle(_ key: Key) -> Bool {
        key != .character("q") && key != .control("c")
    }

    func render(into canvas: inout Canvas) {
        let text = Array("bookdir — press q to quit")
        for (x, character) in text.prefix(canvas.width).enumerated() where canvas.height > 0 {
            canvas[x, 0] = Cell(text: String(character))
        }
    }
}

do {
    let exit = try TerminalApp().run(PlaceholderClient())
    exit.endProcessIfSignalled()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
