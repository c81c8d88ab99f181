import Foundation

/// Hands work from any thread to the terminal's event loop, which runs it between key presses
/// and then draws a frame: the way background work (a catalog loading) reaches the screen.
///
/// A background ``Worker`` (in the executable) runs its work elsewhere and posts the completion here.
public final class MainQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [@Sendable () -> Void] = []
    /// The end of the wake-up pipe the event loop polls.
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    /// Creates an empty queue with its wake-up pipe.
    public init() {
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) == 0 {
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    deinit {
        if readDescriptor >= 0 { close(readDescriptor) }
        if writeDescriptor >= 0 { close(writeDescriptor) }
    }

    /// Call from any thread to have `job` run on the event loop's thread, followed by a redraw.
    /// Jobs run in the order they were posted; jobs posted after the loop ended never run.
    public func post(_ job: @escaping @Sendable () -> Void) {
        lock.lock()
        jobs.append(job)
        lock.unlock()
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Call on the event loop's thread to run `work` on a background thread, then `completion`
    /// with its result back on the event loop's thread (followed by a redraw). This is the whole
    /// of a background `Worker`: the executable's worker forwards to it.
    public func perform<T: Sendable>(
        _ work: @escaping @Sendable () -> T, completion: @escaping (T) -> Void
    ) {
        let completion = LoopBound(completion)
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let result = work()
            post { completion.value(result) }
        }
    }

    /// Runs every job posted so far, on the calling thread, and returns how many ran.
    @discardableResult
    func runPending() -> Int {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(readDescriptor, &buffer, buffer.count) > 0 {}
        lock.lock()
        let pending = jobs
        jobs = []
        lock.unlock()
        for job in pending { job() }
        return pending.count
    }
}

/// A value that crosses to a background thread and back without being used there: the
/// completion of ``MainQueue/perform(_:completion:)``, which only the loop's thread calls.
private struct LoopBound<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
