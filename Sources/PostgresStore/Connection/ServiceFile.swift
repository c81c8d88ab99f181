import Foundation

/// libpq's connection service file: `[name]` sections of `key=value` settings, looked up in the
/// file `PGSERVICEFILE` names (else `~/.pg_service.conf`), then in `pg_service.conf` of
/// `PGSYSCONFDIR` (else /etc/postgresql-common).
enum ServiceFile {
    /// The settings of the service `name` (none when `name` is `nil`).
    /// - Throws: a ``PostgresLocationError`` when no file has that service.
    static func settings(named name: String?, environment: [String: String], home: String) throws(PostgresLocationError) -> [String: String] {
        guard let name, !name.isEmpty else { return [:] }
        let files = [environment["PGSERVICEFILE"] ?? "\(home)/.pg_service.conf",
                     "\(environment["PGSYSCONFDIR"] ?? "/etc/postgresql-common")/pg_service.conf"]
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            if let settings = section(name, of: text) { return settings }
        }
        throw PostgresLocationError(address: "service=\(name)", problem: "no service file has the service \"\(name)\" "
            + "(looked in \(files.joined(separator: " and ")))")
    }

    private static func section(_ name: String, of text: String) -> [String: String]? {
        var current: String?
        var settings: [String: String]?
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                if settings != nil { return settings }
                current = String(line.dropFirst().dropLast())
                if current == name { settings = [:] }
            } else if current == name, let equals = line.firstIndex(of: "=") {
                let key = line[..<equals].trimmingCharacters(in: .whitespaces)
                settings?[key] = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return settings
    }
}
