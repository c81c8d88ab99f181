/// A small value that draws itself into a region of a ``Canvas`` (the ratatui idea).
///
/// A widget holds what to show; it keeps no state between frames. Widgets whose drawing moves
/// a scroll position (``ListView``, ``TextField``) take that state `inout` instead.
public protocol Widget {
    /// Draws into `rect`, clipped to the canvas, touching no cell outside it.
    func render(into canvas: inout Canvas, in rect: Rect)
}
