/// Which suggestion a curator names by its id or a start of it.
extension ReviewRule {
    /// What a curator's id names among suggestions.
    public enum Naming: Equatable, Sendable {
        /// The one suggestion it names.
        case one(Suggestion)
        /// No suggestion has that id or an id starting with it.
        case none
        /// The ids of the suggestions it could name (the pending ones when any).
        case several([String])
    }

    /// The suggestion `given` names among `suggestions`: the one whose id it is; else the one
    /// pending suggestion whose id starts with it (ignoring case); else, none pending, the one
    /// suggestion whose id does. Two or more such ids name none of them.
    public static func suggestion(named given: String, in suggestions: [Suggestion]) -> Naming {
        if let exact = suggestions.first(where: { $0.id == given }) { return .one(exact) }
        let start = given.lowercased()
        guard !start.isEmpty else { return .none }
        let starting = suggestions.filter { $0.id.lowercased().hasPrefix(start) }
        let pending = starting.filter(\.isPending)
        for matches in [pending, starting] where !matches.isEmpty {
            return matches.count == 1 ? .one(matches[0]) : .several(matches.map(\.id))
        }
        return .none
    }
}
