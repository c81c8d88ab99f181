import Catalog
import Foundation

/// One library's holdings as kept in the data folder (`holdings/<name>.json`, one file a library,
/// replaced whole at each import): where they came from, how they were read, and the rows. The
/// rows are kept as the export gave them and matched with the directory when read, so a book
/// added to the directory later is found among holdings imported before.
public struct LibraryHoldings: Codable, Equatable, Sendable {
    /// The file format's version.
    public var version = 1
    /// The library's name as typed at import.
    public var library: String
    /// The export's file name.
    public var source: String
    /// How it was read.
    public var format: HoldingsFormat
    /// The columns or fields used (``HoldingsImport/columns``).
    public var columns: [String]
    /// When it was imported, as ISO 8601 ("2026-11-27T09:30:00Z").
    public var imported: String
    /// The rows.
    public var rows: [HoldingRow]

    /// The holdings of `read`, imported now from `source` for `library`.
    public init(library: String, source: String, read: HoldingsImport, imported: Date = Date()) {
        self.library = library
        self.source = source
        format = read.format
        columns = read.columns
        self.imported = ISO8601DateFormatter().string(from: imported)
        rows = read.rows
    }

    /// The JSON kept in the data folder: keys sorted, one row a line.
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var header = self
        header.rows = []
        var text = Array((try? encoder.encode(header)) ?? Data())
        let rowsKey = Array("\"rows\":[]".utf8)
        guard let at = text.firstRange(of: rowsKey) else { return text }
        var rowBytes: [UInt8] = Array("\"rows\":[".utf8)
        rowBytes.reserveCapacity(rows.count * 120)
        for (index, row) in rows.enumerated() {
            rowBytes += index == 0 ? [0x0A] : [0x2C, 0x0A]
            JSONText.appendRow(row, to: &rowBytes)
        }
        rowBytes += Array("\n]".utf8)
        text.replaceSubrange(at, with: rowBytes)
        return text + [0x0A]
    }

    /// Reads a kept file.
    /// - Throws: ``HoldingsError`` naming `path` when it cannot be understood.
    public static func decoded(_ bytes: [UInt8], path: String) throws(HoldingsError) -> LibraryHoldings {
        // Laid out as encoded() writes it: the header decoded alone, the rows read line by line.
        if let (header, rows) = parts(of: bytes), var holdings = try? JSONDecoder().decode(LibraryHoldings.self, from: Data(header)),
           let read = JSONText.rows(in: rows) {
            holdings.rows = read
            return holdings
        }
        do {
            return try JSONDecoder().decode(LibraryHoldings.self, from: Data(bytes))
        } catch {
            throw HoldingsError("The holdings file \(path) cannot be read: it is not holdings JSON (\(error)). "
                + "Import the library's export again (bookdir holdings import FILE --library NAME), which replaces it.")
        }
    }

    /// A kept file's header (its rows left empty) and how many rows it has, read without decoding
    /// the rows when the file is laid out as ``encoded()`` writes it (one row a line); else by
    /// decoding it whole.
    /// - Throws: ``HoldingsError`` naming `path` when it cannot be understood.
    public static func header(of bytes: [UInt8], path: String) throws(HoldingsError) -> (holdings: LibraryHoldings, rows: Int) {
        if let (header, rows) = parts(of: bytes), let holdings = try? JSONDecoder().decode(LibraryHoldings.self, from: Data(header)) {
            return (holdings, rows.count { $0 == 0x0A } - 1)
        }
        let holdings = try decoded(bytes, path: path)
        return (holdings, holdings.rows.count)
    }

    /// A file laid out as ``encoded()`` writes it, in two: the header with an empty row list, and
    /// the rows' lines (between the first `"rows":[` and the last line that starts with "]").
    static func parts(of bytes: [UInt8]) -> (header: [UInt8], rows: ArraySlice<UInt8>)? {
        let open = Array("\"rows\":[".utf8)
        guard let start = bytes.firstRange(of: open)?.upperBound,
              let close = bytes.indices.reversed().first(where: { $0 > start && bytes[$0] == 0x5D && bytes[$0 - 1] == 0x0A })
        else { return nil }
        return (Array(bytes[..<start]) + bytes[close...], bytes[start ..< close])
    }

    /// The file name of a library's holdings: its name folded to lower-case letters, digits and
    /// hyphens ("Lincoln Elementary" → "lincoln-elementary.json"), so names differing only in case
    /// or punctuation are the same library.
    public static func fileName(forLibrary name: String) -> String {
        var slug = ""
        for character in TextFolding.fold(name) {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if !slug.isEmpty && slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return (slug.isEmpty ? "library" : slug) + ".json"
    }
}
