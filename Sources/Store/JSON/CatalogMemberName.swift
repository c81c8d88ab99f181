import Foundation

/// A member name of the catalog's plain form (see ``CatalogScanner``), told from its bytes in the
/// file without making a string: most books have ten or so members, so a million books would be
/// ten million small strings made and compared only to be dropped.
enum CatalogMemberName: String, CaseIterable {
    case version, books
    case id, title, author, authors, illustrators, category, description, year, isbn, communities, awards
    case award, level

    /// The names of each length in bytes, with their bytes.
    private static let byLength: [[(name: CatalogMemberName, utf8: [UInt8])]] = {
        var table = [[(name: CatalogMemberName, utf8: [UInt8])]](repeating: [], count: 1 + allCases.map(\.rawValue.utf8.count).max()!)
        for name in allCases { table[name.rawValue.utf8.count].append((name, Array(name.rawValue.utf8))) }
        return table
    }()

    /// The name whose UTF-8 is exactly `bytes`, or nil for any other (the scan then gives up).
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count < Self.byLength.count, let base = bytes.baseAddress else { return nil }
        for candidate in Self.byLength[bytes.count] where candidate.utf8.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base, bytes.count) == 0 }) {
            self = candidate.name
            return
        }
        return nil
    }
}
