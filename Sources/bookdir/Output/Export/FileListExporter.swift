import Catalog
import Foundation
import Store
import ViewModels

/// The app's exports: a file named after the list (`grade-3-read-alouds.md`) in the folder
/// bookdir was started in, written atomically (a symbolic link or a folder there is refused).
struct FileListExporter: ListExporter {
    /// The folder the files go to.
    var folder: URL

    func export(name: String, books: [ListedBook], format: ExportFormat) throws(BookStoreError) -> String {
        let path = folder.appendingPathComponent(Self.fileName(for: name, format: format)).path
        try ExportFile.write(ListExport.bytes(name: name, books: books, format: format), to: path)
        return path
    }

    /// The list's name in lower-case ASCII letters and digits joined by dashes, with the format's
    /// extension: "Grade 3: read-alouds!" → `grade-3-read-alouds.md`.
    static func fileName(for name: String, format: ExportFormat) -> String {
        var slug = ""
        for scalar in TextFolding.fold(name).unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return (slug.isEmpty ? "reading-list" : String(slug.prefix(60))) + "." + format.fileExtension
    }
}
