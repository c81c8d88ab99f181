import Catalog
import Screens
import Store

/// Opens the app where it was left (state.json in the data folder) and remembers where it is left.
enum AppStateKeeper {
    /// Restores the saved state into `root`, unless `fresh`; a state file that cannot be used
    /// leaves the app fresh with a one-line notice.
    static func restore(_ root: RootScreen, from store: some StateStore, fresh: Bool) {
        guard !fresh else { return }
        switch store.loadState() {
        case .none: break
        case .restored(let state): root.restore(state)
        case .ignored(let notice): root.show(notice: notice)
        }
    }

    /// Saves where `root` is; a failure to save is not worth an error at quit (the next launch
    /// then starts where the last saved state says, or fresh).
    static func save(_ root: RootScreen, to store: some StateStore) {
        try? store.saveState(root.capturedState())
    }
}
