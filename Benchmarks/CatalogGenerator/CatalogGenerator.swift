import Catalog

/// Makes deterministic catalogs of any size for benchmarks: the same count and seed always give
/// the same books.
///
/// Books look like the bundled catalog's: titles of one to about eight words (median near twenty
/// characters), authors of one or two people, descriptions of one to three sentences (about 80 to
/// 320 characters), every category, most books with a year and about half with a valid ISBN-13;
/// most picture books and half the chapter books with an illustrator, every book with one or two
/// communities, one in twelve with an award.
/// About a third of the names carry diacritics and one book in fifty has a Chinese, Japanese or
/// Korean title or author. Ids are unique (`<slug of the title>-<number>`).
public struct CatalogGenerator {
    private var random: SeededRandom
    /// Draws the illustrators, communities and awards, apart from `random`, so the other fields
    /// stay what they were before the catalog had these.
    private var facets: SeededRandom
    private var number = 0

    /// A generator whose books are fixed by `seed`.
    public init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        facets = SeededRandom(seed: seed ^ 0xFACE_7500_0000_0002)
    }

    /// The first `count` books of the generator seeded with `seed`.
    public static func books(count: Int, seed: UInt64) -> [Book] {
        var generator = CatalogGenerator(seed: seed)
        return (0 ..< max(0, count)).map { _ in generator.next() }
    }

    /// The next book.
    public mutating func next() -> Book {
        number += 1
        let title = makeTitle()
        let author = random.chance(2) ? random.pick(GeneratorVocabulary.cjkNames) : makeAuthor()
        let category = Self.categories[random.below(Self.categories.count)]
        let description = makeDescription()
        let year = random.chance(85) ? 1950 + random.below(76) : nil
        let isbn = random.chance(50) ? makeISBN() : nil
        var book = Book(
            id: "\(Self.slug(title))-\(number)", title: title, author: author, category: category,
            description: description, year: year, isbn: isbn
        )
        let illustrated = category == .pictureBook ? 70 : category == .chapterBook ? 50 : 3
        if facets.chance(illustrated) {
            book.illustrators = ["\(facets.pick(GeneratorVocabulary.givenNames)) \(facets.pick(GeneratorVocabulary.familyNames))"]
        }
        book.communities = makeCommunities()
        if facets.chance(8) { book.awards = [makeAward(after: year ?? 1990)] }
        return book
    }

    /// One community, sometimes two (in vocabulary order).
    private mutating func makeCommunities() -> [Community] {
        let first = facets.pick(Community.allCases)
        guard facets.chance(15) else { return [first] }
        return Array(Set([first, facets.pick(Community.allCases)])).sorted()
    }

    private mutating func makeAward(after year: Int) -> Award {
        Award(facets.pick(AwardName.allCases), year: year + 1, level: facets.chance(30) ? .winner : .honor)
    }

    /// Categories weighted as in a school library: more picture books and middle grade.
    private static let categories: [Category] = [
        .pictureBook, .pictureBook, .pictureBook, .chapterBook, .chapterBook,
        .middleGrade, .middleGrade, .middleGrade, .youngAdult, .youngAdult,
    ]

    private mutating func makeTitle() -> String {
        let words = GeneratorVocabulary.self
        if random.chance(2) { return random.pick(words.cjkTitles) }
        switch random.below(8) {
        case 0: return "The \(random.pick(words.adjectives)) \(random.pick(words.nouns))"
        case 1: return "\(random.pick(words.givenNames)) and the \(random.pick(words.nouns))"
        case 2: return "\(random.pick(words.nouns)) in \(random.pick(words.places))"
        case 3: return random.pick(words.nouns)
        case 4: return "The \(random.pick(words.nouns)) of \(random.pick(words.places))"
        case 5: return "\(random.pick(words.givenNames))'s \(random.pick(words.adjectives)) \(random.pick(words.nouns))"
        case 6:
            return "When the \(random.pick(words.nouns)) Came to \(random.pick(words.places)): "
                + "A Story of the \(random.pick(words.adjectives)) \(random.pick(words.nouns))"
        default: return "\(random.pick(words.adjectives)) \(random.pick(words.nouns)), \(random.pick(words.adjectives)) \(random.pick(words.nouns))"
        }
    }

    private mutating func makePerson() -> String {
        "\(random.pick(GeneratorVocabulary.givenNames)) \(random.pick(GeneratorVocabulary.familyNames))"
    }

    private mutating func makeAuthor() -> String {
        random.chance(12) ? "\(makePerson()) and \(makePerson())" : makePerson()
    }

    private mutating func makeDescription() -> String {
        let words = GeneratorVocabulary.self
        var sentences = [
            "\(random.pick(words.givenNames)) \(random.pick(words.verbs)) \(random.pick(words.objects)) "
                + "in \(random.pick(words.places)) \(random.pick(words.endings)).",
        ]
        let extra = random.below(3)
        if extra >= 1 {
            sentences.append(
                "Along the way, a \(random.pick(words.adjectives).lowercased()) \(random.pick(words.nouns).lowercased()) "
                    + "\(random.pick(words.verbs)) \(random.pick(words.objects)).")
        }
        if extra >= 2 { sentences.append(random.pick(words.themes)) }
        return sentences.joined(separator: " ")
    }

    private mutating func makeISBN() -> String {
        var digits = [9, 7, 8]
        for _ in 0 ..< 9 { digits.append(random.below(10)) }
        let sum = digits.enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 1 : 3) }
        digits.append((10 - sum % 10) % 10)
        return digits.map(String.init).joined()
    }

    /// `title` as lowercase ASCII letters and digits joined by hyphens (`book` when none are left).
    static func slug(_ title: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in title.unicodeScalars {
            let value = scalar.value
            let isKept = (48 ... 57).contains(value) || (65 ... 90).contains(value) || (97 ... 122).contains(value)
            guard isKept else {
                pendingHyphen = true
                continue
            }
            if pendingHyphen && !slug.isEmpty { slug.append("-") }
            pendingHyphen = false
            let lowered = (65 ... 90).contains(value) ? value + 32 : value
            slug.unicodeScalars.append(Unicode.Scalar(UInt8(lowered)))
        }
        return slug.isEmpty ? "book" : slug
    }
}
