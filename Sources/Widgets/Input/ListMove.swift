/// A move in a list, by the name a key table gives its action (`move-down`, `page-up`, `first`):
/// the keys that do it are the table's, so a remapped key moves every list alike.
public enum ListMove: String, CaseIterable, Sendable {
    case moveDown = "move-down"
    case moveUp = "move-up"
    case pageDown = "page-down"
    case pageUp = "page-up"
    case first
    case last
}

extension ListState {
    /// Applies `move` when it is one (an action name of a key table); returns whether it was.
    @discardableResult
    public mutating func perform(_ action: String?) -> Bool {
        guard let move = action.flatMap(ListMove.init(rawValue:)) else { return false }
        switch move {
        case .moveDown: moveDown()
        case .moveUp: moveUp()
        case .pageDown: pageDown()
        case .pageUp: pageUp()
        case .first: home()
        case .last: end()
        }
        return true
    }
}
