import Foundation

/// Running another program and collecting what it printed.
enum ChildProcess {
    /// The path of this benchmark's own executable.
    static var selfPath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// What a finished process printed and its exit status.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `path` with `arguments` (standard input from /dev/null) and waits for it.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Output(status: -1, stdout: "", stderr: "\(error)")
        }
        // Drain both pipes while the child runs, so a large output never blocks it.
        nonisolated(unsafe) var errorData = Data()
        let errorReader = Thread { errorData = err.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorReader.isFinished { usleep(1000) }
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: outputData, as: UTF8.self),
                      stderr: String(decoding: errorData, as: UTF8.self))
    }

    /// The wall-clock seconds `path` takes to run with `arguments`, its output discarded.
    static func time(_ path: String, _ arguments: [String], stdin: String? = nil) -> (seconds: Double, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if let stdin, let handle = FileHandle(forReadingAtPath: stdin) {
            process.standardInput = handle
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try process.run()
        } catch {
            return (0, -1)
        }
        process.waitUntilExit()
        return ((clock.now - start).seconds, process.terminationStatus)
    }
}
