import ArgumentParser

/// `bookdir holdings`: a library's export brought in, and what it holds shown against the directory.
struct HoldingsCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "holdings",
        abstract: "Import a library's export of its titles, and see which directory books it holds.",
        discussion: """
            A library's holdings live in the data folder (holdings/NAME.json), one file a library, \
            each replaced whole by its next import. They are matched with the directory when read: \
            by any ISBN of a book (ISBN-10 or ISBN-13), else by title and author (case, accents, \
            punctuation, a subtitle on one side only, "Last, First" names and "&" for "and" ignored), \
            and every match says how it matched. `bookdir audit` reports on them.

            Examples:
              bookdir holdings import destiny-titles.csv --library "Lincoln Elementary"
              bookdir holdings show --library lincoln-elementary
              bookdir holdings list
            """,
        subcommands: [HoldingsListCommand.self, HoldingsImportCommand.self, HoldingsShowCommand.self],
        defaultSubcommand: HoldingsListCommand.self)

    /// "1 row" or "3 rows".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
