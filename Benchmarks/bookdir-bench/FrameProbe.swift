import Catalog
import Store
import Search
import Foundation
import Screens
import Widgets
import Terminal
import ViewModels

/// Frames of the whole app (RootScreen over the loaded catalog): screen → Canvas, and
/// Canvas → curses → terminal (TerminalSession.draw, `doupdate` into a pseudo-terminal), measured
/// in a child process (`bookdir-bench measure-frames`) whose standard input and output are a
/// pseudo-terminal of the wanted size.
enum FrameProbe {
    /// What one child measured.
    struct Figures: Codable {
        var columns = 0
        var rows = 0
        /// From the parent starting the process to the first frame drawn (the loading state).
        var firstFrameSeconds = 0.0
        /// From the child's first instruction to the first frame drawn.
        var firstFrameInProcessSeconds = 0.0
        /// From the parent starting the process to the first frame with the catalog's books drawn.
        var catalogFrameSeconds = 0.0
        /// The steady frames, one kind after another; the first is the costliest (pane switches).
        var scenes: [Scene] = []
        var error: String?
    }

    /// Frames of one kind, each timed.
    struct Scene: Codable {
        /// What changes from frame to frame.
        var what = ""
        /// Each frame's screen → Canvas time.
        var canvas: [Double] = []
        /// Each frame's Canvas → curses → terminal time.
        var curses: [Double] = []
        /// Cells that differ between the two frames the scene alternates between.
        var changedCells = 0
        /// Write calls per frame (Linux's per-thread counter), when known.
        var writesPerFrame: Double?
    }

    /// Environment variable carrying the parent's monotonic time when it started the child.
    static let spawnVariable = "BOOKDIR_BENCH_SPAWN_NS"

    /// The child's work; prints the ``Figures`` as one JSON line on standard error.
    static func runChild(catalog: String, dataDirectory: String, frames: Int) {
        let entry = MonotonicTime.now()
        let spawn = ProcessInfo.processInfo.environment[spawnVariable].flatMap(UInt64.init) ?? entry
        var figures = Figures()
        let store = JSONBookStore(catalogURL: URL(fileURLWithPath: catalog), dataDirectory: URL(fileURLWithPath: dataDirectory))
        let worker = HeldWorker()
        let assembly = AppAssembly(store: store, worker: worker, actions: NoSystemActions())
        let (app, root) = (assembly.app, assembly.root)
        let session = TerminalSession()
        do {
            try session.start(environment: ProcessInfo.processInfo.environment)
        } catch {
            figures.error = "curses could not start: \(error)"
            report(figures)
            return
        }
        let size = session.size
        figures.columns = size.columns
        figures.rows = size.rows
        func frame() -> Canvas {
            var canvas = Canvas(width: size.columns, height: size.rows)
            root.render(into: &canvas)
            return canvas
        }
        session.draw(frame())
        let first = MonotonicTime.now()
        figures.firstFrameSeconds = Double(first - spawn) / 1e9
        figures.firstFrameInProcessSeconds = Double(first - entry) / 1e9

        worker.releaseAll()
        session.draw(frame())
        figures.catalogFrameSeconds = Double(MonotonicTime.now() - spawn) / 1e9

        // Steady frames, each kind alternating between two states (`change(0)` leaves the
        // current one), each frame timed from the new state's results (after the worker ran) to
        // the terminal updated.
        func scene(_ what: String, count: Int, _ change: (Int) -> Void) -> Scene {
            var scene = Scene(what: what)
            let before = frame()
            change(0)
            worker.releaseAll()
            let after = frame()
            session.draw(after)
            scene.changedCells = zip(before.cells, after.cells).filter { $0 != $1 }.count
            let clock = ContinuousClock()
            let writesBefore = writeCalls()
            for number in 1 ... max(1, count) {
                change(number)
                worker.releaseAll()
                let start = clock.now
                let canvas = frame()
                let rendered = clock.now
                session.draw(canvas)
                let drawn = clock.now
                scene.canvas.append((rendered - start).seconds)
                scene.curses.append((drawn - rendered).seconds)
            }
            if let writesBefore, let writesAfter = writeCalls(), count > 0 {
                scene.writesPerFrame = Double(writesAfter - writesBefore) / Double(count)
            }
            return scene
        }
        app.inputs.tabSelected(.search)
        worker.releaseAll()
        for character in "moon" { _ = root.handle(.character(character)) }
        worker.releaseAll()
        // Nearly every cell changes: the Search pane with results for "moon" and the Books list.
        figures.scenes.append(scene("Search ↔ Books panes in turn", count: frames) { number in
            app.inputs.tabSelected(number % 2 == 0 ? .books : .search)
        })
        // Typing in the Search field: "moon" → "moo" → "moon", the results changing each time.
        app.inputs.tabSelected(.search)
        worker.releaseAll()
        figures.scenes.append(scene("typing in Search: moon ↔ moo", count: frames) { number in
            _ = root.handle(number % 2 == 0 ? .backspace : .character("n"))
        })
        // Moving the selection in the Books list.
        app.inputs.tabSelected(.books)
        worker.releaseAll()
        figures.scenes.append(scene("Books list: selection ↓ then ↑", count: frames) { number in
            _ = root.handle(number % 2 == 0 ? .down : .up)
        })
        session.stop()
        report(figures)
    }

    /// Write calls this thread has made so far (`syscw` in /proc/thread-self/io), when Linux tells.
    private static func writeCalls() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/thread-self/io", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("syscw:") })
        else { return nil }
        return Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces))
    }

    private static func report(_ figures: Figures) {
        if let data = try? JSONEncoder().encode(figures) {
            FileHandle.standardError.write(data + Data("\n".utf8))
        }
    }

    /// Runs a child in a pseudo-terminal of `columns` × `rows`.
    static func measure(catalog: String, dataDirectory: String, columns: Int, rows: Int, frames: Int) -> Figures {
        guard let terminal = PseudoTerminal(columns: columns, rows: rows) else {
            return Figures(error: "no pseudo-terminal could be opened")
        }
        defer { terminal.closeLeader() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ChildProcess.selfPath)
        process.arguments = ["measure-frames", "--catalog", catalog, "--data-dir", dataDirectory, "--count", "\(frames)"]
        let follower = FileHandle(fileDescriptor: terminal.follower, closeOnDealloc: false)
        process.standardInput = follower
        process.standardOutput = follower
        let errors = Pipe()
        process.standardError = errors
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["LC_ALL"] = "C.UTF-8"
        environment.removeValue(forKey: "NO_COLOR")
        terminal.startDraining()
        environment[spawnVariable] = "\(MonotonicTime.now())"
        process.environment = environment
        do {
            try process.run()
        } catch {
            return Figures(error: "the frame process could not start: \(error)")
        }
        terminal.closeFollower()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
              let figures = try? JSONDecoder().decode(Figures.self, from: Data(line.utf8))
        else {
            return Figures(error: "the frame process failed (status \(process.terminationStatus)): \(text.suffix(400))")
        }
        return figures
    }
}
