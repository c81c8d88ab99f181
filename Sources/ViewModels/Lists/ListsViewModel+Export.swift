import Catalog
import Foundation

/// Exporting a list: the format chosen, then the path (offered, changed or kept), then, when a
/// file is there, whether to replace it.
extension ListsViewModel {
    public func exportPressed(at index: Int?, format: ExportFormat) {
        let list = openList.value.flatMap { name in stored.first { $0.isNamed(name) } } ?? index.flatMap { stored.indices.contains($0) ? stored[$0] : nil }
        guard let exporter, let list else { return }
        pendingExport = (list, format, nil)
        message.setIfChanged(nil)
        exportPath.value = exporter.suggestedPath(name: list.name, format: format)
    }

    public func exportPathSubmitted(_ path: String) {
        guard let exporter, let pending = pendingExport, pending.target == nil else { return }
        exportPath.value = nil
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
            pendingExport = nil
            message.value = "Nothing was exported: the path was empty. Press e to export again."
            return
        }
        let target = exporter.target(path)
        switch target.occupant {
        case .nothing:
            write(pending.list, as: pending.format, to: target)
        case .file:
            pendingExport?.target = target
            confirmingReplace.value = target.shown
        case .folder:
            pendingExport = nil
            message.value = "\(target.shown) is a folder. Press e to export again and end the path with a file name."
        }
    }

    public func exportCancelled() {
        guard pendingExport != nil else { return }
        pendingExport = nil
        exportPath.setIfChanged(nil)
    }

    public func replaceAnswered(_ yes: Bool) {
        guard let pending = pendingExport, let target = pending.target else { return }
        confirmingReplace.value = nil
        guard yes else {
            pendingExport = nil
            message.value = "Kept \(target.shown); nothing was exported."
            return
        }
        write(pending.list, as: pending.format, to: target)
    }

    /// Writes `list` in `format` to `target` and says where first, so a narrow status row shows it.
    private func write(_ list: ReadingList, as format: ExportFormat, to target: ExportTarget) {
        pendingExport = nil
        guard let exporter else { return }
        let books = ListedBook.resolve(list, in: catalog)
        do throws(BookStoreError) {
            try exporter.export(name: list.name, books: books, format: format, to: target)
            message.value = "Wrote \(target.shown) (\(format.title), \(Self.bookCount(books.count)))."
        } catch {
            message.value = "\(error.message) Press e to export to another path."
        }
    }
}
