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

    /// The wall-clock seconds `path` takes to run with `arguments`, its output discarded, its
    /// exit status (-1 when it could not be started) and its peak resident set in bytes. Started
    /// with `posix_spawn` and waited for with `wait4`: Foundation's `Process.waitUntilExit()` polls
    /// every 50 ms on Linux, which rounded every figure up to the next multiple of 50 ms.
    static func time(_ path: String, _ arguments: [String], stdin: String? = nil) -> (seconds: Double, status: Int32, peakRSSBytes: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        var child: pid_t = 0
        guard posix_spawn(&child, path, &actions, nil, argv, environ) == 0 else { return (0, -1, 0) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = (clock.now - start).seconds
        // Exited normally: the exit code; killed by a signal: -1. The peak is in kilobytes.
        return (seconds, status & 0x7F == 0 ? (status >> 8) & 0xFF : -1, Int(usage.ru_maxrss) * 1024)
    }

    /// ``time(_:_:stdin:)`` of `path` started from a small process of its own (`bookdir-bench
    /// measure-command`), for a figure whose peak resident set matters. Linux carries a parent's
    /// high-water mark over to a child it starts (with `vfork`, as `posix_spawn` does, or `fork`): the
    /// `ru_maxrss` of a child of this benchmark, whose own peak grows with the catalogs it has
    /// generated and the outputs it has counted, is at least that peak (a `/bin/true` started from a
    /// 500 MB process reports 526 MB). The small process's own peak, about that of `/bin/true`
    /// started from it, is the floor of the figure.
    static func timeFromSmallProcess(_ path: String, _ arguments: [String]) -> (seconds: Double, status: Int32, peakRSSBytes: Int) {
        let output = run(selfPath, ["measure-command", path] + arguments)
        let fields = output.stdout.split(separator: " ")
        guard output.status == 0, fields.count == 3, let seconds = Double(fields[0]), let status = Int32(fields[1]),
              let peak = Int(fields[2].trimmingCharacters(in: .whitespacesAndNewlines))
        else { return (0, -1, 0) }
        return (seconds, status, peak)
    }

    /// `bookdir-bench measure-command PATH ARG…`: times `PATH` and prints its seconds, exit
    /// status and peak resident set in bytes, on one line.
    static func measureCommand(_ command: [String]) -> Never {
        guard let path = command.first else {
            FileHandle.standardError.write(Data("bookdir-bench: measure-command needs a program to run.\n".utf8))
            exit(2)
        }
        let run = time(path, Array(command.dropFirst()))
        print("\(run.seconds) \(run.status) \(run.peakRSSBytes)")
        exit(0)
    }
}
