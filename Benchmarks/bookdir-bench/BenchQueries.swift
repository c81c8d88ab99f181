/// The fixed queries every benchmark types, and the keystrokes typing them makes.
enum BenchQueries {
    /// Twenty queries over the generator's vocabulary: some matching many books, some few, some
    /// none, with diacritics (typed and folded), Chinese and Korean script, and several words.
    static let all = [
        "the",                      // many: titles and descriptions
        "moon",                     // many
        "grandmother",              // many, mostly descriptions
        "peña",                     // author family name, typed with its tilde
        "nguyen",                   // "Nguyễn" typed without diacritics
        "nguyễn trần",              // two diacritic-heavy names
        "zoë okafor",               // one author, two words
        "dragon harlem",            // title noun and place
        "brave hummingbird",        // few
        "abuela tamale",            // two title nouns, few
        "são paulo",                // place with diacritics
        "garcía kite river",        // three words
        "月亮",                      // Chinese title
        "김민준",                     // Korean author
        "xylophone",                // none
        "qqq zzz",                  // none, two words
        "summer festival",          // description phrase
        "courage to speak up",      // long multi-word phrase
        "montréal winter",          // accented place
        "williams-garcia",          // hyphenated name
    ]

    /// Queries of the query language, typed in the Search pane only (fzf has no such terms): the
    /// index answers the field terms from its facets, so these must keep the keystroke targets too.
    static let facets = [
        "community:black moon",                     // a community and a word
        "award:newbery",                            // an award family, every match
        "category:MG year:2010..2020 sort:year",    // category, years and an order
        "community:indigenous|latine",              // either of two communities
        "author:pena sort:title",                   // a word in the author field, by title
    ]

    /// The queries the keystroke benchmark types: ``all``, then ``facets``.
    static var typed: [String] { all + facets }

    /// Every text the search field holds while `query` is typed one Character at a time and then
    /// deleted back one at a time to empty: "m", "mo", …, "moon", "moo", …, "m", "".
    static func keystrokes(typing query: String) -> [String] {
        let characters = Array(query)
        var texts: [String] = []
        for count in 1 ... characters.count { texts.append(String(characters[0 ..< count])) }
        for count in stride(from: characters.count - 1, through: 0, by: -1) { texts.append(String(characters[0 ..< count])) }
        return texts
    }

    /// The keystrokes of every typed query, in order.
    static var allKeystrokes: [String] { typed.flatMap(keystrokes(typing:)) }
}
