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
    static func launch(catalogURL: URL, dataDirectory: URL) throws -> Int32 {
        let terminal = TerminalApp()
        guard TerminalSession.isInteractive else {
            FileHandle.standardError.write(Data("\(TerminalError.notATerminal)\n".utf8))
            return 2
        }
        let worker = BackgroundWorker(mainQueue: terminal.mainQueue)
        let store = JSONBookStore(catalogURL: catalogURL, dataDirectory: dataDirectory)
        let books = BooksViewModel(store: store, worker: worker)
        let search = SearchViewModel(store: store, worker: worker)
        let suggestion = SuggestionViewModel(store: store, worker: worker)
        let app = AppViewModel(
            booksWillAppear: { books.inputs.viewWillAppear() },
            searchWillAppear: { search.inputs.viewWillAppear() },
            suggestionWillAppear: { suggestion.inputs.viewWillAppear() }
        )
        let actions = DesktopActions(terminal: terminal)
        let root = RootScreen(app: app, books: books, search: search, suggestion: suggestion, actions: actions)
        do {
            let exit = try terminal.run(root)
            exit.endProcessIfSignalled()
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 2
        }
    }
}

extension RootScreen: TerminalClient {}
