import Search
import Store
import Widgets
import Catalog
import Foundation
import Screens
import Terminal
import ViewModels

/// Starts the full-screen app: wires the store to the view models, the view models to the
/// screens, and the root screen to the terminal.
enum AppLauncher {
    /// Runs the app on `store` (the JSON files or a shared database); returns the process's exit
    /// status once the terminal is restored.
    static func launch(store: any BookStore) throws -> Int32 {
        let terminal = TerminalApp()
        guard TerminalSession.isInteractive else {
            FileHandle.standardError.write(Data("\(TerminalError.notATerminal)\n".utf8))
            return 2
        }
        let worker = BackgroundWorker(mainQueue: terminal.mainQueue)
        // Kept for the whole run: it holds the watch on the store's files.
        let assembly = AppAssembly(store: store, worker: worker, actions: DesktopActions(terminal: terminal),
                                   userName: LoginName.current(), watchesStore: true)
        do {
            let exit = try withExtendedLifetime(assembly) { try terminal.run(assembly.root) }
            exit.endProcessIfSignalled()
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 2
        }
    }
}

extension RootScreen: TerminalClient {}
