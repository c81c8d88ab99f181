import Foundation

/// How a connection uses TLS, as libpq's `sslmode`, `sslrootcert`, `sslcert` and `sslkey` say
/// (in the address, else `PGSSLMODE`, `PGSSLROOTCERT`, `PGSSLCERT`, `PGSSLKEY`).
public struct TLSSettings: Equatable, Sendable {
    /// The mode (``TLSMode/prefer`` unless told).
    public var mode: TLSMode
    /// The file of the root certificates the server's must be signed by.
    public var rootCertificate: String?
    /// The client's certificate and its key, for a server that asks for one.
    public var certificate: String?
    public var key: String?

    public init(mode: TLSMode = .prefer, rootCertificate: String? = nil, certificate: String? = nil, key: String? = nil) {
        self.mode = mode
        self.rootCertificate = rootCertificate
        self.certificate = certificate
        self.key = key
    }

    /// The settings `value` (an address's parameter, or else the environment's variable) gives.
    init(_ value: (_ parameter: String, _ variable: String) -> String?) throws(PostgresLocationError) {
        let modeName = value("sslmode", "PGSSLMODE") ?? TLSMode.prefer.rawValue
        guard let mode = TLSMode(rawValue: modeName) else {
            throw PostgresLocationError(address: "sslmode=\(modeName)", problem: "sslmode must be one of "
                + TLSMode.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.init(mode: mode, rootCertificate: value("sslrootcert", "PGSSLROOTCERT"),
                  certificate: value("sslcert", "PGSSLCERT"), key: value("sslkey", "PGSSLKEY"))
    }
}
