import Catalog
import ViewModels
import Widgets

/// The report overlay's keys: `A` (audit, in Books and Lists) and `b` (a list's balance, in a list)
/// open it; while it is open it has every key, and `s` hands the purchase list to the save picker.
extension RootScreen {
    /// Keys of the report overlay where they apply; returns whether the key was used.
    func handleReportKey(_ key: Key) -> Bool {
        guard let report else { return false }
        if report.isOpen {
            if case .savePurchaseList(let books) = report.handle(key) {
                report.viewModel.inputs.closePressed()
                lists.inputs.saveRequested(books)
            }
            return true
        }
        // A field or a question of the pane takes its keys first.
        guard !activeScreen.isTakingTyping, !(paneScreen is BookDetailScreen), !(listsScreen.isAsking && paneScreen === listsScreen) else { return false }
        let width = ReportOverlayScreen.lineWidth(screenWidth: lastSize?.width ?? 80)
        let action = selectedTab == .books ? keys.books.action(for: key) : selectedTab == .lists ? keys.lists.action(for: key) : nil
        switch action {
        case "audit":
            report.viewModel.inputs.auditRequested(width: width)
        case "balance":
            guard let name = lists.outputs.openList.value else {
                notice = "Open a list (Enter), then b shows its balance."
                return true
            }
            let listed = lists.outputs.books.value
            report.viewModel.inputs.balanceRequested(list: name, entries: listed.count, books: listed.compactMap(\.book), width: width)
        default:
            return false
        }
        return true
    }
}
