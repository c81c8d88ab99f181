import Foundation
import XCTest

/// This test runner started again on one test, with settings in its environment: the child
/// processes of the multi-process store tests (their child bodies skip in a normal run).
public enum TestRunnerChild {
    /// The test runner's executable; a skip where it cannot be started again (it is not a
    /// Linux `.xctest` runner).
    public static func runner() throws -> URL {
        guard let runner = Bundle.main.executableURL, runner.lastPathComponent.hasSuffix(".xctest") else {
            throw XCTSkip("the test runner cannot be started again here")
        }
        return runner
    }

    /// Starts `runner` on `test` ("Target.Class/method") with `settings` added to this process's
    /// environment and its standard output sent to `output`; its standard error is discarded.
    public static func start(_ runner: URL, test: String, settings: [String: String], output: Any) throws -> Process {
        let process = Process()
        process.executableURL = runner
        process.arguments = [test]
        process.environment = ProcessInfo.processInfo.environment.merging(settings) { $1 }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}
