/// One title a library holds, as its export gives it: the row of a spreadsheet or the record of a
/// MARC file, with the ISBNs, title and authors found there.
public struct HoldingRow: Codable, Equatable, Sendable {
    /// The row's number in the file (a spreadsheet's row, counting the header as 1) or the record's
    /// (the first record is 1): what messages name.
    public var number: Int
    /// The library's own number for the title (a record number, biblionumber or MARC 001), when the
    /// export has one.
    public var record: String?
    /// The ISBNs found, each as an ISBN-13 (ISBN-10s converted), in the order found, no repeats.
    public var isbns: [String]
    /// The title, with its subtitle after ": " when the export gives one apart.
    public var title: String
    /// The authors: the main one first (MARC 100 or 110), then any added (700).
    public var authors: [String]

    /// A row.
    public init(number: Int, record: String? = nil, isbns: [String], title: String, authors: [String]) {
        self.number = number
        self.record = record
        self.isbns = isbns
        self.title = title
        self.authors = authors
    }

    private enum CodingKeys: String, CodingKey {
        case number, record, isbns, title, authors
    }

    /// Reads a stored row; a missing list reads as empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number)
        record = try container.decodeIfPresent(String.self, forKey: .record)
        isbns = try container.decodeIfPresent([String].self, forKey: .isbns) ?? []
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        authors = try container.decodeIfPresent([String].self, forKey: .authors) ?? []
    }
}
