import Foundation

/// Nanoseconds of the system's monotonic clock (`CLOCK_MONOTONIC`), the same in every process,
/// so a child can measure from the moment its parent started it.
enum MonotonicTime {
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
