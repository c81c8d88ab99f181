/// Which version of the catalog a database holds (migration 4, ``Migrations/revision``): the
/// database's random epoch and a number every change to the books raises. Two reads with equal
/// revisions of one database read the same books.
public struct CatalogRevision: Hashable, Sendable, CustomStringConvertible {
    /// Made once, with the table: another database (or the same one made again) has another.
    public var epoch: String
    /// Raised by every statement that changes the books, in its transaction.
    public var number: Int64

    public init(epoch: String, number: Int64) {
        self.epoch = epoch
        self.number = number
    }

    /// `epoch:number`, as a derived cache names the version it holds.
    public var description: String { "\(epoch):\(number)" }
}
