import Catalog

/// Reading a catalog record from JSON: the core's keys, then each packed field's by its name
/// (strings, or numbers for a range); any other key is ignored.
extension CatalogRecord: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, title, author, authors, illustrators, category, description, year, isbn, communities, awards
    }

    /// A packed field's key.
    private struct FieldKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), title: try container.decode(String.self, forKey: .title),
            author: try container.decodeIfPresent(String.self, forKey: .author),
            authors: try container.decodeIfPresent([String].self, forKey: .authors),
            illustrators: try container.decodeIfPresent([String].self, forKey: .illustrators),
            category: try container.decode(String.self, forKey: .category),
            description: try container.decode(String.self, forKey: .description),
            year: try container.decodeIfPresent(Int.self, forKey: .year), isbn: try container.decodeIfPresent(String.self, forKey: .isbn),
            communities: try container.decodeIfPresent([String].self, forKey: .communities),
            awards: try container.decodeIfPresent([AwardRecord].self, forKey: .awards))
        let fieldContainer = try decoder.container(keyedBy: FieldKey.self)
        for field in BookSchema.packedFields {
            let key = FieldKey(stringValue: field.name)
            guard fieldContainer.contains(key) else { continue }
            fields.append(field.takesNumbers
                ? FieldRecord(field: field, numbers: try fieldContainer.decode([Int].self, forKey: key))
                : FieldRecord(field: field, strings: try fieldContainer.decode([String].self, forKey: key)))
        }
    }
}
