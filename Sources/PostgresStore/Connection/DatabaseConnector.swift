import Foundation
import PostgresNIO

/// Opens one connection to a location, once: the socket (with TCP keepalive, so a peer that
/// vanished is noticed), then postgres-nio's login on that channel. A refused login is not tried
/// again (no storm of failed logins for a lockout to count).
enum DatabaseConnector {
    /// Given how to close a channel as soon as there is one (a call that times out closes it).
    typealias ChannelWatch = @Sendable (@escaping @Sendable () -> Void) -> Void

    /// A logged-in connection to `location`, with TLS as its `sslmode` says (never over a Unix
    /// socket, as libpq).
    static func connect(_ location: PostgresLocation, watch: ChannelWatch = { _ in }) async throws -> PostgresConnection {
        let mode = location.socketFolder == nil ? location.tls.mode : .disable
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        switch mode {
        case .disable:
            return try await login(location, tls: .disable, watch: watch)
        case .allow:
            do {
                return try await login(location, tls: .disable, watch: watch)
            } catch let error as PSQLError where error.serverInfo?[.sqlState] == "28000"
                && error.serverInfo?[.message]?.contains("no encryption") == true {
                // The server lets this user in only over TLS: the one case libpq tries again.
                return try await login(location, tls: .require(try location.tls.context(home: home)), watch: watch)
            }
        case .prefer:
            let context = try location.tls.context(home: home)
            do {
                return try await login(location, tls: .prefer(context), watch: watch)
            } catch let error as PSQLError where error.underlying.flatMap(TLSFailureText.init) != nil {
                // The handshake failed: libpq then tries without TLS.
                return try await login(location, tls: .disable, watch: watch)
            }
        case .require, .verifyCA, .verifyFull:
            let context = try location.tls.context(home: home)
            let host = location.hostName
            let name = mode == .verifyFull && !Self.isAddress(host) ? host : nil
            do {
                return try await login(location, tls: .require(context), serverName: name, watch: watch)
            } catch let error as PSQLError where mode == .verifyFull
                && (error.underlying as? NIOSSLExtraError) == .failedToValidateHostname {
                let names = await CertificateProbe.names(location)
                throw DatabaseFailure.tls("the server's certificate is for " + (names.map { $0.joined(separator: ", ") } ?? "another name")
                    + ", not for \(host) (sslmode=verify-full checks the host name)")
            }
        }
    }

    /// Whether `host` is an IPv4 or IPv6 address rather than a name.
    static func isAddress(_ host: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    /// One login on a new channel with `tls`.
    static func login(_ location: PostgresLocation, tls: PostgresConnection.Configuration.TLS,
                      serverName: String? = nil, watch: ChannelWatch) async throws -> PostgresConnection {
        let channel = try await openChannel(location)
        watch { channel.close(promise: nil) }
        var configuration = PostgresConnection.Configuration(
            establishedChannel: channel, tls: tls, username: location.user, password: location.password, database: location.database)
        configuration.options.connectTimeout = .milliseconds(Int64(location.deadlines.connect * 1000))
        configuration.options.additionalStartupParameters = location.deadlines.sessionSettings
        configuration.options.tlsServerName = serverName
        do {
            return try await PostgresConnection.connect(on: channel.eventLoop, configuration: configuration,
                                                        id: nextID.next(), logger: DatabaseClient.quiet)
        } catch {
            channel.close(promise: nil)
            throw error
        }
    }

    /// A connected socket to `location`'s server.
    private static func openChannel(_ location: PostgresLocation) async throws -> any Channel {
        let eventLoop = MultiThreadedEventLoopGroup.singleton.any()
        var bootstrap = ClientBootstrap(group: eventLoop)
            .connectTimeout(.milliseconds(Int64(location.deadlines.connect * 1000)))
        if let socketFolder = location.socketFolder {
            return try await bootstrap.connect(unixDomainSocketPath: "\(socketFolder)/.s.PGSQL.\(location.port)").get()
        }
        bootstrap = bootstrap
            .channelOption(ChannelOptions.socketOption(.so_keepalive), value: 1)
            .channelOption(ChannelOptions.Types.SocketOption(level: .tcp, name: .tcp_nodelay), value: 1)
            .channelOption(tcpOption(TCP_KEEPIDLE), value: 5)
            .channelOption(tcpOption(TCP_KEEPINTVL), value: 2)
            .channelOption(tcpOption(TCP_KEEPCNT), value: 3)
            .channelOption(tcpOption(TCP_USER_TIMEOUT), value: SocketOptionValue(location.deadlines.call * 1000))
        return try await bootstrap.connect(host: location.hostName, port: location.port).get()
    }

    private static func tcpOption(_ name: Int32) -> ChannelOptions.Types.SocketOption {
        ChannelOptions.Types.SocketOption(level: SocketOptionLevel(IPPROTO_TCP), name: SocketOptionName(name))
    }

    private static let nextID = ConnectionNumbers()
}

/// The ids connections are logged with, one after another.
private final class ConnectionNumbers: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.withLock {
            last += 1
            return last
        }
    }
}
