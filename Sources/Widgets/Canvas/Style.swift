/// The eight basic terminal colours; `nil` where a style uses one means the terminal's default.
public enum TerminalColor: Int, Equatable, Hashable, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn.
///
/// Stored as 16 bits (each colour in four, then one bit per attribute), so every cell of a
/// canvas compares its style in one instruction.
public struct Style: Equatable, Hashable, Sendable {
    /// Bits 0–3: the foreground colour + 1 (0 for the default); bits 4–7 the background's;
    /// then bold, dim, underline and reverse; bits 12–14 the role a theme colours (``StyleRole``).
    private var bits: UInt16

    private static let boldBit: UInt16 = 1 << 8
    private static let dimBit: UInt16 = 1 << 9
    private static let underlineBit: UInt16 = 1 << 10
    private static let reverseBit: UInt16 = 1 << 11
    private static let roleShift: UInt16 = 12

    /// Foreground colour; `nil` is the terminal's default.
    public var foreground: TerminalColor? {
        get { Self.color(bits & 0xF) }
        set { bits = (bits & ~0xF) | Self.code(newValue) }
    }
    /// Background colour; `nil` is the terminal's default.
    public var background: TerminalColor? {
        get { Self.color((bits >> 4) & 0xF) }
        set { bits = (bits & ~0xF0) | (Self.code(newValue) << 4) }
    }
    public var bold: Bool {
        get { bits & Self.boldBit != 0 }
        set { set(Self.boldBit, newValue) }
    }
    public var dim: Bool {
        get { bits & Self.dimBit != 0 }
        set { set(Self.dimBit, newValue) }
    }
    public var underline: Bool {
        get { bits & Self.underlineBit != 0 }
        set { set(Self.underlineBit, newValue) }
    }
    /// Reverse video: the selection's style, legible in monochrome.
    public var reverse: Bool {
        get { bits & Self.reverseBit != 0 }
        set { set(Self.reverseBit, newValue) }
    }

    /// What the cell is, for a theme's colours (``Theme``): the selection, a tab, an error…
    public var role: StyleRole {
        get { StyleRole(rawValue: (bits >> Self.roleShift) & 0x7) ?? .plain }
        set { bits = (bits & ~(0x7 << Self.roleShift)) | (newValue.rawValue << Self.roleShift) }
    }

    /// Creates a style; the default is plain text in the terminal's colours.
    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil,
        bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false, role: StyleRole = .plain
    ) {
        bits = Self.code(foreground) | (Self.code(background) << 4) | (role.rawValue << Self.roleShift)
        set(Self.boldBit, bold)
        set(Self.dimBit, dim)
        set(Self.underlineBit, underline)
        set(Self.reverseBit, reverse)
    }

    /// Plain text.
    public static let plain = Style()

    private mutating func set(_ bit: UInt16, _ on: Bool) {
        bits = on ? bits | bit : bits & ~bit
    }

    private static func code(_ color: TerminalColor?) -> UInt16 {
        color.map { UInt16($0.rawValue + 1) } ?? 0
    }

    private static func color(_ code: UInt16) -> TerminalColor? {
        code == 0 ? nil : TerminalColor(rawValue: Int(code) - 1)
    }
}

extension Style: CustomDebugStringConvertible {
    /// The colours and attributes set, as in `Style(foreground: yellow, bold, underline)`.
    public var debugDescription: String {
        var parts: [String] = []
        if let foreground { parts.append("foreground: \(foreground)") }
        if let background { parts.append("background: \(background)") }
        if bold { parts.append("bold") }
        if dim { parts.append("dim") }
        if underline { parts.append("underline") }
        if reverse { parts.append("reverse") }
        if role != .plain { parts.append("role: \(role)") }
        return "Style(\(parts.joined(separator: ", ")))"
    }
}
