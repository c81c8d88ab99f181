/// libpq's `sslmode`: whether TLS is used, and how much of the server's certificate is checked.
public enum TLSMode: String, CaseIterable, Equatable, Sendable {
    /// Never TLS.
    case disable
    /// Without TLS first; with TLS (unchecked) when the server accepts only that.
    case allow
    /// TLS when the server offers it (the certificate unchecked), else without: the default.
    case prefer
    /// TLS or nothing; the certificate checked against `sslrootcert` only when one is given.
    case require
    /// TLS, the certificate signed by the root in `sslrootcert`.
    case verifyCA = "verify-ca"
    /// TLS, the certificate signed by the root in `sslrootcert` and for the address's host name.
    case verifyFull = "verify-full"
}
