/// The top of one of bookdir's JSON files, `{"version": N, "<list>": [ … ]}`, with the keys
/// bookdir does not know kept, so that writing the file back loses none of them.
struct VersionedDocument<Item: Codable & Sendable, List: DocumentList>: Codable, Sendable {
    var version: Int
    var items: [Item]
    var unknown: [String: JSONValue] = [:]

    init(version: Int, items: [Item]) {
        self.version = version
        self.items = items
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        version = try container.decode(Int.self, forKey: AnyCodingKey("version"))
        items = try container.decode([Item].self, forKey: AnyCodingKey(List.name))
        unknown = try container.unknownValues(besides: ["version", List.name])
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(version, forKey: AnyCodingKey("version"))
        try container.encode(items, forKey: AnyCodingKey(List.name))
        try container.encode(unknown: unknown)
    }
}

/// The name of the list a ``VersionedDocument`` holds: `suggestions`, `books`.
protocol DocumentList: Sendable {
    static var name: String { get }
}
