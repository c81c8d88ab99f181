import Screens

/// ``SystemActions`` for tests: records every call and answers as configured.
public final class FakeSystemActions: SystemActions {
    /// Every text copied, in order.
    public private(set) var copied: [String] = []
    /// Every link opened, in order.
    public private(set) var opened: [String] = []
    /// What copying answers.
    public var copySucceeds = true
    /// What opening answers.
    public var openResult = LinkOpenResult.opened

    /// Actions that succeed.
    public init() {}

    public func copyToClipboard(_ text: String) -> Bool {
        copied.append(text)
        return copySucceeds
    }

    public func openLink(_ link: String) -> LinkOpenResult {
        opened.append(link)
        return openResult
    }
}
