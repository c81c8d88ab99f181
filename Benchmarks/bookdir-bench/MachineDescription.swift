import Foundation

/// The machine a benchmark ran on, as printed above the table and stored in the JSON.
struct MachineDescription: Codable {
    var processors: Int
    var cpuModel: String
    var memoryBytes: Int
    var swiftVersion: String
    var operatingSystem: String

    /// Reads /proc/cpuinfo, /proc/meminfo, /etc/os-release and `swift --version`.
    static func current() -> MachineDescription {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let memory = meminfo.split(separator: "\n").first { $0.hasPrefix("MemTotal:") }
            .flatMap { $0.split(separator: " ").compactMap { Int($0) }.first }.map { $0 * 1024 } ?? 0
        let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        let system = release.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
            .map { String($0.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } ?? "Linux"
        let swift = ProcessInfo.processInfo.environment["BENCH_SWIFT_VERSION"]
            ?? ChildProcess.run("/usr/bin/env", ["swift", "--version"]).stdout.split(separator: "\n").first.map(String.init)
            ?? "unknown"
        return MachineDescription(processors: ProcessInfo.processInfo.activeProcessorCount, cpuModel: model,
                                  memoryBytes: memory, swiftVersion: swift, operatingSystem: system)
    }

    /// The load averages over 1, 5 and 15 minutes (/proc/loadavg), as written there.
    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// One line: "2 processors (nproc), <model>, 23.5 GiB memory, <Swift version>, <system>".
    var summary: String {
        let gib = Double(memoryBytes) / Double(1 << 30)
        return "\(processors) processors (nproc), \(cpuModel), \(String(format: "%.1f", gib)) GiB memory, \(swiftVersion), \(operatingSystem)"
    }
}
