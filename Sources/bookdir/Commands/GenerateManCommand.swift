import ArgumentParser
import Foundation

/// `bookdir generate-man` (hidden): prints the man page bookdir.1, written from the same command
/// definitions as `--help` (through argument-parser's help dump), for `make man` and `make install`.
struct GenerateManCommand: ParsableCommand {
    /// The subcommand's name; hidden from help and completions.
    static let configuration = CommandConfiguration(
        commandName: "generate-man",
        abstract: "Print the bookdir(1) man page in roff.",
        shouldDisplay: false)

    /// Prints the page.
    func run() throws {
        print(try ManPage.render(), terminator: "")
    }
}

/// The roff text of bookdir(1), built from `bookdir --experimental-dump-help`.
enum ManPage {
    /// The parts of argument-parser's help dump the page uses.
    struct Dump: Decodable {
        var command: Command
    }

    /// One command of the dump.
    struct Command: Decodable {
        var commandName: String
        var abstract: String?
        var discussion: String?
        var shouldDisplay: Bool?
        var subcommands: [Command]?
        var arguments: [Argument]?
    }

    /// One argument, option or flag of the dump.
    struct Argument: Decodable {
        /// A name such as `--json` or `-h`.
        struct Name: Decodable {
            var kind: String
            var name: String
        }
        var kind: String
        var shouldDisplay: Bool
        var isOptional: Bool
        var isRepeating: Bool
        var names: [Name]?
        var valueName: String?
        var defaultValue: String?
        var abstract: String?
        var discussion: String?
    }

    /// The whole page.
    static func render() throws -> String {
        let dump = try JSONDecoder().decode(Dump.self, from: Data(dumpHelp().utf8))
        let root = dump.command
        let version = Bookdir.configuration.version
        var page = [
            ".TH BOOKDIR 1 \"\" \"\(escape(version))\" \"User Commands\"",
            ".SH NAME",
            "bookdir \\- \(escape(root.abstract ?? ""))",
            ".SH SYNOPSIS",
            ".B bookdir",
            "[\\fIsubcommand\\fR] [\\fIoptions\\fR]",
            ".SH DESCRIPTION",
        ]
        page += paragraphs(root.discussion ?? "")
        page.append(".SH OPTIONS")
        page += options(of: root.arguments ?? [])
        page.append(".SH COMMANDS")
        for command in root.subcommands ?? [] where command.shouldDisplay ?? true && command.commandName != "help" {
            page += section(command, prefix: "bookdir ")
            // A command's own subcommands (`bookdir lists show`) follow it.
            for inner in command.subcommands ?? [] where inner.shouldDisplay ?? true && inner.commandName != "help" {
                page += section(inner, prefix: "bookdir \(command.commandName) ")
            }
        }
        page += [
            ".SH EXIT STATUS",
            ".TP", "0", "Done.",
            ".TP", "1", "Nothing found or matched: an empty list, a search without results, an unknown id, no suggestions yet, a suggestion already sent or already in the directory.",
            ".TP", "2", "A usage error: an unknown option, a missing or invalid value, an incomplete suggestion.",
            ".TP", "3", "A data error: a corrupt or unreadable catalog or suggestions file, a failed write, or a shared database that cannot be reached.",
            ".TP", "4", "Not allowed: the store does not let this user do it (a shared database's role missing: bookdir_suggester to suggest, bookdir_curator to review).",
            ".SH FILES",
            ".TP", "\\fI<prefix>/share/bookdir/books.json\\fR", "The installed catalog, found next to the installed binary.",
            ".TP", "\\fI$XDG_DATA_HOME/bookdir/suggestions.json\\fR", "The suggestions (else under \\fI~/.local/share/bookdir\\fR).",
            ".TP", "\\fI$XDG_DATA_HOME/bookdir/lists.json\\fR", "The reading lists, shared by the app and \\fBbookdir lists\\fR.",
            ".TP", "\\fI$XDG_DATA_HOME/bookdir/state.json\\fR", "Where the app was left (pane, filters, search, selection); \\-\\-fresh ignores it.",
            ".TP", "\\fI$XDG_DATA_HOME/bookdir/catalog.json\\fR", "The books curators accepted, read with the catalog.",
            ".TP", "\\fI$XDG_CONFIG_HOME/bookdir/config.toml\\fR",
            "The configuration file (else \\fI~/.config/bookdir/config.toml\\fR, or \\-\\-config): accessible mode, theme, keys, the default store, data folder and catalog; \\fBbookdir config check\\fR lists its mistakes.",
            ".SH ENVIRONMENT",
            ".TP", ".B XDG_DATA_HOME", "Where the data folder goes when \\-\\-data\\-dir is not given.",
            ".TP", ".B BOOKDIR_STORE", "A shared PostgreSQL database to use when \\-\\-store is not given: postgresql://USER@HOST:PORT/DATABASE.",
            ".TP", ".B PGPASSWORD", "The database password when the address has none.",
            ".TP", ".B COLUMNS", "The width of human output when standard output is not a terminal (else 80).",
            ".TP", ".B NO_COLOR", "When set and not empty, the app draws without colour, whatever the theme.",
            ".TP", ".B ACCESSIBLE", "When set and not 0, the app starts in its accessible mode (as \\-\\-accessible).",
            ".TP", ".B XDG_CONFIG_HOME", "Where the configuration file is looked for.",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// The `.SS` section of one command: its synopsis, abstract, discussion and own options.
    private static func section(_ command: Command, prefix: String) -> [String] {
        var lines = [".SS \"\(escape(prefix + command.commandName))\(escape(synopsis(of: command)))\""]
        if let abstract = command.abstract { lines.append(escape(abstract)) }
        lines += paragraphs(command.discussion ?? "")
        return lines + options(of: own(command))
    }

    /// argument-parser's JSON description of every command.
    private static func dumpHelp() throws -> String {
        do {
            _ = try Bookdir.parseAsRoot(["--experimental-dump-help"])
        } catch {
            return Bookdir.fullMessage(for: error)
        }
        throw CommandFailure.dataError("The command definitions could not be read.")
    }

    /// The arguments a subcommand adds to the global ones (which the OPTIONS section lists once).
    private static func own(_ command: Command) -> [Argument] {
        let global: Set<String> = ["catalog", "data-dir", "store", "config", "help", "version"]
        return (command.arguments ?? []).filter { argument in
            !(argument.names ?? []).contains { $0.kind == "long" && global.contains($0.name) }
        }
    }

    private static func synopsis(of command: Command) -> String {
        own(command).filter { $0.shouldDisplay }.map { argument in
            let text = usage(of: argument)
            return " " + (argument.isOptional ? "[\(text)]" : text)
        }.joined()
    }

    private static func usage(of argument: Argument) -> String {
        let value = argument.valueName.map { "<\($0)>" } ?? ""
        switch argument.kind {
        case "positional": return value + (argument.isRepeating ? " ..." : "")
        case "flag": return longestName(of: argument)
        default: return longestName(of: argument) + " " + value
        }
    }

    private static func longestName(of argument: Argument) -> String {
        guard let name = argument.names?.first(where: { $0.kind == "long" }) ?? argument.names?.first else { return "" }
        return (name.kind == "short" ? "-" : "--") + name.name
    }

    private static func options(of arguments: [Argument]) -> [String] {
        arguments.filter { $0.shouldDisplay }.flatMap { argument -> [String] in
            let names = (argument.names ?? []).map { ($0.kind == "short" ? "-" : "--") + $0.name }
            var term = names.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
            if argument.kind != "flag", let valueName = argument.valueName {
                term += (term.isEmpty ? "" : " ") + "\\fI<\(escape(valueName))>\\fR"
                if argument.isRepeating && argument.kind == "positional" { term += " ..." }
            }
            var lines = [".TP", term, escape(argument.abstract ?? "")]
            if let discussion = argument.discussion, !discussion.isEmpty { lines.append(escape(discussion)) }
            if let value = argument.defaultValue, argument.kind == "option" { lines.append("(default: \(escape(value)))") }
            return lines
        }
    }

    /// Text with blank-line paragraphs; indented lines become unfilled example blocks.
    private static func paragraphs(_ text: String) -> [String] {
        var lines: [String] = []
        for paragraph in text.components(separatedBy: "\n\n") where !paragraph.isEmpty {
            lines.append(".PP")
            var inExample = false
            for line in paragraph.components(separatedBy: "\n") {
                let isExample = line.hasPrefix("  ")
                if isExample != inExample {
                    lines.append(isExample ? ".nf" : ".fi")
                    inExample = isExample
                }
                lines.append(isExample ? "    " + escape(line.trimmingCharacters(in: .whitespaces)) : escape(line))
            }
            if inExample { lines.append(".fi") }
        }
        return lines
    }

    /// `text` safe for roff: backslashes and hyphens escaped, no request dot or quote at a line start.
    static func escape(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
