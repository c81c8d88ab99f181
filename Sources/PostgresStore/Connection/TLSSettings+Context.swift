import Foundation
import PostgresNIO

/// The TLS context a mode needs, from the files libpq would read: `sslrootcert` (else
/// `~/.postgresql/root.crt`; `system` for the system's roots), `sslcert` and `sslkey` (else
/// `~/.postgresql/postgresql.crt` and `.key`, when there).
extension TLSSettings {
    /// The context for a TLS attempt in `mode` (``TLSMode/allow`` and ``TLSMode/prefer`` check no
    /// certificate, ``TLSMode/require`` only when a root is given, as libpq does).
    /// - Throws: ``DatabaseFailure/tls(_:)`` naming a file that is missing, unreadable or too open.
    func context(home: String) throws(DatabaseFailure) -> NIOSSLContext {
        var configuration = TLSConfiguration.makeClientConfiguration()
        let root = rootCertificate ?? existing("\(home)/.postgresql/root.crt")
        switch mode {
        case .disable, .allow, .prefer:
            configuration.certificateVerification = .none
        case .require, .verifyCA, .verifyFull:
            guard let root else {
                guard mode == .require else {
                    throw .tls("sslmode=\(mode.rawValue) needs the root certificate that signed the server's: give sslrootcert=FILE "
                        + "(or PGSSLROOTCERT), or put it in \(home)/.postgresql/root.crt")
                }
                configuration.certificateVerification = .none
                break
            }
            configuration.certificateVerification = mode == .verifyFull ? .fullVerification : .noHostnameVerification
            if root == "system" {
                configuration.trustRoots = .default
            } else {
                try readable(root, "the root certificate (sslrootcert)")
                configuration.trustRoots = .file(root)
            }
        }
        let certificate = self.certificate ?? existing("\(home)/.postgresql/postgresql.crt")
        if let certificate {
            let key = self.key ?? "\(home)/.postgresql/postgresql.key"
            try readable(certificate, "the client certificate (sslcert)")
            try readable(key, "the client key (sslkey)")
            try privateEnough(key)
            do {
                configuration.certificateChain = try NIOSSLCertificate.fromPEMFile(certificate).map { .certificate($0) }
                configuration.privateKey = .privateKey(try NIOSSLPrivateKey(file: key, format: .pem))
            } catch {
                throw .tls("the client certificate \(certificate) or its key \(key) is not in PEM form")
            }
        }
        do {
            return try NIOSSLContext(configuration: configuration)
        } catch {
            throw .tls("the root certificate \(root ?? "") cannot be used (\(error))")
        }
    }

    private func existing(_ path: String) -> String? {
        FileManager.default.fileExists(atPath: path) ? path : nil
    }

    private func readable(_ path: String, _ what: String) throws(DatabaseFailure) {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .tls("\(what) \(path) " + (FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"))
        }
    }

    /// libpq refuses a key others may read (unless root owns it and only its group may).
    private func privateEnough(_ path: String) throws(DatabaseFailure) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        let mode = status.st_mode & 0o777
        let tooOpen = status.st_uid == 0 ? mode & 0o037 != 0 : mode & 0o077 != 0
        if tooOpen {
            throw .tls("the client key \(path) may be read by others (mode \(String(mode, radix: 8))); make it u=rw (0600) or less")
        }
    }
}
