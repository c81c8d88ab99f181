import ArgumentParser
import Catalog

/// The values the shells complete for `--community` and `--award`, from the catalog's own
/// vocabulary, so they never drift from what the options take.
enum FacetCompletion {
    /// The community codes (black, east-asian, …), then the other words people use (latino, native, …).
    static let community = CompletionKind.list(Community.allCases.map(\.code) + Community.aliases.map(\.key))

    /// The awards as people name them (caldecott, pura belpré, coretta scott king, …) and their
    /// short forms (csk, apala, …), each once.
    static let award: CompletionKind = {
        var words: [String] = []
        for award in AwardName.allCases {
            for word in [award.family.lowercased()] + award.aliases where !words.contains(word) { words.append(word) }
        }
        return .list(words)
    }()
}
