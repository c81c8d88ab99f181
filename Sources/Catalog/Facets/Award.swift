/// An award a book won, or was an honor book (a finalist) of, in a given year.
public struct Award: Codable, Equatable, Hashable, Sendable {
    /// Won, or named an honor book (for the National Book Award: a finalist).
    public enum Level: String, Codable, CaseIterable, Sendable, Hashable {
        case winner
        case honor
    }

    /// Which award.
    public var name: AwardName
    /// The year the award was given (ALA awards: announced in January for the year before's books).
    public var year: Int
    /// Winner or honor.
    public var level: Level

    /// An award.
    public init(_ name: AwardName, year: Int, level: Level) {
        self.name = name
        self.year = year
        self.level = level
    }

    private enum CodingKeys: String, CodingKey {
        case name = "award"
        case year
        case level
    }

    /// "Pura Belpré Author Award, 2016 (honor)" or "Newbery Medal, 2020".
    public var citation: String {
        level == .winner ? "\(name.name), \(year)" : "\(name.name), \(year) (honor)"
    }
}
