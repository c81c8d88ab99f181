import Store
import Search
import Widgets
import ArgumentParser
import Catalog
import Foundation

/// The `bookdir` command: the full-screen app by default, and subcommands for scripts and pipes.
///
/// `main.swift` calls ``main()``, which maps every outcome to one of the documented exit codes
/// (see ``ExitStatus``).
struct Bookdir: ParsableCommand {
    /// The command's name, version, help and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "bookdir",
        abstract: "A directory of children's and young-adult books by and about people of color.",
        discussion: """
            Run without a subcommand (or with `browse`) to open the full-screen app. The other \
            subcommands print to standard output for scripts and pipes; add --json for a stable, \
            machine-readable format. Every subcommand reads the bundled catalog unless --catalog \
            names another file, and keeps suggestions in --data-dir, else $XDG_DATA_HOME/bookdir, \
            else ~/.local/share/bookdir.

            Exit codes: 0 done; 1 nothing found or matched (an empty list, a search without \
            results, an unknown id, no suggestions yet, a suggestion already sent or already in the \
            directory, a suggestion already decided); 2 usage error; 3 data error (a corrupt or \
            unreadable file, a failed write, or a database that cannot be reached); 4 not allowed \
            (this user may not do it: a role of the shared database missing).

            --store postgresql://USER@HOST:PORT/DATABASE (or BOOKDIR_STORE) uses a shared PostgreSQL \
            database instead of the files, for a school or library network; `bookdir db` sets it up.
            """,
        version: "bookdir 0.1.0",
        subcommands: [
            BrowseCommand.self, ListCommand.self, SearchCommand.self, ShowCommand.self,
            SuggestCommand.self, SuggestionsCommand.self, ListsCommand.self, ReviewCommand.self, DatabaseCommand.self,
            HoldingsCommand.self, AuditCommand.self, ConfigCommand.self,
            GenerateManCommand.self,
        ],
        defaultSubcommand: BrowseCommand.self
    )

    /// `--catalog` and `--data-dir`; argument-parser fills every command's copy from the whole
    /// command line, so they may come before or after the subcommand's name.
    @OptionGroup var global: GlobalOptions

    /// The names a user may type as a subcommand.
    static var commandNames: [String] {
        configuration.subcommands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName }
    }

    /// "Unknown command 'serch'. Did you mean 'search'?" when the first word that is neither an
    /// option nor an option's value names no subcommand (the app, the default, takes no words);
    /// "There is no subcommand 'nope'…" for `bookdir help nope`; for an option the app does not
    /// take, given without a subcommand, ``unknownOptionMessage(_:)``.
    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        // Options of argument-parser's own (completion scripts, help dumps) take their own words.
        if arguments.contains(where: { $0.hasPrefix("--generate-completion") || $0.hasPrefix("--experimental") }) { return nil }
        var rest = arguments[...]
        while let word = rest.first, word.hasPrefix("-") {
            rest = rest.dropFirst()
            if ["--catalog", "--data-dir", "--store", "--config"].contains(word) { rest = rest.dropFirst() }
        }
        guard let word = rest.first else { return unknownOptionMessage(arguments) }
        if word == "help", let asked = rest.dropFirst().first, !asked.hasPrefix("-"), !isCommandName(asked) {
            return "There is no subcommand '\(asked)'.\(commandHint(asked)) Run `bookdir --help` for more."
        }
        guard word != "help", !isCommandName(word) else { return nil }
        return "Unknown command '\(word)'.\(commandHint(word)) Run `bookdir --help` for more."
    }

    /// Whether `word` is the name of a subcommand (the hidden ones too).
    private static func isCommandName(_ word: String) -> Bool {
        configuration.subcommands.contains { $0.configuration.commandName == word }
    }

    /// " Did you mean 'search'?" for the closest subcommand's name, else " The commands are …".
    private static func commandHint(_ word: String) -> String {
        let names = commandNames
        let guess = EditDistance.closest(to: word.lowercased(), among: names, limit: 2)
            ?? names.first { $0.hasPrefix(word.lowercased()) && !word.isEmpty }
        return guess.map { " Did you mean '\($0)'?" } ?? " The commands are \(names.joined(separator: ", "))."
    }

    /// A usage error a subcommand found while running, printed as argument-parser prints one
    /// found while parsing: the sentence, then the subcommand's usage (not the top level's).
    static func usageMessage(_ message: String, for command: ParsableCommand.Type) -> String {
        let usage = usageString(for: command)
        let path = usage.split(separator: " ").prefix { !$0.hasPrefix("[") && !$0.hasPrefix("<") && !$0.hasPrefix("-") }
        return "Error: \(message)\nUsage: \(usage)\n  See '\(path.joined(separator: " ")) --help' for more information."
    }

    /// Parses the process's arguments, runs the chosen subcommand and exits with its status.
    static func main() {
        let status = run(arguments: Array(CommandLine.arguments.dropFirst()))
        Foundation.exit(status)
    }

    /// Parses `arguments`, runs the chosen subcommand, prints any message, and returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        let quick = QuickSearch.request(arguments)
        if quick == nil, let message = unknownCommandMessage(arguments) {
            StandardError.write("bookdir: " + SafeText.visible(message))
            return ExitStatus.usage
        }
        do {
            if let quick {
                try quick.run()
            } else {
                var command = try parseAsRoot(arguments)
                do {
                    try command.run()
                } catch let error as ValidationError {
                    StandardError.write(usageMessage(error.message, for: type(of: command)))
                    return ExitStatus.usage
                }
            }
            return ExitStatus.success
        } catch let failure as CommandFailure {
            StandardError.write("bookdir: " + SafeText.visible(failure.message))
            return failure.status
        } catch let failure as BookStoreError {
            StandardError.write("bookdir: " + SafeText.visible(failure.message))
            return ExitStatus.of(failure)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                return ExitStatus.success
            }
            if !message.isEmpty { StandardError.write(message) }
            return code == .validationFailure ? ExitStatus.usage : code.rawValue
        }
    }
}
