/// A member name of the catalog's plain form (see ``CatalogScanner``), told from its bytes in the
/// file without making a string: most books have ten or so members, so a million books would be
/// ten million small strings made and compared only to be dropped.
enum CatalogMemberName: String, CaseIterable {
    case version, books
    case id, title, author, authors, illustrators, category, description, year, isbn, communities, awards
    case award, level

    private static let codes = ExactCodes(allCases.map { ($0, $0.rawValue) })

    /// The name whose UTF-8 is exactly `bytes`, or nil for any other (the scan then gives up).
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let name = Self.codes.value(of: bytes) else { return nil }
        self = name
    }
}
