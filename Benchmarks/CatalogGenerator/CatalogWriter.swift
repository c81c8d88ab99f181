import Catalog
import Foundation

/// Writes books in bookdir's catalog file format, `{"version":2,"books":[…]}`, one book per
/// line, and as the plain lines other tools read (`title<TAB>author<TAB>description`).
public enum CatalogWriter {
    /// The catalog file's bytes for `books`.
    public static func catalogBytes(_ books: [Book]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(books.count * 300 + 32)
        bytes.append(contentsOf: Array("{\"version\":2,\"books\":[\n".utf8))
        for (position, book) in books.enumerated() {
            if position > 0 { bytes.append(contentsOf: Array(",\n".utf8)) }
            appendRecord(book, to: &bytes)
        }
        bytes.append(contentsOf: Array("\n]}\n".utf8))
        return bytes
    }

    /// One line per book, `title<TAB>author<TAB>description<LF>` (tabs and line breaks inside a
    /// field become spaces).
    public static func lineBytes(_ books: [Book]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(books.count * 260)
        for book in books {
            for (position, field) in [book.title, book.author, book.description].enumerated() {
                if position > 0 { bytes.append(0x09) }
                for byte in field.utf8 { bytes.append(byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0x20 : byte) }
            }
            bytes.append(0x0A)
        }
        return bytes
    }

    /// Writes `bytes` to `path`, replacing what was there.
    /// - Throws: the error of `Data.write(to:)`, naming the file.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    private static func appendRecord(_ book: Book, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: Array("{\"id\":".utf8))
        appendString(book.id, to: &bytes)
        bytes.append(contentsOf: Array(",\"title\":".utf8))
        appendString(book.title, to: &bytes)
        bytes.append(contentsOf: Array(",\"authors\":".utf8))
        appendList(book.authors, to: &bytes)
        bytes.append(contentsOf: Array(",\"illustrators\":".utf8))
        appendList(book.illustrators, to: &bytes)
        bytes.append(contentsOf: Array(",\"category\":".utf8))
        appendString(book.category.code, to: &bytes)
        bytes.append(contentsOf: Array(",\"description\":".utf8))
        appendString(book.description, to: &bytes)
        if let year = book.year {
            bytes.append(contentsOf: Array(",\"year\":\(year)".utf8))
        }
        if let isbn = book.isbn {
            bytes.append(contentsOf: Array(",\"isbn\":".utf8))
            appendString(isbn, to: &bytes)
        }
        bytes.append(contentsOf: Array(",\"communities\":".utf8))
        appendList(book.communities.map(\.code), to: &bytes)
        bytes.append(contentsOf: Array(",\"awards\":[".utf8))
        for (position, award) in book.awards.enumerated() {
            if position > 0 { bytes.append(0x2C) }
            bytes.append(contentsOf: Array("{\"award\":".utf8))
            appendString(award.name.rawValue, to: &bytes)
            bytes.append(contentsOf: Array(",\"year\":\(award.year),\"level\":\"\(award.level.rawValue)\"}".utf8))
        }
        bytes.append(contentsOf: [0x5D, 0x7D])
    }

    private static func appendList(_ texts: [String], to bytes: inout [UInt8]) {
        bytes.append(0x5B)
        for (position, text) in texts.enumerated() {
            if position > 0 { bytes.append(0x2C) }
            appendString(text, to: &bytes)
        }
        bytes.append(0x5D)
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as UTF-8.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(0x22)
        for byte in text.utf8 {
            switch byte {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
            case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
            case 0x00 ..< 0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }
}
