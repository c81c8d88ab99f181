import Catalog
import Foundation
import Store
import ViewModels

/// The app's exports: by default a file named after the list (`grade-3-read-alouds.md`) in the
/// folder bookdir was started in, else where the user typed (`~/…` in the home folder), written
/// atomically (a symbolic link or a folder there is refused).
struct FileListExporter: ListExporter {
    /// The folder bookdir was started in: where the files go by default, and relative paths lead.
    var folder: String
    /// The home folder: `~` in the paths typed and shown.
    var home: String

    func suggestedPath(name: String, format: ExportFormat) -> String {
        HomeFolder.shortening(FilePath.joined(folder, Self.fileName(for: name, format: format)), home: home)
    }

    func target(_ typed: String) -> ExportTarget {
        let expanded = HomeFolder.expanding(typed.trimmingCharacters(in: .whitespaces), home: home)
        let path = FilePath.standardized(expanded.hasPrefix("/") ? expanded : FilePath.joined(folder, expanded))
        var info = stat()
        let occupant: ExportTarget.Occupant = lstat(path, &info) != 0 ? .nothing
            : info.st_mode & S_IFMT == S_IFDIR ? .folder : .file
        return ExportTarget(path: path, shown: HomeFolder.shortening(path, home: home), occupant: occupant)
    }

    func export(name: String, books: [ListedBook], format: ExportFormat, to target: ExportTarget) throws(BookStoreError) {
        do throws(BookStoreError) {
            try ExportFile.write(ListExport.bytes(name: name, books: books, format: format), to: target.path)
        } catch {
            // The path as the user sees it.
            throw BookStoreError(kind: error.kind, path: error.path,
                                 message: error.message.replacingOccurrences(of: target.path, with: target.shown))
        }
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
