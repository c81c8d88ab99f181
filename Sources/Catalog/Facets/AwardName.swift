/// The awards the catalog records: a fixed list of names, written in the catalog exactly as
/// their raw values.
public enum AwardName: String, CaseIterable, Codable, Sendable, Hashable {
    case newbery = "Newbery Medal"
    case caldecott = "Caldecott Medal"
    case printz = "Michael L. Printz Award"
    case sibert = "Robert F. Sibert Informational Book Medal"
    case geisel = "Theodor Seuss Geisel Award"
    case corettaScottKingAuthor = "Coretta Scott King Author Award"
    case corettaScottKingIllustrator = "Coretta Scott King Illustrator Award"
    case corettaScottKingSteptoe = "Coretta Scott King-John Steptoe New Talent Award"
    case belpreAuthor = "Pura Belpré Author Award"
    case belpreIllustrator = "Pura Belpré Illustrator Award"
    case belpreYoungAdult = "Pura Belpré Young Adult Author Award"
    case apala = "Asian/Pacific American Award for Literature"
    case americanIndianYouth = "American Indian Youth Literature Award"
    case arabAmerican = "Arab American Book Award"
    case nationalBookAward = "National Book Award for Young People's Literature"
    case walterDeanMyers = "Walter Dean Myers Award"
    case schneiderFamily = "Schneider Family Book Award"
    case stonewall = "Stonewall Book Award"
    case morris = "William C. Morris Award"
    case bostonGlobeHornBook = "Boston Globe-Horn Book Award"
    case odyssey = "Odyssey Award"

    /// The name as written, such as "Pura Belpré Author Award".
    public var name: String { rawValue }

    /// The shortest name people use, such as "Pura Belpré" or "Coretta Scott King".
    public var family: String {
        switch self {
        case .corettaScottKingAuthor, .corettaScottKingIllustrator, .corettaScottKingSteptoe: "Coretta Scott King"
        case .belpreAuthor, .belpreIllustrator, .belpreYoungAdult: "Pura Belpré"
        case .apala: "APALA"
        case .nationalBookAward: "National Book Award"
        case .printz: "Printz"
        case .sibert: "Sibert"
        case .geisel: "Geisel"
        case .newbery: "Newbery"
        case .caldecott: "Caldecott"
        case .americanIndianYouth: "American Indian Youth Literature"
        case .arabAmerican: "Arab American Book Award"
        case .walterDeanMyers: "Walter Dean Myers"
        case .schneiderFamily: "Schneider Family"
        case .stonewall: "Stonewall"
        case .morris: "Morris"
        case .bostonGlobeHornBook: "Boston Globe-Horn Book"
        case .odyssey: "Odyssey"
        }
    }

    /// Other words people search an award by, beyond those of its name (`apala`, `csk`, `aiyla`).
    public var aliases: [String] {
        switch self {
        case .apala: ["apala"]
        case .corettaScottKingAuthor, .corettaScottKingIllustrator, .corettaScottKingSteptoe: ["csk"]
        case .americanIndianYouth: ["aiyla"]
        case .nationalBookAward: ["nba"]
        case .walterDeanMyers: ["walter"]
        default: []
        }
    }
}
