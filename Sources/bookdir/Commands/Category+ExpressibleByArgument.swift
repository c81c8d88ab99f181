import Store
import Widgets
import ArgumentParser
import Catalog

/// Categories are typed on the command line by code (PB, CB, MG, YA), in any case.
extension Catalog.Category: ExpressibleByArgument {
    /// The category with the code `argument` (any case), or `nil`, which makes the parser list the valid codes.
    public init?(argument: String) {
        self.init(code: argument)
    }

    /// The codes, for help, completions and the error that lists them.
    public static var allValueStrings: [String] { allCases.map(\.code) }

    /// Completes the four codes.
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// The one-line help shared by every `--category` option.
    static let optionHelp = ArgumentHelp(
        "The age category: PB (Picture Book), CB (Chapter Book), MG (Middle Grade) or YA (Young Adult), in any case.",
        valueName: "code")
}
