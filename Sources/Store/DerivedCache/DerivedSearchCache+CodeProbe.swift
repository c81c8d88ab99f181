import Catalog
import Search

/// The code probe of ``DerivedSearchCache``: what names the folding and ordering of the build that
/// wrote a file.
extension DerivedSearchCache {
    /// A checksum of the index this build makes of a few fixed books (folding of every kind of
    /// text, and the tie-break order), stored in the file: a file made by a build that folds or
    /// orders differently does not match.
    static let codeProbe: UInt64 = {
        let titles = ["Peña's Straße", "ﬁsh and Ｗｉｄｅ", "月亮的故事", "김민준의 하루", "Ünïcödé 🌙 e\u{301}",
                      "İstanbul ΣΊΣΥΦΟΣ", "Tab\there\nand\u{7}bell", "Nguyễn Trần", "Zoë Okafor", "the moon", "The Moon", ""]
        let books = titles.enumerated().map { number, title in
            Book(id: "probe-\(number)", title: title, author: titles[(number + 5) % titles.count],
                 category: Category.allCases[number % Category.allCases.count],
                 description: titles[(number + 7) % titles.count] + " " + title)
        }
        let index = SearchIndex(books: books)
        let layout = index.layout
        var writer = CacheWriter(reserved: 0, capacity: 4096)
        for value in index.slotBooks { writer.integer(value) }
        layout.withBlockPieces { arrays, text in
            writer.bytes.append(contentsOf: arrays)
            writer.bytes.append(contentsOf: text)
        }
        return writer.bytes.withUnsafeBytes { Checksum64.of($0) }
    }()
}
