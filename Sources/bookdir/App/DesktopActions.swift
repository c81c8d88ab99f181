import Store
import Widgets
import Foundation
import Screens
import Terminal

/// The app's ``SystemActions``: the clipboard through the terminal (OSC 52) and links through
/// `xdg-open` when the system has it.
final class DesktopActions: SystemActions {
    private let terminal: TerminalApp
    private let environment: [String: String]

    /// Creates the actions for the app running on `terminal`.
    init(terminal: TerminalApp, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.terminal = terminal
        self.environment = environment
    }

    /// Sends `text` to the terminal's clipboard with the OSC 52 escape.
    func copyToClipboard(_ text: String) -> Bool {
        terminal.copyToClipboard(text)
    }

    /// How long the opener has to say it failed: `xdg-open` hands the link to a browser and exits
    /// at once; one still running then is taken to have opened it.
    static let openerVerdictTime: Duration = .seconds(2)

    /// Hands `link` to `xdg-open`, its output kept off the screen; `.notAvailable` when there is
    /// none, `.failed` when it exits with a status other than 0 within ``openerVerdictTime``.
    func openLink(_ link: String) -> LinkOpenResult {
        guard let opener = Self.executable(named: "xdg-open", path: environment["PATH"] ?? "/usr/bin:/bin") else {
            return .notAvailable
        }
        let process = Process()
        process.executableURL = opener
        process.arguments = [link]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .notAvailable
        }
        let deadline = ContinuousClock.now + Self.openerVerdictTime
        while process.isRunning, ContinuousClock.now < deadline { usleep(10_000) }
        guard !process.isRunning else { return .opened }
        return process.terminationStatus == 0 ? .opened : .failed(status: process.terminationStatus)
    }

    /// The first executable file called `name` in the folders of `path`.
    static func executable(named name: String, path: String) -> URL? {
        path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
