import Catalog

/// What became of one press of Accept, Reject or Duplicate in the review form.
public enum ReviewSendResult: Equatable, Sendable {
    /// The store kept the decision: the suggestion as now stored.
    case decided(Suggestion)
    /// The form was not sent: what to fix first.
    case invalid(ReviewProblems)
    /// The store stored nothing, and why (not found, already decided, book already there, unknown book).
    case refused(ReviewOutcome)
    /// The store could not be read or written, or does not let this user review.
    case failed(BookStoreError)
}
