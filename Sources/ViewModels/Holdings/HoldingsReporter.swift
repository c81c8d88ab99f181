import Catalog

/// A report drawn over a pane: the audit of the library's holdings, or a reading list's balance.
public struct HoldingsReport: Equatable, Sendable {
    /// "Audit of "Lincoln"", "Balance of "Buy"".
    public var title: String
    /// The report's lines, laid out for the width asked (as the command line prints them).
    public var lines: [String]
    /// The audit's purchase list (directory books not owned, award winners and newest first);
    /// empty for a balance.
    public var purchaseList: [Book]

    public init(title: String, lines: [String], purchaseList: [Book] = []) {
        self.title = title
        self.lines = lines
        self.purchaseList = purchaseList
    }
}

/// Who works out the reports (the executable: `bookdir audit` and `bookdir lists check`, the same
/// text): the view models know only this.
public protocol HoldingsReporter: Sendable {
    /// The audit of the library's holdings against the catalog `books`, laid out for `width`
    /// columns, or the sentence saying why there is none (no holdings imported).
    func audit(of books: [Book], width: Int) -> Result<HoldingsReport, ReportFailure>
    /// The balance of the reading list `name`, whose books still in the directory are `books`.
    func balance(ofList name: String, entries: Int, books: [Book], width: Int) -> HoldingsReport
}

/// Why a report could not be made, as one sentence.
public struct ReportFailure: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
