import ViewModels
import Widgets

/// The query language at a glance under the empty Search field, so that it can be found from
/// inside the app (``SearchViewModel/queryHints``).
extension SearchScreen {
    /// Draws the hints in `area` (where the results would be) while nothing is typed and there
    /// is room for them.
    func renderQueryHints(into canvas: inout Canvas, in area: Rect) {
        guard emptyMessage == SearchViewModel.prompt, errorMessage == nil, area.height > SearchViewModel.queryHints.count else { return }
        for (offset, line) in SearchViewModel.queryHints.enumerated() {
            canvas.put(line, x: area.x, y: area.y + 1 + offset, width: area.width, style: .dimmed)
        }
    }
}
