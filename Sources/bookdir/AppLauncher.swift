import Foundation

/// Starts the full-screen app (placeholder until the terminal app is wired in).
enum AppLauncher {
    /// Runs the app on the catalog at `catalogURL` with suggestions in `dataDirectory`;
    /// returns the process's exit status.
    static func launch(catalogURL: URL, dataDirectory: URL) throws -> Int32 {
        print("bookdir: the full-screen app is not wired yet")
        return 0
    }
}
