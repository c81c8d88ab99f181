import Foundation

/// A pseudo-terminal of a given size whose output is read and thrown away, so a child process can
/// run curses exactly as in a real terminal without one.
final class PseudoTerminal: @unchecked Sendable {
    /// The side the child uses as its standard input and output.
    let follower: Int32
    private let leader: Int32
    private var drain: Thread?

    /// Opens a pseudo-terminal of `columns` × `rows` cells.
    init?(columns: Int, rows: Int) {
        var leader: Int32 = -1
        var follower: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&leader, &follower, nil, nil, &size) == 0 else { return nil }
        self.leader = leader
        self.follower = follower
    }

    /// Reads and discards everything the child writes, on a thread of its own, until the child's side closes.
    func startDraining() {
        let leader = self.leader
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(leader, $0.baseAddress, $0.count) }
                if count > 0 { continue }
                if count < 0 && errno == EINTR { continue }
                break
            }
        }
        drain = thread
        thread.start()
    }

    /// Closes this process's copy of the child's side (after starting the child), so the leader
    /// side sees the end once the child exits.
    func closeFollower() {
        Glibc.close(follower)
    }

    /// Closes the leader side.
    func closeLeader() {
        Glibc.close(leader)
    }
}
