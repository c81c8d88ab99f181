import Catalog
import Foundation
import Screens
import ViewModels
import Widgets

/// The whole app wired as the executable wires it (``AppAssembly``), over a store of the test's
/// and fake system actions, with keys to press and frames to draw. Every frame drawn is checked
/// with ``CanvasChecks/assertIntact(_:file:line:)``.
public final class AppHarness<Store: BookStore> {
    /// The store the app runs on.
    public let store: Store
    /// The reading lists the app keeps.
    public let lists: InMemoryListStore
    /// The clipboard and browser, recording every call.
    public let actions = FakeSystemActions()
    /// Runs the app's slow jobs: at once, or held until released.
    public let worker: HeldWorker
    /// The app's wiring: its view models and root screen.
    public let assembly: AppAssembly
    /// Whether the last key asked to quit.
    public private(set) var didQuit = false
    /// The terminal's size: like the Terminal's loop, the harness draws a frame at this size
    /// first and after every key.
    public var size = (width: 80, height: 24)
    /// The frame drawn after the last key.
    public private(set) var lastFrame = Canvas(width: 0, height: 0)

    /// The app over `store`; jobs run at once unless `holdJobs` (then `worker.releaseAll()` runs
    /// them). Suggestions are stamped with the time `now` and the ids `makeID` gives (by default
    /// "suggestion-1", "suggestion-2", …). Reading lists are kept in `lists`; the discover key's
    /// dice are `random` (by default always the first row, so two harnesses given the same keys agree);
    /// `owned` tells which books the library owns (by default none are imported), `reporter` makes
    /// the audit and balance overlays.
    public init(
        store: Store, holdJobs: Bool = false, width: Int = 80, height: Int = 24,
        now: Date = Date(timeIntervalSince1970: 1_700_000_000), makeID: (() -> String)? = nil,
        lists: InMemoryListStore = InMemoryListStore(), exporter: (any ListExporter)? = nil,
        random: @escaping (Int) -> Int = { _ in 0 },
        userName: String? = nil, watchesStore: Bool = false, keys: KeyTables = .standard, owned: OwnedBooksSource = .none,
        reporter: (any HoldingsReporter)? = nil
    ) {
        self.lists = lists
        self.store = store
        size = (width, height)
        worker = HeldWorker(isImmediate: !holdJobs)
        var counter = 0
        assembly = AppAssembly(
            store: store, worker: worker, actions: actions, now: { now },
            makeID: makeID ?? {
                counter += 1
                return "suggestion-\(counter)"
            }, listStore: lists, exporter: exporter, random: random, userName: userName, watchesStore: watchesStore,
            keys: keys, owned: owned, reporter: reporter)
        lastFrame = frame(width: size.width, height: size.height)
    }

    /// The root screen.
    public var root: RootScreen { assembly.root }
    /// The Review pane's view model.
    public var review: ReviewViewModel { assembly.review }
    /// The tab bar's view model.
    public var app: AppViewModel { assembly.app }
    /// The Books pane's view model.
    public var books: BooksViewModel { assembly.books }
    /// The Search pane's view model.
    public var search: SearchViewModel { assembly.search }
    /// The Suggestion pane's view model.
    public var suggestion: SuggestionViewModel { assembly.suggestion }

    /// Presses each key in turn; returns whether the app still runs after the last one.
    @discardableResult
    public func press(_ keys: Key...) -> Bool {
        press(keys)
    }

    /// Presses each key in turn; returns whether the app still runs after the last one.
    @discardableResult
    public func press(_ keys: [Key]) -> Bool {
        for key in keys {
            didQuit = !root.handle(key)
            if didQuit { return false }
            lastFrame = frame(width: size.width, height: size.height)
        }
        return true
    }

    /// Delivers one key without drawing, as the Terminal's loop does for every key of a burst of
    /// input but the last; returns whether the app still runs. ``drawFrame()`` draws afterwards.
    public func deliver(_ key: Key) -> Bool {
        didQuit = !root.handle(key)
        return !didQuit
    }

    /// Delivers keys that arrived together through ``RootScreen/handle(keys:)``, as the Terminal's
    /// loop does, without drawing; returns whether the app still runs. ``drawFrame()`` draws afterwards.
    public func deliver(burst keys: [Key]) -> Bool {
        didQuit = !root.handle(keys: keys)
        return !didQuit
    }

    /// Draws ``lastFrame`` at ``size``, as the Terminal's loop does after a burst of input.
    public func drawFrame() {
        lastFrame = frame(width: size.width, height: size.height)
    }

    /// Types `text` one character at a time.
    @discardableResult
    public func type(_ text: String) -> Bool {
        press(text.map { Key.character($0) })
    }

    /// A frame at `width`×`height` (the harness's size by default), checked to be intact.
    public func frame(width: Int? = nil, height: Int? = nil) -> Canvas {
        var canvas = Canvas(width: width ?? size.width, height: height ?? size.height)
        root.render(into: &canvas)
        CanvasChecks.assertIntact(canvas)
        return canvas
    }

    /// The rows between the tab bar and the status bar of a frame, as one string without white space.
    public func paneText() -> String {
        String(frame().lines.dropFirst().dropLast().joined().filter { !$0.isWhitespace })
    }

    /// A click at a cell.
    public static func click(_ x: Int, _ y: Int) -> Key {
        .mouse(MouseEvent(x: x, y: y, action: .leftClick))
    }
}
