/// The packed fields' values in a book's JSON, each under its field's name: codes and strings as
/// lists of strings, a range as `[from, to]`.
extension FieldValues: Codable {
    /// A JSON key that is a field's name.
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads the values of every packed field the book's JSON gives, checked against its rules.
    public init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: Key.self)
        for field in BookSchema.packedFields {
            let key = Key(stringValue: field.name)
            guard container.contains(key) else { continue }
            let result = field.takesNumbers ? field.value(numbers: try container.decode([Int].self, forKey: key))
                : field.value(strings: try container.decode([String].self, forKey: key))
            switch result {
            case .success(let value): self[field] = value
            case .failure(let error):
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "Gives \(error.reason).")
            }
        }
    }

    /// Writes each value under its field's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (field, value) in entries {
            let key = Key(stringValue: field.name)
            switch value {
            case .codes(let strings), .texts(let strings): try container.encode(strings, forKey: key)
            case .range(let range): try container.encode([range.lowerBound, range.upperBound], forKey: key)
            }
        }
    }
}
