import ArgumentParser
import Foundation
import Store

/// Completes a list's name in the shells: the names of the lists in the data folder the command
/// line names (`--data-dir`), else the default one.
enum ListNameCompletion {
    /// The completion of a NAME argument.
    static let kind = CompletionKind.custom { arguments, _, _ in names(arguments) }

    /// The lists' names; none when the lists cannot be read (completion never fails loudly).
    static func names(_ arguments: [String]) -> [String] {
        let explicit: String? = arguments.firstIndex(of: "--data-dir").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        let folder = DataDirectory.resolve(explicit: explicit, environment: EnvironmentVariable.value)
        return ((try? JSONListStore(dataDirectory: folder).loadLists()) ?? []).map(\.name)
    }
}
