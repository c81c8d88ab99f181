import Foundation

/// libpq's password file (`~/.pgpass`, or the file `PGPASSFILE` or `passfile=` names): lines
/// `host:port:database:user:password`, `*` matching anything, `\:` and `\\` escaped, `localhost`
/// matching a socket; the first matching line wins. A file others may read is not read, as libpq
/// refuses it.
enum PasswordFile {
    enum Lookup: Equatable {
        case found(String)
        /// The file may be read by its group or others: not read.
        case tooOpen
        case none
    }

    static func password(in path: String, host: String, port: Int, database: String, user: String) -> Lookup {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .none }
        guard status.st_mode & 0o077 == 0 else { return .tooOpen }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return .none }
        let wanted = [host, String(port), database, user]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = Self.fields(of: line)
            guard fields.count == 5 else { continue }
            if zip(fields.prefix(4), wanted).allSatisfy({ $0 == "*" || $0 == $1 }) { return .found(fields[4]) }
        }
        return .none
    }

    /// The fields of `line`, split at unescaped colons (a colon in the password is its own), escapes removed.
    private static func fields(of line: Substring) -> [String] {
        var fields = [""]
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\\": if let next = characters.next() { fields[fields.count - 1].append(next) }
            case ":" where fields.count < 5: fields.append("")
            default: fields[fields.count - 1].append(character)
            }
        }
        return fields
    }
}
