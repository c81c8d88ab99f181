/// The ids of books the directory gains by review: the title's slug (`the-snowy-day`), made
/// unique in the catalog by a number (`home-2`, `home-3`) when another book already has it.
public enum BookID {
    /// `title` folded (``TextFolding/matchKey(_:)``: no case, accents or punctuation), its words
    /// joined by `-`; `book` when nothing is left.
    public static func slug(of title: String) -> String {
        let words = TextFolding.matchKey(title).split(separator: " ")
        return words.isEmpty ? "book" : words.joined(separator: "-")
    }

    /// `id` when no id of `taken` is it, else `id-2`, `id-3`, … the first one free.
    public static func unique(_ id: String, notIn taken: Set<String>) -> String {
        guard taken.contains(id) else { return id }
        var number = 2
        while taken.contains("\(id)-\(number)") { number += 1 }
        return "\(id)-\(number)"
    }
}
