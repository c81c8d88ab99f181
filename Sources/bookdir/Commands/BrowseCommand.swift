import ArgumentParser
import Settings

/// `bookdir browse`: the full-screen app (also what `bookdir` alone runs).
struct BrowseCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open the full-screen app (the default when no subcommand is given).",
        discussion: """
            Browse the books by category, search them, open a book's details, keep reading lists \
            and send a suggestion, all with the keyboard; curators decide suggestions in the \
            Review pane. Press ? in the app for every key, q to quit. Needs a terminal; in \
            scripts and pipes use list, search, show, suggest, suggestions, lists (reading lists) \
            and review (curators' decisions).
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// Whether to start clean, ignoring where the app was left.
    @Flag(help: "Start on the Books pane with nothing chosen, instead of where the app was left last time.")
    var fresh = false

    /// Whether to use the accessible mode whatever the configuration file says.
    @Flag(help: "Words instead of decorative glyphs, a marker on the selected row, messages as sentences (also ACCESSIBLE=1 or accessible = true in the configuration file).")
    var accessible = false

    /// Starts the app and exits with its status.
    func run() throws {
        var settings = global.settings
        if accessible { settings.accessible.set(true, from: .flag) }
        let status = try AppLauncher.launch(store: global.choice.makeStore(), dataDirectory: global.choice.dataDirectory, fresh: fresh,
                                            settings: settings)
        if status != 0 { throw ExitCode(status) }
    }
}
