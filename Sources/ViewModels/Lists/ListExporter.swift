import Catalog

/// Writes an exported reading list where the user chose (the app's: a file, by default in the
/// folder it was started in); the executable provides it, as it has the export formats.
public protocol ListExporter {
    /// The path offered for the list `name` in `format`, as the user may type it: a file named
    /// after the list in the folder the app was started in, the home folder written `~`.
    func suggestedPath(name: String, format: ExportFormat) -> String
    /// Where the path `typed` leads (`~/…` the home folder's, a relative path in the folder the
    /// app was started in), and what is there now.
    func target(_ typed: String) -> ExportTarget
    /// Writes `books` of the list `name` in `format` to `target`, replacing a file there.
    /// - Throws: ``BookStoreError`` with a sentence naming the file as ``ExportTarget/shown``.
    func export(name: String, books: [ListedBook], format: ExportFormat, to target: ExportTarget) throws(BookStoreError)
}
