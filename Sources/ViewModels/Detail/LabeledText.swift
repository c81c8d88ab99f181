/// A line of the detail view and `show`: a label and its text ("Grades", "K–4").
public struct LabeledText: Equatable, Sendable {
    public let label: String
    public let text: String

    public init(label: String, text: String) {
        self.label = label
        self.text = text
    }
}
