import Foundation
import XCTest

/// The programs a test runs beside bookdir (chromium, pdftotext), found and run the same way by
/// every test that prints a page. In CI (CI=true) a missing program fails the test instead of skipping it.
extension CommandTestCase {
    /// The path of the program `name` (make test-deps installs it).
    func tool(_ name: String) throws -> String {
        for folder in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail("\(name) is missing; run make test-deps (scripts/ensure-deps.sh installs chromium and poppler-utils)")
        }
        throw XCTSkip("\(name) is not installed; run make test-deps")
    }

    /// Runs `tool` with `arguments` (its output dropped, HOME in the scratch folder); returns its exit status.
    func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = runner.folder.path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
