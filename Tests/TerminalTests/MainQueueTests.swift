import Foundation
import XCTest

@testable import Terminal

final class MainQueueTests: XCTestCase {
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [Int] = []
        func append(_ entry: Int) { lock.lock(); entries.append(entry); lock.unlock() }
        var all: [Int] { lock.lock(); defer { lock.unlock() }; return entries }
    }

    private func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1
    }

    func testJobsRunOnlyWhenTheLoopAsksInTheOrderPosted() {
        let queue = MainQueue()
        let log = Log()
        queue.post { log.append(1) }
        queue.post { log.append(2) }
        XCTAssertEqual(log.all, [])
        XCTAssertEqual(queue.runPending(), 2)
        XCTAssertEqual(log.all, [1, 2])
        XCTAssertEqual(queue.runPending(), 0)
        XCTAssertEqual(log.all, [1, 2])
    }

    func testPostingWakesThePollingLoopAndRunningDrainsTheWakeUp() {
        let queue = MainQueue()
        XCTAssertFalse(isReadable(queue.readDescriptor))
        queue.post {}
        XCTAssertTrue(isReadable(queue.readDescriptor))
        queue.runPending()
        XCTAssertFalse(isReadable(queue.readDescriptor))
    }

    func testJobsPostedFromOtherThreadsAllRunOnTheCallingThread() {
        let queue = MainQueue()
        let log = Log()
        let threadLog = Log()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            queue.post {
                log.append(index)
                threadLog.append(Thread.isMainThread ? 1 : 0)
            }
        }
        XCTAssertEqual(queue.runPending(), 200)
        XCTAssertEqual(log.all.sorted(), Array(0..<200))
        XCTAssertEqual(Set(threadLog.all), [1])
    }
}

final class MainQueueBackgroundWorkTests: XCTestCase {
    private func waitUntilReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 10_000) == 1
    }

    func testWorkRunsInTheBackgroundAndItsCompletionOnTheLoopsThread() {
        let queue = MainQueue()
        var results: [String] = []
        var completedOnMainThread: [Bool] = []
        queue.perform({ () -> String in
            Thread.isMainThread ? "work on the main thread" : "work in the background"
        }, completion: { result in
            results.append(result)
            completedOnMainThread.append(Thread.isMainThread)
        })
        XCTAssertEqual(results, [], "the completion waits for the loop")
        XCTAssertTrue(waitUntilReadable(queue.readDescriptor), "the loop is never woken")
        XCTAssertEqual(queue.runPending(), 1)
        XCTAssertEqual(results, ["work in the background"])
        XCTAssertEqual(completedOnMainThread, [true])
    }
}
