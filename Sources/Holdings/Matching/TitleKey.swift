import Catalog

/// A title as matching compares it: folded by ``TextFolding/matchKey(_:)`` (case, accents,
/// punctuation, "&" for "and"), whole and before its subtitle (``SameBook/mainTitle(_:)``), so a
/// subtitle present on one side only does not keep two records of the same book apart.
struct TitleKey {
    /// The whole title's key.
    var whole: String
    /// The key of the title before its subtitle, when it has one.
    var main: String?

    /// The keys of `title`.
    init(_ title: String) {
        whole = TextFolding.matchKey(title)
        main = SameBook.mainTitle(title).map { TextFolding.matchKey(String($0)) }.flatMap { $0.isEmpty || $0 == whole ? nil : $0 }
    }
}
