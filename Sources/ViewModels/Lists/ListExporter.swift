import Catalog

/// Writes an exported reading list somewhere the user finds it (the app's is a file in the
/// folder it was started in); the executable provides it, as it has the export formats.
public protocol ListExporter {
    /// Writes `books` of the list `name` in `format`; returns where (a path to show).
    /// - Throws: ``BookStoreError`` with a sentence naming the file.
    func export(name: String, books: [ListedBook], format: ExportFormat) throws(BookStoreError) -> String
}
