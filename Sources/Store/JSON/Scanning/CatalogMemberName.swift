import Catalog

/// A member name of the catalog's plain form (see ``CatalogScanner``), told from its bytes in the
/// file without making a string: most books have ten or so members, so a million books would be
/// ten million small strings made and compared only to be dropped.
enum CatalogMemberName: Equatable {
    case version, books
    case id, title, author, authors, illustrators, category, description, year, isbn, communities, awards
    case award, level
    /// The field of ``BookSchema/packedFields`` at this place.
    case packed(Int)

    /// Every name of the form with its spelling, the packed fields' from their declarations.
    private static let names: [(CatalogMemberName, String)] = [
        (.version, "version"), (.books, "books"), (.id, "id"), (.title, "title"), (.author, "author"),
        (.authors, "authors"), (.illustrators, "illustrators"), (.category, "category"), (.description, "description"),
        (.year, "year"), (.isbn, "isbn"), (.communities, "communities"), (.awards, "awards"), (.award, "award"),
        (.level, "level"),
    ] + BookSchema.packedFields.enumerated().map { (.packed($0.offset), $0.element.name) }

    private static let codes = ExactCodes(names)

    /// Every name.
    static var allCases: [CatalogMemberName] { names.map(\.0) }

    /// The name as written.
    var rawValue: String { Self.names.first { $0.0 == self }!.1 }

    /// The name whose UTF-8 is exactly `bytes`, or nil for any other (the scan then gives up).
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let name = Self.codes.value(of: bytes) else { return nil }
        self = name
    }
}
