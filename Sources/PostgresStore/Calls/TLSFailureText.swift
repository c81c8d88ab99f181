import PostgresNIO

/// A failure of TLS, said in words: the handshake refused, a certificate not trusted, a host name
/// the certificate does not name.
struct TLSFailureText {
    let sentence: String

    /// The sentence for `error`, when it is a failure of TLS.
    init?(_ error: any Error) {
        if let error = error as? NIOSSLExtraError, error == .failedToValidateHostname {
            sentence = "the server's certificate is not for the host name in the address"
        } else if let error = error as? NIOSSLError {
            switch error {
            case .handshakeFailed(let cause):
                sentence = Self.handshake(String(describing: cause))
            case .uncleanShutdown:
                sentence = "the server closed the connection during the TLS handshake"
            case .failedToLoadCertificate, .failedToLoadPrivateKey:
                sentence = "a certificate or key file could not be read"
            default:
                sentence = "TLS failed (\(error))"
            }
        } else if let error = error as? BoringSSLError {
            sentence = Self.handshake(String(describing: error))
        } else {
            return nil
        }
    }

    private static func handshake(_ cause: String) -> String {
        if cause.contains("CERTIFICATE_VERIFY_FAILED") {
            return "the server's certificate is not signed by a trusted root (sslrootcert)"
        }
        if cause.contains("WRONG_VERSION_NUMBER") || cause.contains("UNEXPECTED_RECORD") {
            return "the server did not answer in TLS"
        }
        if cause.contains("CERTIFICATE_REQUIRED") || cause.contains("HANDSHAKE_FAILURE") {
            return "the server refused the handshake (it may want a client certificate: sslcert and sslkey)"
        }
        return "the TLS handshake failed (\(cause))"
    }
}
