/// A community a book centers, by its characters and its author's own publicly stated heritage:
/// the fixed vocabulary of the catalog's `communities` field.
public enum Community: String, CaseIterable, Codable, Sendable, Hashable, Comparable {
    case black
    case latine
    case eastAsian = "east-asian"
    case southeastAsian = "southeast-asian"
    case southAsian = "south-asian"
    case indigenous
    case mena
    case pacificIslander = "pacific-islander"
    case multiracial

    /// The code written in the catalog and typed in queries, such as `east-asian`.
    public var code: String { rawValue }

    /// The name shown to people, such as "East Asian".
    public var name: String {
        switch self {
        case .black: "Black"
        case .latine: "Latine"
        case .eastAsian: "East Asian"
        case .southeastAsian: "Southeast Asian"
        case .southAsian: "South Asian"
        case .indigenous: "Indigenous"
        case .mena: "Middle Eastern and North African"
        case .pacificIslander: "Pacific Islander"
        case .multiracial: "Multiracial"
        }
    }

    /// The other words people use for the communities, lower case, each with the communities it
    /// stands for ("asian" for the three Asian communities together): the query language's
    /// `community:` and `--community` take them as they take the codes and names.
    public static let aliases: KeyValuePairs<String, Set<Community>> = [
        "native": [.indigenous], "native american": [.indigenous], "american indian": [.indigenous],
        "first nations": [.indigenous], "indigenous peoples": [.indigenous],
        "hispanic": [.latine], "latino": [.latine], "latina": [.latine], "latinx": [.latine],
        "african american": [.black],
        "arab": [.mena], "arab american": [.mena], "middle eastern": [.mena],
        "hawaiian": [.pacificIslander], "native hawaiian": [.pacificIslander], "pasifika": [.pacificIslander],
        "asian": [.eastAsian, .southAsian, .southeastAsian], "asian american": [.eastAsian, .southAsian, .southeastAsian],
    ]

    /// Vocabulary order.
    public static func < (lhs: Community, rhs: Community) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// "black, latine, … or multiracial": the vocabulary, for messages.
    public static var vocabulary: String {
        allCases.dropLast().map(\.code).joined(separator: ", ") + " or " + allCases.last!.code
    }
}
