import Store
import Widgets
import Catalog
import Foundation
import Screens
import Terminal
import ViewModels
import Settings
import PostgresStore

/// Starts the full-screen app: wires the store to the view models, the view models to the
/// screens, and the root screen to the terminal.
enum AppLauncher {
    /// Runs the app on `store` (the JSON files or a shared database), with the user's reading lists
    /// and where the app was left in `dataDirectory` (on this machine, whichever the store);
    /// returns the process's exit status once the terminal is restored: 0, or 3 when where the app
    /// was left could not be saved (said on standard error).
    static func launch(store: any BookStore, dataDirectory: URL, fresh: Bool = false, settings: Settings = Settings()) throws -> Int32 {
        let terminal = TerminalApp()
        terminal.theme = settings.theme.value
        terminal.showsFocusCursor = settings.showCursor.value
        if settings.accessible.value { Glyphs.current = .words }
        guard TerminalSession.isInteractive else {
            FileHandle.standardError.write(Data("\(TerminalError.notATerminal)\n".utf8))
            return 2
        }
        let worker = BackgroundWorker(mainQueue: terminal.mainQueue)
        let holdings = Self.holdings(of: store, dataDirectory: dataDirectory)
        // Kept for the whole run: it holds the watch on the store's changes.
        let assembly = AppAssembly(store: store, worker: worker, actions: DesktopActions(terminal: terminal),
                                   listStore: JSONListStore(dataDirectory: dataDirectory),
                                   exporter: FileListExporter(folder: FileManager.default.currentDirectoryPath,
                                                              home: HomeFolder.path(environment: EnvironmentVariable.value)),
                                   userName: LoginName.current(), watchesStore: true, keys: settings.keys,
                                   owned: AppOwnedBooks(libraries: holdings).source,
                                   reporter: AppHoldingsReporter(libraries: holdings))
        let root = assembly.root
        let state = JSONStateStore(dataDirectory: dataDirectory)
        AppStateKeeper.restore(root, from: state, fresh: fresh)
        // The configuration file's mistakes, in one notice on the status row.
        if let notice = settings.notice { root.show(notice: notice) }
        do {
            let exit = try withExtendedLifetime(assembly) { try terminal.run(root) }
            let unsaved = AppStateKeeper.save(root, to: state)
            if let unsaved { StandardError.write("bookdir: " + SafeText.visible(AppStateKeeper.unsavedMessage(unsaved))) }
            exit.endProcessIfSignalled()
            return unsaved.map(ExitStatus.of) ?? ExitStatus.success
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 2
        }
    }

    /// The holdings the app reads: the shared store's when it runs on one, else the data folder's.
    static func holdings(of store: any BookStore, dataDirectory: URL) -> HoldingsLibraries {
        HoldingsLibraries(dataDirectory: dataDirectory, database: store as? PostgresBookStore,
                          catalogVersion: { StoreChoice.catalogVersion(of: store) })
    }
}

extension RootScreen: TerminalClient {}
