/// How many books of some kind the directory has, and how many of them a library owns.
public struct AuditCount: Codable, Equatable, Sendable {
    /// Books in the directory.
    public var inDirectory = 0
    /// Of those, the books the library owns.
    public var owned = 0

    /// A count.
    public init(inDirectory: Int = 0, owned: Int = 0) {
        self.inDirectory = inDirectory
        self.owned = owned
    }

    /// Counts one book.
    mutating func add(owned isOwned: Bool) {
        inDirectory += 1
        if isOwned { owned += 1 }
    }

    /// The owned share of the directory's books: 0 … 1 (0 when there are none).
    public var share: Double { inDirectory == 0 ? 0 : Double(owned) / Double(inDirectory) }

    /// `part` of `whole` as a whole percent: "42%" ("0%" of nothing).
    public static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "0%" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
    }
}
