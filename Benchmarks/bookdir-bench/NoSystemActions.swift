import Screens
import Widgets

/// System actions that do nothing: frames are measured, no clipboard or browser is used.
final class NoSystemActions: SystemActions {
    func copyToClipboard(_ text: String) -> Bool { false }
    func openLink(_ link: String) -> LinkOpenResult { .notAvailable }
}
