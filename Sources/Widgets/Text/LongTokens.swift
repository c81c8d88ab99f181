/// Shortens the parts of a message that can lose their middle without losing their point — paths
/// and addresses before its end — so the fact after them (a reason, what to do) still fits: a path
/// keeps its last two parts (`…/exports/grade-2.md`), an address its scheme and host
/// (`https://openlibrary.org/…`). A path or address that ends the message is the fact: kept whole.
public enum LongTokens {
    /// Tokens shorter than this are left as they are.
    static let shortest = 24

    /// `text` with its longest path or address shortened, one at a time, until it takes at most
    /// `rows` lines of `width` cells when wrapped, or none is left to shorten.
    public static func shortened(_ text: String, width: Int, rows: Int) -> String {
        guard width > 0, rows > 0 else { return text }
        var text = text
        var shortenedAny = Set<String>()
        while TextWrapper.wrap(text, width: width, maxLines: rows + 1).count > rows {
            // The last word is left whole: a path or address there is the fact itself ("the link is: …").
            let tokens = text.split(separator: " ").dropLast().map(String.init).filter { !shortenedAny.contains($0) && shorter($0) != nil }
            guard let longest = tokens.max(by: { $0.count < $1.count }), let short = shorter(longest) else { break }
            if let range = text.firstRange(of: longest) { text.replaceSubrange(range, with: short) }
            shortenedAny.insert(short)
        }
        return text
    }

    /// The short form of `token` when it is a long path or address, else nil.
    static func shorter(_ token: String) -> String? {
        guard token.count >= shortest, token.contains("/") else { return nil }
        // Brackets and quotes around it, and a sentence's end, stay around the shortened token.
        let lead = String(token.prefix { "(“\"'[".contains($0) })
        let trail = String(token.dropFirst(lead.count).reversed().prefix { ".,;:)”\"']".contains($0) }.reversed())
        let core = String(token.dropFirst(lead.count).dropLast(trail.count))
        if let scheme = core.firstRange(of: "://") {
            let afterHost = core[scheme.upperBound...].firstIndex(of: "/") ?? core.endIndex
            guard afterHost < core.endIndex, core.distance(from: afterHost, to: core.endIndex) > 2 else { return nil }
            return lead + String(core[..<afterHost]) + "/…" + trail
        }
        let parts = core.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 3 else { return nil }
        return lead + "…/" + parts.suffix(2).joined(separator: "/") + trail
    }
}
