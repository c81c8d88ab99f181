/// Any JSON value, kept as read: what bookdir's files hold that this bookdir does not read (a
/// newer version's fields, a user's own), so that writing the file back loses none of it.
enum JSONValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The deepest a kept value may nest (from the file's top): deeper than that, the file cannot
    /// be written back whole, so it is refused as it is read and never overwritten.
    static let maximumDepth = 100

    init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count <= Self.maximumDepth else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: Array(decoder.codingPath.prefix(2)),
                debugDescription: "a field bookdir does not know nests more than \(Self.maximumDepth) levels deep, "
                    + "too deep to keep when the file is written"))
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int64.self) { self = .integer(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

/// A coding key of any name: for reading and writing the keys a type does not know.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// Every value whose key is not one of `known`.
    func unknownValues(besides known: Set<String>) throws -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for key in allKeys where !known.contains(key.stringValue) {
            values[key.stringValue] = try decode(JSONValue.self, forKey: key)
        }
        return values
    }
}

extension KeyedEncodingContainer where Key == AnyCodingKey {
    /// Writes `values` under their own keys.
    mutating func encode(unknown values: [String: JSONValue]) throws {
        for (key, value) in values { try encode(value, forKey: AnyCodingKey(key)) }
    }
}
