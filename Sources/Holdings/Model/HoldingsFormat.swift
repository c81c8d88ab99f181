/// The kinds of export bookdir reads.
public enum HoldingsFormat: String, Codable, Sendable, CaseIterable {
    case csv, tsv, xlsx, marc, marcxml

    /// The name in messages: "CSV", "MARC 21".
    public var title: String {
        switch self {
        case .csv: "CSV"
        case .tsv: "TSV"
        case .xlsx: "Excel workbook"
        case .marc: "MARC 21"
        case .marcxml: "MARCXML"
        }
    }

    /// The format of a file, told by its first bytes (a ZIP file's signature, a MARC leader, an XML
    /// document with MARC records), else by its name's extension (.tsv and .tab are tab-separated),
    /// else by its first line (more tabs than commas: TSV).
    public static func detect(_ bytes: [UInt8], fileName: String) -> HoldingsFormat {
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .xlsx }
        if looksLikeMARC(bytes) { return .marc }
        let start = bytes.prefix(4096)
        let head = String(decoding: start, as: UTF8.self)
        let trimmed = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if trimmed.hasPrefix("<") && (head.contains("record") || head.contains("collection")) { return .marcxml }
        let lower = fileName.lowercased()
        if lower.hasSuffix(".xlsx") { return .xlsx }
        if lower.hasSuffix(".mrc") || lower.hasSuffix(".marc") { return .marc }
        if lower.hasSuffix(".xml") { return .marcxml }
        if lower.hasSuffix(".tsv") || lower.hasSuffix(".tab") { return .tsv }
        if lower.hasSuffix(".csv") { return .csv }
        let firstLine = start.prefix { $0 != 0x0A }
        return firstLine.filter { $0 == 0x09 }.count > firstLine.filter { $0 == 0x2C }.count ? .tsv : .csv
    }

    /// Whether `bytes` begin with a MARC leader: five digits of record length, then the base
    /// address of data as five digits at offset 12, and "22" for the indicator and subfield code counts.
    static func looksLikeMARC(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 24 else { return false }
        let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
        return bytes[0 ..< 5].allSatisfy(isDigit) && bytes[12 ..< 17].allSatisfy(isDigit)
            && bytes[10] == 0x32 && bytes[11] == 0x32
    }
}
