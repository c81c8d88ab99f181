import Foundation

/// A small TCP relay on 127.0.0.1 between clients and a server's port, keeping every byte that
/// passes either way: what someone on the network would see.
public final class TCPRelay: @unchecked Sendable {
    /// The port clients connect to.
    public let port: Int
    private let target: Int
    private let listener: Int32
    private let lock = NSLock()
    private var bytes = Data()

    /// A relay to `target` (a port of 127.0.0.1), listening at once.
    public init(to target: Int) throws {
        self.target = target
        port = try NetworkCluster.freePort()
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = Self.loopback(port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard bound, listen(listener, 16) == 0 else { throw PostgresCluster.ClusterError(message: "the relay cannot listen on \(port)") }
        Thread.detachNewThread { [self] in accepting() }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Every byte relayed so far, both ways.
    public var captured: Data {
        lock.withLock { bytes }
    }

    private static func loopback(_ port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    private func accepting() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = Self.loopback(target)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
            }
            guard connected else {
                close(client)
                close(server)
                continue
            }
            Thread.detachNewThread { [self] in pump(from: client, to: server) }
            Thread.detachNewThread { [self] in pump(from: server, to: client) }
        }
    }

    private func pump(from source: Int32, to destination: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(source, &buffer, buffer.count)
            guard count > 0 else { break }
            lock.withLock { bytes.append(contentsOf: buffer[0 ..< count]) }
            guard write(destination, buffer, count) == count else { break }
        }
        shutdown(destination, Int32(SHUT_WR))
        shutdown(source, Int32(SHUT_RD))
    }
}
