import Catalog
import Foundation
import Screens
import ViewModels
import XCTest

/// The whole app wired as the executable wires it, over a fake store and fake system actions,
/// with keys to press and frames to draw.
final class ScreensHarness {
    let store: ScreensFakeStore
    let actions = FakeSystemActions()
    let worker: PendingWorker
    let app: AppViewModel
    let books: BooksViewModel
    let search: SearchViewModel
    let suggestion: SuggestionViewModel
    let root: RootScreen
    /// Whether the last key asked to quit.
    private(set) var didQuit = false
    /// The terminal's size: like the Terminal's loop, the harness draws a frame at this size
    /// first and after every key.
    var size = (width: 80, height: 24)
    /// The frame drawn after the last key.
    private(set) var lastFrame = Canvas(width: 0, height: 0)

    /// The app over `store`; jobs run at once unless `holdJobs` (then `worker.runAll()` runs them).
    init(store: ScreensFakeStore = ScreensFakeStore(), holdJobs: Bool = false, width: Int = 80, height: Int = 24) {
        self.store = store
        size = (width, height)
        let worker = PendingWorker()
        worker.isImmediate = !holdJobs
        self.worker = worker
        let books = BooksViewModel(store: store, worker: worker)
        let search = SearchViewModel(store: store, worker: worker)
        var counter = 0
        let suggestion = SuggestionViewModel(
            store: store, worker: worker, now: { Date(timeIntervalSince1970: 1_700_000_000) },
            makeID: {
                counter += 1
                return "suggestion-\(counter)"
            })
        self.books = books
        self.search = search
        self.suggestion = suggestion
        app = AppViewModel(
            booksWillAppear: { books.inputs.viewWillAppear() },
            searchWillAppear: { search.inputs.viewWillAppear() },
            suggestionWillAppear: { suggestion.inputs.viewWillAppear() })
        root = RootScreen(app: app, books: books, search: search, suggestion: suggestion, actions: actions)
        lastFrame = frame(width: size.width, height: size.height)
    }

    /// Presses each key in turn; returns whether the app still runs after the last one.
    @discardableResult
    func press(_ keys: Key...) -> Bool {
        press(keys)
    }

    /// Presses each key in turn; returns whether the app still runs after the last one.
    @discardableResult
    func press(_ keys: [Key]) -> Bool {
        for key in keys {
            didQuit = !root.handle(key)
            if didQuit { return false }
            lastFrame = frame(width: size.width, height: size.height)
        }
        return true
    }

    /// Delivers one key without drawing, as the Terminal's loop does for every key of a burst of
    /// input but the last; returns whether the app still runs. ``drawFrame()`` draws afterwards.
    func deliver(_ key: Key) -> Bool {
        didQuit = !root.handle(key)
        return !didQuit
    }

    /// Delivers keys that arrived together through ``RootScreen/handle(keys:)``, as the Terminal's
    /// loop does, without drawing; returns whether the app still runs. ``drawFrame()`` draws afterwards.
    func deliver(burst keys: [Key]) -> Bool {
        didQuit = !root.handle(keys: keys)
        return !didQuit
    }

    /// Draws ``lastFrame`` at ``size``, as the Terminal's loop does after a burst of input.
    func drawFrame() {
        lastFrame = frame(width: size.width, height: size.height)
    }

    /// Types `text` one character at a time.
    @discardableResult
    func type(_ text: String) -> Bool {
        press(text.map { Key.character($0) })
    }

    /// A frame at `width`×`height`.
    func frame(width: Int = 80, height: Int = 24) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        root.render(into: &canvas)
        return canvas
    }

    /// A click at a cell.
    static func click(_ x: Int, _ y: Int) -> Key {
        .mouse(MouseEvent(x: x, y: y, action: .leftClick))
    }
}
