import Foundation
import PostgresNIO

/// The names a server's certificate is for, read by a TLS handshake of its own (nothing is sent
/// after it: no login, no password), to say both names when `verify-full` finds a mismatch.
enum CertificateProbe {
    /// The DNS names and addresses of `location`'s server certificate, or `nil` when they cannot be read.
    static func names(_ location: PostgresLocation) async -> [String]? {
        let names = NamesPromise()
        let eventLoop = MultiThreadedEventLoopGroup.singleton.any()
        let bootstrap = ClientBootstrap(group: eventLoop)
            .connectTimeout(.milliseconds(Int64(location.deadlines.connect * 1000)))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(ProbeHandler(names)) }
            }
        guard let channel = try? await bootstrap.connect(host: location.hostName, port: location.port).get() else { return nil }
        var request = channel.allocator.buffer(capacity: 8)
        request.writeInteger(Int32(8))
        request.writeInteger(Int32(80_877_103))
        channel.writeAndFlush(request, promise: nil)
        let timeout = channel.eventLoop.scheduleTask(in: .milliseconds(Int64(location.deadlines.connect * 1000))) {
            channel.close(promise: nil)
        }
        let result = await names.value()
        timeout.cancel()
        try? await channel.close()
        return result
    }
}

/// Asks for TLS, reads the peer's certificate as the handshake verifies it, and ends the handshake there.
private final class ProbeHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    private let names: NamesPromise
    private var asked = false

    init(_ names: NamesPromise) {
        self.names = names
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !asked else { return }
        asked = true
        let buffer = unwrapInboundIn(data)
        guard buffer.getInteger(at: buffer.readerIndex, as: UInt8.self) == UInt8(ascii: "S"),
              let sslContext = try? NIOSSLContext(configuration: Self.unchecked),
              let handler = try? NIOSSLClientHandler(context: sslContext, serverHostname: nil, customVerificationCallback: { [names] chain, verdict in
                  names.give(chain.first.map(Self.names(of:)))
                  verdict.succeed(.failed)
              }) else {
            names.give(nil)
            return
        }
        try? context.pipeline.syncOperations.addHandler(handler, position: .first)
    }

    func channelInactive(context: ChannelHandlerContext) {
        names.give(nil)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        names.give(nil)
        context.close(promise: nil)
    }

    /// Verification on, so the callback (which reads the names, then ends the handshake) is called.
    private static var unchecked: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .noHostnameVerification
        return configuration
    }

    /// The certificate's DNS names and IP addresses (its common name when it has none).
    static func names(of certificate: NIOSSLCertificate) -> [String] {
        let names = certificate._subjectAlternativeNames().compactMap { name -> String? in
            let bytes = Array(name.contents)
            switch name.nameType {
            case .dnsName: return String(decoding: bytes, as: UTF8.self)
            case .ipAddress where bytes.count == 4: return bytes.map(String.init).joined(separator: ".")
            case .ipAddress: return stride(from: 0, to: bytes.count, by: 2).map { String(format: "%02x%02x", bytes[$0], bytes[$0 + 1]) }.joined(separator: ":")
            default: return nil
            }
        }
        if !names.isEmpty { return names }
        let description = certificate.description
        guard let range = description.range(of: "common_name=") else { return [] }
        return [String(description[range.upperBound...].prefix { $0 != ";" && $0 != ">" })]
    }
}

/// The probe's answer, given once.
private final class NamesPromise: @unchecked Sendable {
    private let condition = NSCondition()
    private var given = false
    private var names: [String]?

    func give(_ names: [String]?) {
        condition.withLock {
            guard !given else { return }
            given = true
            self.names = names
            condition.broadcast()
        }
    }

    func value() async -> [String]? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                condition.lock()
                while !given { condition.wait() }
                let names = self.names
                condition.unlock()
                continuation.resume(returning: names)
            }
        }
    }
}
