import Catalog
/// Text folded for search: the UTF-8 bytes of a string with case, diacritics and width
/// folded away, plus what is needed to map a folded byte back to a Character of the original.
///
/// Every Character of the original folds on its own (as ``TextFolding/fold(_:)`` folds it),
/// so the folded bytes of one Character stay together: `"Peña"` folds to `pena`, `"Straße"` to
/// `strasse`, `"ﬁ"` to `fi`. White space and control characters fold to one space byte, so the
/// folded text never holds a zero byte (the index uses it to separate fields).
struct FoldedText: Equatable {
    /// The folded UTF-8 bytes.
    var bytes: [UInt8]
    /// The number of folded bytes of each Character of the original, in order; `nil` when every
    /// Character folded to exactly one byte, so that byte offset and Character offset are the same.
    var characterLengths: [UInt8]?

    /// Folds `text`.
    init(_ text: String) {
        var folder = SearchFolder()
        var bytes: [UInt8] = []
        var lengths: [UInt8] = []
        let oneBytePerCharacter = folder.append(text, to: &bytes, lengths: &lengths)
        self.bytes = bytes
        self.characterLengths = oneBytePerCharacter ? nil : lengths
    }
}
