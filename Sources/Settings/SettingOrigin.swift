/// Where a setting's value came from, from the weakest to the strongest: a flag beats the
/// environment, which beats the configuration file, which beats the default.
public enum SettingOrigin: String, Comparable, Sendable {
    case byDefault = "default"
    case file
    case environment
    case flag

    private var rank: Int {
        switch self {
        case .byDefault: 0
        case .file: 1
        case .environment: 2
        case .flag: 3
        }
    }

    public static func < (a: SettingOrigin, b: SettingOrigin) -> Bool { a.rank < b.rank }
}
