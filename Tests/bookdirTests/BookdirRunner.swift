import Foundation
import TestSupport
import XCTest

/// Runs the built `bookdir` executable as a subprocess and captures what it printed.
struct BookdirRunner {
    /// What one run printed and how it ended.
    struct Outcome {
        /// The exit status.
        var status: Int32
        /// Everything written to standard output.
        var stdout: String
        /// Everything written to standard error.
        var stderr: String
        /// Standard output's raw bytes.
        var stdoutData: Data
    }

    /// The `bookdir` executable next to the test bundle in the build products folder.
    static let executableURL: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("bookdir")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        for bundle in Bundle.allBundles {
            let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("bookdir")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug/bookdir")
    }()

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A scratch folder for one test, removed by the test case.
    let folder: URL

    /// Creates a runner with a fresh scratch folder.
    init() throws {
        folder = try TemporaryFolder(prefix: "bookdirTests").url
    }

    /// A fixed environment: no terminal width but `columns`, data under the scratch folder.
    func environment(columns: Int = 80) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = String(columns)
        environment["HOME"] = folder.appendingPathComponent("home").path
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("xdg").path
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        environment["LANG"] = "C.UTF-8"
        return environment
    }

    /// Runs `executable` (bookdir by default) with `arguments` in `workingDirectory`.
    func run(
        _ arguments: [String], executable: URL = BookdirRunner.executableURL, columns: Int = 80,
        workingDirectory: URL? = nil, adding extra: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment(columns: columns).merging(extra) { _, added in added }
        process.currentDirectoryURL = workingDirectory ?? folder
        let id = UUID().uuidString
        let outURL = folder.appendingPathComponent("out-\(id)")
        let errURL = folder.appendingPathComponent("err-\(id)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        let stdoutData = try Data(contentsOf: outURL)
        let stderrData = try Data(contentsOf: errURL)
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self),
            stdoutData: stdoutData)
    }

    /// Writes `text` to `name` in the scratch folder and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A path inside the scratch folder.
    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// Removes the scratch folder.
    func cleanUp() {
        try? FileManager.default.removeItem(at: folder)
    }
}
