import Foundation

/// A throwaway certificate authority and what it signed, made with openssl: the server's
/// certificate (for `db.school.test` and `localhost`, no address), a client certificate for
/// `certuser`, and a second authority that signed nothing of the server's.
public struct TLSFiles: Sendable {
    public let folder: String
    public var authority: String { "\(folder)/ca.crt" }
    public var otherAuthority: String { "\(folder)/other-ca.crt" }
    public var serverCertificate: String { "\(folder)/server.crt" }
    public var serverKey: String { "\(folder)/server.key" }
    public var clientCertificate: String { "\(folder)/client.crt" }
    public var clientKey: String { "\(folder)/client.key" }
    /// The names the server's certificate is for.
    public static let serverNames = ["db.school.test", "localhost"]

    /// Makes the files in `folder`.
    public static func make(in folder: String) throws -> TLSFiles {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = TLSFiles(folder: folder)
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try openssl(["req", "-x509"] + key + ["-keyout", "\(folder)/ca.key", "-out", files.authority, "-days", "2", "-subj", "/CN=bookdir test CA"])
        try openssl(["req", "-x509"] + key + ["-keyout", "\(folder)/other-ca.key", "-out", files.otherAuthority, "-days", "2",
                     "-subj", "/CN=another CA"])
        let names = serverNames.map { "DNS:\($0)" }.joined(separator: ",")
        try "subjectAltName=\(names)\n".write(toFile: "\(folder)/server.ext", atomically: false, encoding: .utf8)
        try openssl(["req"] + key + ["-keyout", files.serverKey, "-out", "\(folder)/server.csr", "-subj", "/CN=db.school.test"])
        try openssl(["x509", "-req", "-in", "\(folder)/server.csr", "-CA", files.authority, "-CAkey", "\(folder)/ca.key",
                     "-CAcreateserial", "-out", files.serverCertificate, "-days", "2", "-extfile", "\(folder)/server.ext"])
        try openssl(["req"] + key + ["-keyout", files.clientKey, "-out", "\(folder)/client.csr", "-subj", "/CN=certuser"])
        try openssl(["x509", "-req", "-in", "\(folder)/client.csr", "-CA", files.authority, "-CAkey", "\(folder)/ca.key",
                     "-CAcreateserial", "-out", files.clientCertificate, "-days", "2"])
        for path in [files.serverKey, files.clientKey] { chmod(path, 0o600) }
        if getuid() == 0 {
            // The server runs as nobody (pg-cluster.sh) and reads its key, which must be its own.
            chown(folder, 65534, 65534)
            for path in [files.serverKey, files.serverCertificate, files.authority] { chown(path, 65534, 65534) }
        }
        return files
    }

    private static func openssl(_ arguments: [String]) throws {
        let (status, output) = PostgresCluster.run("/usr/bin/openssl", arguments)
        guard status == 0 else { throw PostgresCluster.ClusterError(message: "openssl \(arguments.first ?? "") failed: \(output)") }
    }
}
