import Catalog
import Foundation

/// The ``StateStore`` over `<data folder>/state.json`, `{"version": 1, "state": {…}}` (the
/// fields of ``AppState``), written as the lists are: atomically, under `state.json.lock`.
///
/// A state file that cannot be read or understood, or that another version of bookdir wrote, is
/// ignored at launch with a one-line notice, and never overwritten: its owner may want it back.
public final class JSONStateStore: StateStore {
    private let file: LockedDataFile

    /// A store of the state in `dataDirectory`; nothing is read or created until it is used.
    public init(dataDirectory: URL) {
        file = LockedDataFile(folder: dataDirectory, name: "state.json", label: "The saved state")
    }

    /// The state file's path.
    public var path: String { file.path }

    private struct Document: Codable {
        var version: Int
        var state: AppState
    }

    public func loadState() -> StateLoad {
        do throws(BookStoreError) {
            guard let bytes = try file.read() else { return .none }
            return .restored(try file.file.decode(Document.self, from: bytes).state)
        } catch {
            return .ignored(notice: "Started fresh: \(Self.firstSentence(of: error.message))")
        }
    }

    public func saveState(_ state: AppState) throws(BookStoreError) {
        let file = self.file
        try file.update { (bytes) throws(BookStoreError) -> (bytes: [UInt8]?, result: Void) in
            // A file this bookdir cannot read is left alone (the error names it).
            if let bytes { _ = try file.file.decode(Document.self, from: bytes) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            do {
                return (Array(try encoder.encode(Document(version: VersionedJSONFile.supportedVersion, state: state))) + [0x0A], ())
            } catch {
                throw file.file.error(.writeFailed, "could not be written: \(error)")
            }
        }
    }

    /// The message up to its path's closing parenthesis: what is wrong and where, without the advice.
    private static func firstSentence(of message: String) -> String {
        guard let end = message.range(of: "). ") else { return message }
        return String(message[..<end.lowerBound]) + ")."
    }
}
