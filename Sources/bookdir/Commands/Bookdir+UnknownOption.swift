import ArgumentParser
import Search

extension Bookdir {
    /// "Unknown option '--jsn'. Did you mean '--json'?" for the first option of `arguments` (a
    /// command line without a subcommand, which opens the app) that neither bookdir nor the app
    /// takes, the closest option of any subcommand suggested; nil when every option is known.
    /// (argument-parser would print the usage of `browse`, which the user never typed.)
    static func unknownOptionMessage(_ arguments: [String]) -> String? {
        let known = Set(optionNames(of: BrowseCommand.self) + ["--help", "-h", "--version"])
        var rest = arguments[...]
        while let word = rest.popFirst() {
            if word == "--" { return nil }
            let name = String(word.prefix { $0 != "=" })
            if ["--catalog", "--data-dir", "--store", "--config"].contains(name), name == word { rest = rest.dropFirst() }
            guard !known.contains(name) else { continue }
            let all = Array(Set(allSubcommands(of: Bookdir.self).flatMap(optionNames(of:)) + known)).sorted()
            let bare = name.drop { $0 == "-" }.lowercased()
            let closest = EditDistance.closest(to: name.lowercased(), among: all, limit: 2)
            let started = all.first { !bare.isEmpty && $0.hasPrefix("--") && $0.dropFirst(2).hasPrefix(bare) }
            // -v: a letter stands for the long option it starts (--version), not for another letter (-h).
            let guess = name.hasPrefix("--") ? closest ?? started : started ?? closest
            let hint = guess.map { " Did you mean '\($0)'?" } ?? ""
            return "Unknown option '\(name)'.\(hint) Run `bookdir --help` for the options and the subcommands that take them."
        }
        return nil
    }

    /// The long options `command`'s usage names ("--catalog", "--json", …).
    private static func optionNames(of command: ParsableCommand.Type) -> [String] {
        usageString(for: command).split { !$0.isLetter && !$0.isNumber && $0 != "-" }
            .filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init)
    }

    /// `command`'s subcommands, theirs, and so on.
    private static func allSubcommands(of command: ParsableCommand.Type) -> [ParsableCommand.Type] {
        command.configuration.subcommands.flatMap { [$0] + allSubcommands(of: $0) }
    }
}
