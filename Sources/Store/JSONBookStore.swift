import Catalog
import Foundation
import Support

/// The ``BookStore`` over JSON files: a read-only catalog file and the user's suggestions
/// file in a data folder.
///
/// - The catalog, `{"version": 1, "books": [ … ]}`, is parsed once and cached until the file
///   changes (another inode, size, modification or change time).
/// - The suggestions file, `<data folder>/suggestions.json`, `{"version": 1, "suggestions": [ … ]}`,
///   is written atomically (temporary file, `fsync`, rename, folder `fsync`) under an exclusive
///   `flock` on `<data folder>/suggestions.json.lock`, so concurrent writers, in this process or
///   others, never lose each other's suggestions. A file that cannot be read or understood is
///   never overwritten. An append copies the bytes read and splices the new suggestion in after
///   the last (``SuggestionsFile``).
public final class JSONBookStore: BookStore {
    /// The path of the catalog file read by ``loadBooks()``.
    public let catalogPath: String
    /// The path of the folder holding the suggestions file; created when first written to.
    public let dataDirectoryPath: String
    /// The URLs the store was made with, if it was: given back as they were given.
    private let givenURLs: (catalog: URL, dataDirectory: URL)?
    private let cache = LoadedCatalog<[Book]>()
    /// The writable catalog last read (see ``AcceptedBooksFile``).
    let acceptedCache = LoadedCatalog<AcceptedBooksFile.Contents>()
    /// The catalog with the accepted books, for the versions of both files it was made of.
    let combinedCache = LoadedCatalog<[Book]>()
    /// The suggestions file as this store last wrote it, for the version it wrote: read again
    /// without reading the file while no one else changed it (a send, then the sender's suggestions).
    let writtenSuggestions = LoadedCatalog<SuggestionsFile.Contents>()
    /// Catalog files at least this large are also kept decoded in `<data folder>/cache` (see ``DerivedCatalogCache``).
    let derivedCacheMinimumSize: Int64

    /// Creates a store over the catalog at `catalogURL` and the data folder `dataDirectory`.
    /// Nothing is read or created until the store is used.
    public convenience init(catalogURL: URL, dataDirectory: URL) {
        self.init(catalogURL: catalogURL, dataDirectory: dataDirectory,
                  derivedCacheMinimumSize: DerivedCatalogCache.defaultMinimumCatalogSize)
    }

    /// Creates a store over the catalog at the absolute path `catalogPath` and the data folder at
    /// `dataDirectoryPath`, without making a `URL` (see ``FilePath``): how `bookdir search` starts.
    public convenience init(catalogPath: String, dataDirectoryPath: String) {
        self.init(catalogPath: catalogPath, dataDirectoryPath: dataDirectoryPath, givenURLs: nil,
                  derivedCacheMinimumSize: DerivedCatalogCache.defaultMinimumCatalogSize)
    }

    /// Creates a store that keeps a derived cache of catalog files from `derivedCacheMinimumSize` bytes on.
    convenience init(catalogURL: URL, dataDirectory: URL, derivedCacheMinimumSize: Int64) {
        self.init(catalogPath: catalogURL.path, dataDirectoryPath: dataDirectory.path, givenURLs: (catalogURL, dataDirectory),
                  derivedCacheMinimumSize: derivedCacheMinimumSize)
    }

    private init(catalogPath: String, dataDirectoryPath: String, givenURLs: (catalog: URL, dataDirectory: URL)?, derivedCacheMinimumSize: Int64) {
        self.catalogPath = catalogPath
        self.dataDirectoryPath = dataDirectoryPath
        self.givenURLs = givenURLs
        self.derivedCacheMinimumSize = derivedCacheMinimumSize
    }

    /// The catalog file read by ``loadBooks()``.
    public var catalogURL: URL {
        givenURLs?.catalog ?? URL(fileURLWithPath: catalogPath)
    }

    /// The folder holding the suggestions file; created when first written to.
    public var dataDirectory: URL {
        givenURLs?.dataDirectory ?? URL(fileURLWithPath: dataDirectoryPath, isDirectory: true)
    }

    /// The catalog bundled with bookdir (`Resources/books.json`).
    public static var bundledCatalogURL: URL {
        Bundle.module.url(forResource: "books", withExtension: "json")
            ?? Bundle.module.bundleURL.appendingPathComponent("books.json")
    }

    /// The suggestions file, `<data folder>/suggestions.json`.
    public var suggestionsURL: URL {
        dataDirectory.appendingPathComponent("suggestions.json")
    }

    /// The lock file serializing writers, `<data folder>/suggestions.json.lock`; left in place.
    var lockURL: URL {
        dataDirectory.appendingPathComponent("suggestions.json.lock")
    }

    private var catalogFile: VersionedJSONFile {
        VersionedJSONFile(
            path: catalogPath,
            label: "The catalog",
            fixAdvice: "Fix the file or point bookdir at another catalog with --catalog PATH.",
            readAdvice: "Check the path and its permissions, or point bookdir at another catalog with --catalog PATH."
        )
    }

    /// The catalog's books, in file order; cheap when the file has not changed since the last call.
    /// A large catalog is read from its derived cache in the data folder when that matches the file.
    /// - Throws: ``BookStoreError``: `.unreadable`, `.corrupt`, `.unsupportedVersion`,
    ///   `.unknownCategory`, `.duplicateID` or `.invalidEntry`, with a message naming the file.
    public func loadBooks() throws(BookStoreError) -> [Book] {
        try withAcceptedBooks(try loadCatalogBooks())
    }

    /// The books of the catalog file alone.
    func loadCatalogBooks() throws(BookStoreError) -> [Book] {
        let loaded = try loadCatalogBooksLeavingCache()
        if let decoded = loaded.decoded, let checksum = decoded.contentChecksum {
            derivedCache.store(decoded.books, fingerprint: decoded.fingerprint, contentChecksum: checksum)
        }
        if loaded.decoded != nil { FreedMemory.giveBack(afterWorkOn: loaded.books.count) }
        return loaded.books
    }

    /// The books of the catalog file alone, and the catalog as decoded when it was read from the file
    /// just now: the caller then writes its derived cache (when it has a content checksum). Threads
    /// asking at once read it once (``LoadedCatalog/oneAtATime(_:)``); the others take its books.
    func loadCatalogBooksLeavingCache() throws(BookStoreError) -> (books: [Book], decoded: DecodedCatalog?) {
        let file = catalogFile
        if let current = FileFingerprint.current(path: file.path), let books = cache.books(for: current) {
            return (books, nil)
        }
        return try cache.oneAtATime { () throws(BookStoreError) in try readCatalogBooks(file) }
    }

    /// ``loadCatalogBooksLeavingCache()`` once no other thread is reading the catalog.
    private func readCatalogBooks(_ file: VersionedJSONFile) throws(BookStoreError) -> (books: [Book], decoded: DecodedCatalog?) {
        let current = FileFingerprint.current(path: file.path)
        if let current, let books = cache.books(for: current) {
            return (books, nil)
        }
        if let current, let books = derivedBooks(for: current) {
            cache.store(books, for: current)
            return (books, nil)
        }
        let decoded: DecodedCatalog
        do {
            decoded = try decodeCatalog(file)
        } catch {
            cache.clear()
            throw error
        }
        cache.store(decoded.books, for: decoded.fingerprint)
        return (decoded.books, decoded)
    }

    /// The books of the catalog file, the fingerprint of the version read, and the checksum of its
    /// content when it is large enough for a derived cache.
    private func decodeCatalog(_ file: VersionedJSONFile) throws(BookStoreError) -> DecodedCatalog {
        let snapshot: FileSnapshot
        do throws(FileSnapshot.Failure) {
            snapshot = try FileSnapshot.read(path: file.path)
        } catch {
            throw file.unreadable(error)
        }
        let (books, checksum) = try Self.booksAndChecksum(of: snapshot, file: file, minimumSize: derivedCacheMinimumSize)
        return DecodedCatalog(books: books, fingerprint: snapshot.fingerprint, contentChecksum: checksum)
    }

    /// The stored suggestions, oldest first; an empty list when there is no suggestions file yet.
    /// - Throws: ``BookStoreError``: `.unreadable`, `.corrupt`, `.unsupportedVersion`,
    ///   `.unknownCategory` or `.duplicateID`, with a message naming the file; `.unreadable`
    ///   naming the file in the way when the data folder is a file or lies inside one.
    public func loadSuggestions() throws(BookStoreError) -> [Suggestion] {
        try suggestionsContents().suggestions
    }

    /// The suggestions file as read, with the keys bookdir does not know; empty when missing.
    func suggestionsContents() throws(BookStoreError) -> SuggestionsFile.Contents {
        var contents = try suggestionsFileContents()
        // A book written by an accept whose suggestion was not yet marked (a crash between the writes).
        for (id, link) in try acceptedContents().links {
            if let suggestion = contents.suggestions.first(where: { $0.id == id }), suggestion.isPending {
                contents.replace(link.accepted(suggestion))
            }
        }
        return contents
    }

    /// Appends `suggestion` to the suggestions file, creating the data folder and the file when
    /// needed. A suggestion whose id is already stored, or that ``SameBook`` refuses (the book is
    /// in the catalog, or was already suggested), is not added.
    ///
    /// Reading, checking, appending and writing happen under the exclusive lock, and the write is
    /// atomic, so suggestions stored meanwhile by other threads or processes are kept and count.
    /// - Throws: ``BookStoreError``: the load errors of ``loadSuggestions()`` when the existing
    ///   file is unreadable or invalid (it is then left untouched), or `.writeFailed` with the
    ///   system's reason (or naming the file in the way of the data folder). On any error the
    ///   file on disk is unchanged.
    @discardableResult
    public func addSuggestion(_ suggestion: Suggestion) throws(BookStoreError) -> SuggestionOutcome {
        // The catalog first, as a send always has: one that cannot be read is reported before the
        // data folder is made. The catalog is read-only here, so its check holds outside the lock;
        // the suggestions are read and checked under it.
        if let book = SameBook.book(matching: suggestion, in: try loadBooks()) {
            return .alreadyInDirectory(book)
        }
        return try withWriteLock { () throws(BookStoreError) -> SuggestionOutcome in
            var contents = try suggestionsContents()
            if let earlier = contents.suggestions.first(where: { $0.id == suggestion.id })
                ?? SameBook.suggestion(matching: suggestion, in: contents.suggestions) {
                return .alreadySuggested(earlier)
            }
            // A book accepted meanwhile (the catalog itself is read-only).
            if let book = SameBook.book(matching: suggestion, in: try loadBooks()) {
                return .alreadyInDirectory(book)
            }
            contents.append(suggestion)
            try writeSuggestions(contents)
            return .stored(suggestion)
        }
    }

    /// Runs `body` under the exclusive lock of the data folder (made when missing), the one
    /// critical section of every write to the suggestions and the catalog of accepted books.
    func withWriteLock<Result>(_ body: () throws(BookStoreError) -> Result) throws(BookStoreError) -> Result {
        do throws(SystemCallFailure) {
            try DataDirectory.create(path: dataDirectoryPath)
        } catch {
            throw (error.code == ENOTDIR ? dataFolderBlocked(.writeFailed) : nil) ?? writeFailed(error)
        }
        do throws(FileLock.LockedFailure) {
            return try FileLock.withExclusiveLock(at: lockURL.path, body)
        } catch {
            switch error {
            case .lock(let failure): throw writeFailed(failure)
            case .body(let failure): throw failure
            }
        }
    }

    /// The error for a data folder that is a file, or lies inside one, so that it cannot be made
    /// or read: it names the file in the way. `nil` when no file is in the way.
    func dataFolderBlocked(_ kind: BookStoreError.Kind) -> BookStoreError? {
        let folder = dataDirectoryPath
        guard let file = DataDirectory.fileInTheWay(of: folder) else { return nil }
        let advice = "move the file away, or choose another data folder with --data-dir PATH."
        let message = file == folder
            ? "The data folder is a file, not a folder (\(folder)): \(advice)"
            : "The data folder cannot be made inside a file (\(file) is a file, not a folder): \(advice)"
        return BookStoreError(kind: kind, path: file, message: message)
    }

    /// "Could not write the suggestions file: <reason> (<file>). <advice>": the system's reason
    /// first, so a message cut short on a small screen still says what is wrong. The step that
    /// failed is told only when it worked on another path than the file or its folder (the lock
    /// file, a parent folder). `path` names another file than the suggestions file (the catalog
    /// of accepted books).
    func writeFailed(_ failure: SystemCallFailure, path: String? = nil) -> BookStoreError {
        let label = path == nil ? "the suggestions file" : "the catalog of accepted books"
        let path = path ?? suggestionsURL.path
        let place = [path, dataDirectoryPath].contains(failure.path)
            ? path : "\(path), while trying to \(failure.step) \(failure.path)"
        return BookStoreError(
            kind: .writeFailed,
            path: path,
            message: "Could not write \(label): \(failure.reason) (\(place)). "
                + "Make sure its folder can be written and the disk has free space, "
                + "or choose another data folder with --data-dir PATH; the suggestions already saved are unchanged."
        )
    }
}
