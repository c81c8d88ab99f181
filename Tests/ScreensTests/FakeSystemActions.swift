import Screens

/// ``SystemActions`` for tests: records every call and answers as configured.
final class FakeSystemActions: SystemActions {
    /// Every text copied, in order.
    private(set) var copied: [String] = []
    /// Every link opened, in order.
    private(set) var opened: [String] = []
    /// What copying answers.
    var copySucceeds = true
    /// What opening answers.
    var openResult = LinkOpenResult.opened

    func copyToClipboard(_ text: String) -> Bool {
        copied.append(text)
        return copySucceeds
    }

    func openLink(_ link: String) -> LinkOpenResult {
        opened.append(link)
        return openResult
    }
}
