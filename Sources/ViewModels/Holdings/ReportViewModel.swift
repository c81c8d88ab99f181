import Catalog
import Search

/// What the report overlay tells its view model.
public protocol ReportViewModelInputs {
    /// Call when the user asked for the audit of the library's holdings (a key in Books or Lists);
    /// `width` is the columns the overlay has for its lines.
    func auditRequested(width: Int)
    /// Call when the user asked for the balance of the reading list `name`, whose books still in
    /// the directory are `books` (of `entries` entries).
    func balanceRequested(list name: String, entries: Int, books: [Book], width: Int)
    /// Call when the user closed the overlay.
    func closePressed()
}

/// What the report overlay shows.
public protocol ReportViewModelOutputs {
    /// Emits the overlay's state: closed, loading, the report, or why there is none.
    var state: Bindable<ReportState> { get }
}

/// The report overlay's view model: its inputs and its outputs.
public protocol ReportViewModelType {
    var inputs: ReportViewModelInputs { get }
    var outputs: ReportViewModelOutputs { get }
}

/// The report overlay's state.
public enum ReportState: Equatable, Sendable {
    /// Not shown.
    case closed
    /// Being worked out; the title.
    case loading(String)
    /// Shown.
    case shown(HoldingsReport)
    /// No report: the title and the sentence saying why.
    case failed(title: String, message: String)
}

/// The audit summary and a list's balance over the pane: the catalog read through the store, the
/// report made by the ``HoldingsReporter`` on the worker (an audit of a large catalog takes a while).
public final class ReportViewModel: ReportViewModelType, ReportViewModelInputs, ReportViewModelOutputs {
    public var inputs: ReportViewModelInputs { self }
    public var outputs: ReportViewModelOutputs { self }

    public let state = Bindable(ReportState.closed)

    private let store: any BookStore
    private let worker: any Worker
    private let reporter: (any HoldingsReporter)?
    /// Raised by each request and by closing: a report that comes back late is dropped.
    private var generation = 0

    /// The overlay over `store`'s catalog, reports made by `reporter` (nil: none can be, and the
    /// overlay says so) through `worker`.
    public init(store: any BookStore, worker: any Worker, reporter: (any HoldingsReporter)?) {
        self.store = store
        self.worker = worker
        self.reporter = reporter
    }

    /// The title of the audit overlay.
    public static let auditTitle = "Audit"

    public func auditRequested(width: Int) {
        guard let reporter else {
            return state.setIfChanged(.failed(title: Self.auditTitle, message: OwnedBooks.noHoldingsNote + "."))
        }
        generation += 1
        let current = generation
        state.setIfChanged(.loading(Self.auditTitle))
        let store = self.store
        worker.perform({ () -> Result<HoldingsReport, ReportFailure> in
            do throws(BookStoreError) {
                return reporter.audit(of: try store.loadBooks(), width: width)
            } catch {
                return .failure(ReportFailure(error.message))
            }
        }, completion: { [weak self] result in
            guard let self, current == self.generation else { return }
            switch result {
            case .success(let report): self.state.setIfChanged(.shown(report))
            case .failure(let failure): self.state.setIfChanged(.failed(title: Self.auditTitle, message: failure.message))
            }
        })
    }

    public func balanceRequested(list name: String, entries: Int, books: [Book], width: Int) {
        generation += 1
        guard let reporter else { return state.setIfChanged(.failed(title: "Balance", message: "No report can be made here.")) }
        state.setIfChanged(.shown(reporter.balance(ofList: name, entries: entries, books: books, width: width)))
    }

    public func closePressed() {
        generation += 1
        state.setIfChanged(.closed)
    }
}
