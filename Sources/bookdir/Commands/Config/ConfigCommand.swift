import ArgumentParser
import Foundation
import Screens
import Settings
import Widgets

/// `bookdir config`: where the configuration file is, what is in effect and from where, its
/// mistakes, and every key.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the configuration file's path, the settings in effect, its mistakes, or every key.",
        discussion: """
            The file is $XDG_CONFIG_HOME/bookdir/config.toml, else ~/.config/bookdir/config.toml, or --config PATH. \
            The README's "Configuration" section has a commented example.

              bookdir config path     the file read, and whether it is there
              bookdir config show     every setting, its value and where it came from (default, file, environment, flag)
              bookdir config check    every mistake with its line and column (exit 3 when there is one)
              bookdir config keys     every action of every pane and its keys, as the file remaps them
            """,
        subcommands: [ConfigPathCommand.self, ConfigShowCommand.self, ConfigCheckCommand.self, ConfigKeysCommand.self],
        defaultSubcommand: ConfigShowCommand.self)
}

/// The settings the `config` subcommands read: `--config` (one of every command's options) and the
/// environment, read afresh (its mistakes are these commands' output, not a warning).
extension GlobalOptions {
    var freshSettings: Settings {
        ConfigFile.load(explicit: configPath, environment: ProcessInfo.processInfo.environment)
    }
}

struct ConfigPathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "path", abstract: "Print the configuration file's path.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let settings = global.freshSettings
        let path = SafeText.visible(settings.path ?? "")
        print(settings.fileExists ? path : "\(path) (not there: every setting is at its default)")
    }
}

struct ConfigCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "List the configuration file's mistakes.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let settings = global.freshSettings
        let path = SafeText.visible(settings.path ?? "config")
        for note in settings.notes { print("\(path):\(note.line):\(note.column): note: \(SafeText.visible(note.message))") }
        guard !settings.problems.isEmpty else {
            print(settings.fileExists ? "\(path): no mistakes." : "\(path) is not there: every setting is at its default.")
            return
        }
        for problem in settings.problems {
            let place = problem.line > 0 ? "\(problem.line):\(problem.column):" : ""
            print("\(path):\(place) \(SafeText.visible(problem.message))")
        }
        let count = settings.problems.count
        StandardError.write("bookdir: \(count) \(count == 1 ? "mistake" : "mistakes"); the defaults stand for \(count == 1 ? "it" : "them").")
        throw ExitCode(ExitStatus.dataError)
    }
}

struct ConfigShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print every setting, its value and where it came from.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        var settings = global.freshSettings
        // The flags given with the command beat the rest, as they do for every other command.
        if let value = global.storeAddress { settings.store.set(value == "json" ? nil : value, from: .flag) }
        if let value = global.catalogPath { settings.catalog.set(value, from: .flag) }
        if let value = global.dataDirectoryPath { settings.dataFolder.set(value, from: .flag) }
        func row(_ name: String, _ value: String, _ origin: SettingOrigin) -> String {
            name.padding(toLength: 15, withPad: " ", startingAt: 0) + SafeText.visible(value) + "  (\(origin.rawValue))"
        }
        func text(_ value: String?, _ none: String) -> String { value.map { "\"\($0)\"" } ?? none }
        print("# " + SafeText.visible(settings.path ?? "") + (settings.fileExists ? "" : " (not there)"))
        print(row("accessible", String(settings.accessible.value), settings.accessible.origin))
        print(row("show-cursor", String(settings.showCursor.value), settings.showCursor.origin))
        print(row("theme", settings.theme.value.name, settings.theme.origin))
        print(row("store", text(settings.store.value, "json (the files)"), settings.store.origin))
        print(row("data-folder", text(settings.dataFolder.value, "$XDG_DATA_HOME/bookdir, else ~/.local/share/bookdir"), settings.dataFolder.origin))
        print(row("catalog", text(settings.catalog.value, "the bundled catalog"), settings.catalog.origin))
        print(row("audit.targets", text(settings.auditTargets.value, "none"), settings.auditTargets.origin))
        let changed = settings.keys.all.flatMap(\.bindings).filter(\.isRemapped).count
        print(row("keys", changed == 0 ? "as shipped" : "\(changed) \(changed == 1 ? "action" : "actions") changed (bookdir config keys)", settings.keysOrigin))
        let count = settings.problems.count
        if count > 0 { print("# \(count) \(count == 1 ? "mistake" : "mistakes"): bookdir config check") }
    }
}

struct ConfigKeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys", abstract: "Print every action of every pane with its keys (as the configuration file remaps them).")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let keys = global.freshSettings.keys
        for table in keys.all {
            print("[keys.\(table.id)]  # \(table.title)")
            for binding in table.bindings where !KeyTables.isFixed(KeyTables.standard[table.id].bindings.first { $0.action == binding.action } ?? binding) {
                let names = binding.keys.map { "\"\($0.configName)\"" }.joined(separator: ", ")
                print("\(binding.action) = [\(names)]" + (binding.isRemapped ? "  # changed" : ""))
            }
            print("")
        }
    }
}
