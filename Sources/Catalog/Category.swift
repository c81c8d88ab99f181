/// The four age categories of the directory.
///
/// The short code (`PB`, `CB`, `MG`, `YA`) is what the JSON files store;
/// the long ``name`` is what users see.
public enum Category: String, CaseIterable, Codable, Sendable, Hashable {
    case pictureBook = "PB"
    case chapterBook = "CB"
    case middleGrade = "MG"
    case youngAdult = "YA"

    /// The short code stored in JSON files and typed on the command line.
    public var code: String { rawValue }

    /// The name users see, such as "Picture Book".
    public var name: String {
        switch self {
        case .pictureBook: "Picture Book"
        case .chapterBook: "Chapter Book"
        case .middleGrade: "Middle Grade"
        case .youngAdult: "Young Adult"
        }
    }

    /// The category with this short code, ignoring case and surrounding spaces.
    public init?(code: String) {
        let trimmed = code.trimmingCharacters(in: .whitespaces).uppercased()
        self.init(rawValue: trimmed)
    }
}
