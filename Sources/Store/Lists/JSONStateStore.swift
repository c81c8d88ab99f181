import Catalog
import Foundation

/// The ``StateStore`` over `<data folder>/state.json`, `{"version": 1, "state": {…}}` (the
/// fields of ``AppState``), written as the lists are: atomically, under `state.json.lock`.
///
/// A damaged state file (not JSON, or not a state) is moved aside at launch to
/// `state.json.damaged`, with a one-line notice, and a new one is written at quit: the app would
/// otherwise start fresh at every launch and never save its place again. A file that cannot be
/// read, or that another version of bookdir wrote, is ignored with a notice and never overwritten:
/// its owner may want it back.
/// Keys bookdir does not know, in the file or in its state, are kept when it is written.
public final class JSONStateStore: StateStore {
    private let file: LockedDataFile

    /// A store of the state in `dataDirectory`; nothing is read or created until it is used.
    public init(dataDirectory: URL) {
        file = LockedDataFile(folder: dataDirectory, name: "state.json", label: "The saved state")
    }

    /// The state file's path.
    public var path: String { file.path }

    /// The file: the state, and the keys this bookdir does not know at the top and in the state.
    private struct Document: Codable {
        var version: Int
        var state: AppState
        var unknown: [String: JSONValue] = [:]
        var unknownInState: [String: JSONValue] = [:]

        init(version: Int, state: AppState, keepingUnknownOf old: Document?) {
            self.version = version
            self.state = state
            unknown = old?.unknown ?? [:]
            unknownInState = old?.unknownInState ?? [:]
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            version = try container.decode(Int.self, forKey: AnyCodingKey("version"))
            state = try container.decode(AppState.self, forKey: AnyCodingKey("state"))
            unknownInState = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("state"))
                .unknownValues(besides: AppState.keys)
            unknown = try container.unknownValues(besides: ["version", "state"])
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(version, forKey: AnyCodingKey("version"))
            // The state's own keys and the unknown ones, in one object.
            let stateEncoder = container.superEncoder(forKey: AnyCodingKey("state"))
            try state.encode(to: stateEncoder)
            var stateContainer = stateEncoder.container(keyedBy: AnyCodingKey.self)
            try stateContainer.encode(unknown: unknownInState)
            try container.encode(unknown: unknown)
        }
    }

    public func loadState() -> StateLoad {
        var bytes: [UInt8]?
        do throws(BookStoreError) {
            bytes = try file.read()
            guard let bytes else { return .none }
            return .restored(try file.file.decode(Document.self, from: bytes).state)
        } catch {
            let notice = "Started fresh: \(Self.firstSentence(of: error.message))"
            guard case .corrupt = error.kind, let bytes, let kept = file.moveAside(ifItHolds: bytes, suffix: ".damaged") else {
                return .ignored(notice: notice)
            }
            return .ignored(notice: notice + " It was kept as \((kept as NSString).lastPathComponent).")
        }
    }

    public func saveState(_ state: AppState) throws(BookStoreError) {
        let file = self.file
        try file.update { (bytes) throws(BookStoreError) -> (bytes: [UInt8]?, result: Void) in
            // A file this bookdir cannot read is left alone (the error names it); keys it does not
            // know, at the top or in the state, are written back as they were.
            let old = try bytes.map { (bytes) throws(BookStoreError) in try file.file.decode(Document.self, from: bytes) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            do {
                return (Array(try encoder.encode(Document(version: VersionedJSONFile.supportedVersion, state: state, keepingUnknownOf: old))) + [0x0A], ())
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
