import Catalog

/// One book in a derived cache file, little-endian:
/// id, title, description (each a UInt32 length and UTF-8); the authors and the illustrators
/// (each a UInt8 count, then the names as strings); the category (UInt8, its place in
/// `Category.allCases`); flags (UInt8: 1 year, 2 ISBN); the year (Int64, when flagged); the ISBN
/// (a string, when flagged); the communities (UInt16, bit `n` for `Community.allCases[n]`); the
/// awards (a UInt8 count, then each: the name's place in `AwardName.allCases` as UInt8, the year
/// as UInt16, the level as UInt8, 0 winner or 1 honor).
package enum BookRecord {
    /// The fewest bytes a record takes: three empty strings, two empty lists, the category, the
    /// flags, the communities and an empty award list.
    package static let minimumSize = 19

    /// Appends the record of `book`.
    package static func append(_ book: Book, to writer: inout CacheWriter) {
        writer.string(book.id)
        writer.string(book.title)
        writer.string(book.description)
        appendPeople(book.authors, to: &writer)
        appendPeople(book.illustrators, to: &writer)
        writer.integer(UInt8(Category.allCases.firstIndex(of: book.category)!))
        writer.integer(UInt8((book.year == nil ? 0 : 1) | (book.isbn == nil ? 0 : 2)))
        if let year = book.year { writer.integer(UInt64(bitPattern: Int64(year))) }
        if let isbn = book.isbn { writer.string(isbn) }
        var communities: UInt16 = 0
        for community in book.communities { communities |= 1 << UInt16(Community.allCases.firstIndex(of: community)!) }
        writer.integer(communities)
        writer.integer(UInt8(min(book.awards.count, 255)))
        for award in book.awards.prefix(255) {
            writer.integer(UInt8(AwardName.allCases.firstIndex(of: award.name)!))
            writer.integer(UInt16(clamping: award.year))
            writer.integer(UInt8(award.level == .winner ? 0 : 1))
        }
    }

    /// Appends a list of people: its count (UInt8; at most 255 are kept), then each name.
    private static func appendPeople(_ people: [String], to writer: inout CacheWriter) {
        writer.integer(UInt8(min(people.count, 255)))
        for person in people.prefix(255) { writer.string(person) }
    }

    /// The book of the record at the reader's offset, or nil when it is not a whole valid record.
    package static func read(from reader: inout CacheReader) -> Book? {
        guard let id = reader.string(), let title = reader.string(), let description = reader.string(),
              let authors = people(from: &reader), let illustrators = people(from: &reader),
              let (category, flags) = categoryAndFlags(from: &reader)
        else { return nil }
        var year: Int?
        var isbn: String?
        if flags & 1 != 0 {
            guard let value = reader.integer(UInt64.self) else { return nil }
            year = Int(Int64(bitPattern: value))
        }
        if flags & 2 != 0 {
            guard let value = reader.string() else { return nil }
            isbn = value
        }
        guard let communities = communities(from: &reader), let awards = awards(from: &reader) else { return nil }
        return Book(id: id, title: title, authors: authors, illustrators: illustrators, category: category,
                    description: description, year: year, isbn: isbn, communities: communities, awards: awards)
    }

    /// Steps over the record at the reader's offset, checking it as ``read(from:)`` does; false
    /// when it is not a whole valid record.
    static func skip(in reader: inout CacheReader) -> Bool {
        guard reader.skipString(), reader.skipString(), reader.skipString(),
              skipPeople(in: &reader), skipPeople(in: &reader),
              let (_, flags) = categoryAndFlags(from: &reader)
        else { return false }
        if flags & 1 != 0, reader.integer(UInt64.self) == nil { return false }
        if flags & 2 != 0, !reader.skipString() { return false }
        guard let bits = reader.integer(UInt16.self), bits >> UInt16(Community.allCases.count) == 0,
              let count = reader.integer(UInt8.self)
        else { return false }
        for _ in 0 ..< count {
            guard let name = reader.integer(UInt8.self), Int(name) < AwardName.allCases.count,
                  reader.integer(UInt16.self) != nil, let level = reader.integer(UInt8.self), level <= 1
            else { return false }
        }
        return true
    }

    fileprivate static func skipPeople(in reader: inout CacheReader) -> Bool {
        guard let count = reader.integer(UInt8.self) else { return false }
        for _ in 0 ..< count where !reader.skipString() { return false }
        return true
    }

    private static func people(from reader: inout CacheReader) -> [String]? {
        guard let count = reader.integer(UInt8.self) else { return nil }
        var people: [String] = []
        for _ in 0 ..< count {
            guard let person = reader.string() else { return nil }
            people.append(person)
        }
        return people
    }

    fileprivate static func categoryAndFlags(from reader: inout CacheReader) -> (Category, UInt8)? {
        let categories = Category.allCases
        guard let index = reader.integer(UInt8.self), Int(index) < categories.count,
              let flags = reader.integer(UInt8.self), flags & ~3 == 0
        else { return nil }
        return (categories[Int(index)], flags)
    }

    fileprivate static func communities(from reader: inout CacheReader) -> [Community]? {
        let all = Community.allCases
        guard let bits = reader.integer(UInt16.self), bits >> UInt16(all.count) == 0 else { return nil }
        return all.indices.filter { bits & (1 << UInt16($0)) != 0 }.map { all[$0] }
    }

    fileprivate static func awards(from reader: inout CacheReader) -> [Award]? {
        let names = AwardName.allCases
        guard let count = reader.integer(UInt8.self) else { return nil }
        var awards: [Award] = []
        for _ in 0 ..< count {
            guard let name = reader.integer(UInt8.self), Int(name) < names.count,
                  let year = reader.integer(UInt16.self), let level = reader.integer(UInt8.self), level <= 1
            else { return nil }
            awards.append(Award(names[Int(name)], year: Int(year), level: level == 0 ? .winner : .honor))
        }
        return awards
    }
}

extension BookRecord {
    /// Appends to `facets` those of the record at the reader's offset, stepping over its strings;
    /// false when it is not a whole valid record.
    package static func appendFacets(from reader: inout CacheReader, to facets: inout BookFacets) -> Bool {
        guard reader.skipString(), reader.skipString(), reader.skipString(),
              skipPeople(in: &reader), skipPeople(in: &reader),
              let (category, flags) = categoryAndFlags(from: &reader)
        else { return false }
        var year: Int?
        if flags & 1 != 0 {
            guard let value = reader.integer(UInt64.self) else { return false }
            year = Int(Int64(bitPattern: value))
        }
        if flags & 2 != 0, !reader.skipString() { return false }
        guard let communities = communities(from: &reader), let awards = awards(from: &reader) else { return false }
        facets.append(category: category, communities: communities, awards: awards.map(\.name), year: year)
        return true
    }
}
