import Catalog

/// A scanned book made a book: straight from its bytes when every rule plainly holds, else by
/// the general path's checks (which name the rule broken).
extension ScannedBook.View {
    /// The book, after checking every rule of a file of `version`, as
    /// ``CatalogRecord/book(position:version:file:locator:packer:)`` checks them and gives it.
    /// `parts` is room to reuse from book to book.
    func book(position: Int, version: Int, file: VersionedJSONFile, locator: JSONValueLocator? = nil,
              packer: inout BookPacker, parts: inout BookParts) throws(BookStoreError) -> Book {
        if fill(&parts, version: version) { return packer.book(parts) }
        return try record.book(position: position, version: version, file: file, locator: locator, packer: &packer)
    }

    /// Fills `parts` with the book's fields when each rule plainly holds: a version 2 book, no
    /// blank text, codes and names written exactly as the vocabulary's, a valid ASCII ISBN, years
    /// in range. False for anything else, which the general path then decides, with the same
    /// result: a book, or the message of the rule broken.
    func fill(_ parts: inout BookParts, version: Int) -> Bool {
        guard version >= 2, let category = book.category.flatMap({ Self.categories.value(of: bytes($0)) }),
              let authors = book.authors, !authors.isEmpty
        else { return false }
        parts.category = category
        parts.id = bytes(book.id!)
        parts.title = bytes(book.title!)
        parts.description = bytes(book.description!)
        guard !CatalogRecord.isBlank(utf8: parts.id), !CatalogRecord.isBlank(utf8: parts.title),
              !CatalogRecord.isBlank(utf8: parts.description)
        else { return false }
        guard fillPeople(&parts.authors, authors), fillPeople(&parts.illustrators, book.illustrators ?? 0 ..< 0) else { return false }
        if let year = book.year {
            guard Book.years.contains(year) else { return false }
        }
        parts.year = book.year
        if let isbn = book.isbn {
            let utf8 = bytes(isbn)
            guard ISBN.isValid13(asciiUTF8: utf8) == true else { return false }
            parts.isbn = utf8
        } else {
            parts.isbn = nil
        }
        return fillCommunities(&parts.communities) && fillAwards(&parts.awards) && fillPacked(&parts)
    }

    /// The packed fields' values, each by its field's rules (the general path names a broken one);
    /// `isbns` must begin with the `isbn`, and gives it when the book has none.
    private func fillPacked(_ parts: inout BookParts) -> Bool {
        parts.fields = FieldValues()
        for entry in book.packed {
            let field = BookSchema.packedFields[entry.field]
            let result = field.takesNumbers ? field.value(numbers: Array(book.numbers[entry.items]))
                : field.value(strings: book.texts[entry.items].map(string))
            guard case .success(let value) = result else { return false }
            parts.fields[field] = value
        }
        if let first = book.packed.first(where: { BookSchema.packedFields[$0.field] == BookSchema.isbns })
            .flatMap({ book.texts[$0.items].first }) {
            if let isbn = parts.isbn { return isbn.elementsEqual(bytes(first)) }
            parts.isbn = bytes(first)
        }
        return true
    }

    /// The people of `range`, none blank.
    private func fillPeople(_ people: inout [UnsafeBufferPointer<UInt8>], _ range: Range<Int>) -> Bool {
        people.removeAll(keepingCapacity: true)
        for text in book.texts[range] {
            let utf8 = bytes(text)
            guard !CatalogRecord.isBlank(utf8: utf8) else { return false }
            people.append(utf8)
        }
        return true
    }

    /// The communities, each once, in vocabulary order.
    private func fillCommunities(_ communities: inout [Community]) -> Bool {
        communities.removeAll(keepingCapacity: true)
        guard let range = book.communities else { return true }
        var seen: UInt32 = 0
        for text in book.texts[range] {
            guard let place = Self.communities.value(of: bytes(text)) else { return false }
            seen |= 1 << UInt32(place)
        }
        for (offset, community) in Community.allCases.enumerated() where seen & 1 << UInt32(offset) != 0 {
            communities.append(community)
        }
        return true
    }

    /// The awards, in the order given; each of a known name and level, in a year not before the book's.
    private func fillAwards(_ awards: inout [Award]) -> Bool {
        awards.removeAll(keepingCapacity: true)
        guard let range = book.awards else { return true }
        for award in book.awardTexts[range] {
            guard let name = Self.awardNames.value(of: bytes(award.name)), let level = Self.levels.value(of: bytes(award.level)),
                  Book.years.contains(award.year), award.year >= (book.year ?? Book.years.lowerBound)
            else { return false }
            awards.append(Award(name, year: award.year, level: level))
        }
        return true
    }

    private static let categories = ExactCodes(Category.allCases.map { ($0, $0.rawValue) })
    /// Each community's place in the vocabulary.
    private static let communities = ExactCodes(Community.allCases.enumerated().map { ($0.offset, $0.element.rawValue) })
    private static let awardNames = ExactCodes(AwardName.allCases.map { ($0, $0.rawValue) })
    private static let levels = ExactCodes(Award.Level.allCases.map { ($0, $0.rawValue) })
}
