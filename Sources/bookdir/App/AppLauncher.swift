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
    /// Runs the app on the catalog at `catalogURL` with the user's data in `dataDirectory`;
    /// returns the process's exit status once the terminal is restored.
    static func launch(catalogURL: URL, dataDirectory: URL, fresh: Bool = false) throws -> Int32 {
        let terminal = TerminalApp()
        guard TerminalSession.isInteractive else {
            FileHandle.standardError.write(Data("\(TerminalError.notATerminal)\n".utf8))
            return 2
        }
        let worker = BackgroundWorker(mainQueue: terminal.mainQueue)
        let store = JSONBookStore(catalogURL: catalogURL, dataDirectory: dataDirectory)
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = AppAssembly(store: store, worker: worker, actions: DesktopActions(terminal: terminal),
                               listStore: JSONListStore(dataDirectory: dataDirectory),
                               exporter: FileListExporter(folder: folder)).root
        let state = JSONStateStore(dataDirectory: dataDirectory)
        AppStateKeeper.restore(root, from: state, fresh: fresh)
        do {
            let exit = try terminal.run(root)
            AppStateKeeper.save(root, to: state)
            exit.endProcessIfSignalled()
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 2
        }
    }
}

extension RootScreen: TerminalClient {}
