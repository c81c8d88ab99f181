/// The colours the painter gives each ``StyleRole``: a colour number (0–255: the 8 basic colours,
/// their bright forms, the 6×6×6 cube and the greys) as text or background colour
/// (``StyleRole/colorsBackground``). Attributes are never a theme's: reverse video, bold and
/// underline keep every meaning in monochrome.
public struct Theme: Equatable, Sendable {
    /// `dark`, `light`, `none`, or the base a configuration file changed ("light, changed").
    public var name: String
    /// Whether colours are drawn at all (`none` and `NO_COLOR` draw none).
    public var usesColor: Bool
    /// The colour of each role that has one.
    public var colors: [StyleRole: Int]

    public init(name: String, usesColor: Bool = true, colors: [StyleRole: Int]) {
        self.name = name
        self.usesColor = usesColor
        self.colors = colors
    }

    /// For a dark background (the default): yellow matches, green success, red errors.
    public static let dark = Theme(name: "dark", colors: [.highlight: 3, .success: 2, .error: 1])
    /// For a light background: dark blue matches, dark green success, dark red errors, and a pale
    /// blue selection (yellow on white cannot be read).
    public static let light = Theme(name: "light", colors: [.highlight: 18, .success: 22, .error: 124, .selection: 153, .tab: 153])
    /// No colour: attributes only, as with `NO_COLOR`.
    public static let none = Theme(name: "none", usesColor: false, colors: [:])

    /// The themes by name.
    public static let named: [String: Theme] = ["dark": .dark, "light": .light, "none": .none]

    /// The colour names a configuration file may use, with their numbers.
    public static let colorNames: [String: Int] = [
        "black": 0, "red": 1, "green": 2, "yellow": 3, "blue": 4, "magenta": 5, "cyan": 6, "white": 7,
        "bright-black": 8, "gray": 8, "grey": 8, "bright-red": 9, "bright-green": 10, "bright-yellow": 11,
        "bright-blue": 12, "bright-magenta": 13, "bright-cyan": 14, "bright-white": 15,
    ]

    /// `number` on a terminal with only `available` colours: itself when it has it, else the
    /// nearest of the 8 basic ones (a cube colour by which of red, green and blue are strongest; a grey
    /// black or white).
    public static func color(_ number: Int, available: Int) -> Int {
        if number < available { return number }
        switch number {
        case 0 ..< 16: return number % 8
        case 16 ..< 232:
            let cube = number - 16
            let red = cube / 36, green = (cube / 6) % 6, blue = cube % 6
            // The components within a step of the strongest one make the colour.
            let strong = max(1, max(red, green, blue) - 1)
            return (red >= strong ? 1 : 0) | (green >= strong ? 2 : 0) | (blue >= strong ? 4 : 0)
        default: return number < 244 ? 0 : 7
        }
    }
}
