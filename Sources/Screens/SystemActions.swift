import Widgets
/// What the screens ask of the system outside the terminal's grid: the clipboard and a browser.
///
/// The executable implements it (OSC 52 through the terminal, `xdg-open`); tests use a fake that
/// records the calls. Used on the screens' thread only.
public protocol SystemActions: AnyObject {
    /// Puts `text` on the clipboard; returns whether it could be sent.
    func copyToClipboard(_ text: String) -> Bool
    /// Opens `link` in the user's browser, or says that there is no way to.
    func openLink(_ link: String) -> LinkOpenResult
}
