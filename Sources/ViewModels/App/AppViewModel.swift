/// What the app's frame (the tab bar) tells its view model.
public protocol AppViewModelInputs {
    /// Call when the app is first shown.
    func viewDidLoad()
    /// Call when the user chose `tab` (a click, or its number key).
    func tabSelected(_ tab: Tab)
    /// Call when the user asked for the next tab (Tab); after the last comes the first.
    func nextTabRequested()
    /// Call when the user asked for the previous tab (Shift-Tab); before the first comes the last.
    func previousTabRequested()
}

/// What the app's frame shows.
public protocol AppViewModelOutputs {
    /// Emits the tab shown, each time it changes.
    var selectedTab: Bindable<Tab> { get }
}

/// The app frame's view model: its inputs and its outputs.
public protocol AppViewModelType {
    /// The inputs.
    var inputs: AppViewModelInputs { get }
    /// The outputs.
    var outputs: AppViewModelOutputs { get }
}

/// The tabs Books, Search, Suggestion, Lists and Review: which one is shown, and telling its screen it appeared.
public final class AppViewModel: AppViewModelType, AppViewModelInputs, AppViewModelOutputs {
    public var inputs: AppViewModelInputs { self }
    public var outputs: AppViewModelOutputs { self }

    public let selectedTab = Bindable(Tab.books)

    private let willAppear: [Tab: () -> Void]

    /// Creates the frame; each closure is called when its tab is shown
    /// (typically the screen's view model's `viewWillAppear`).
    public init(
        booksWillAppear: @escaping () -> Void,
        searchWillAppear: @escaping () -> Void,
        suggestionWillAppear: @escaping () -> Void,
        listsWillAppear: @escaping () -> Void = {},
        reviewWillAppear: @escaping () -> Void = {}
    ) {
        willAppear = [.books: booksWillAppear, .search: searchWillAppear, .suggestion: suggestionWillAppear,
                      .lists: listsWillAppear, .review: reviewWillAppear]
    }

    public func viewDidLoad() {
        willAppear[selectedTab.value]?()
    }

    public func tabSelected(_ tab: Tab) {
        guard tab != selectedTab.value else { return }
        selectedTab.value = tab
        willAppear[tab]?()
    }

    public func nextTabRequested() {
        tabSelected(Self.tab(selectedTab.value, movedBy: 1))
    }

    public func previousTabRequested() {
        tabSelected(Self.tab(selectedTab.value, movedBy: -1))
    }

    private static func tab(_ tab: Tab, movedBy step: Int) -> Tab {
        let all = Tab.allCases
        let index = all.firstIndex(of: tab) ?? 0
        return all[(index + step + all.count) % all.count]
    }
}
