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

    /// Saves where `root` is, and returns the failure to say on the way out when the state could
    /// not be written (a full disk, a folder that cannot be written): the app then ends with a
    /// failing status. A state file that cannot be read or understood is left as it is, not an
    /// error at quit: the launch already said so and started fresh.
    static func save(_ root: RootScreen, to store: some StateStore) -> BookStoreError? {
        do throws(BookStoreError) {
            try store.saveState(root.capturedState())
            return nil
        } catch {
            return error.kind == .writeFailed ? error : nil
        }
    }

    /// The sentence said on the way out when the state was not saved: what was lost, then the
    /// store's message (the path and the reason).
    static func unsavedMessage(_ failure: BookStoreError) -> String {
        "Where you left the app was not saved. " + failure.message
    }
}
