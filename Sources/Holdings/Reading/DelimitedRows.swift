/// The records of a CSV or TSV file (RFC 4180 quoting: a quoted field may hold the separator, a
/// doubled quote and line breaks), each with the number of the line it starts on; blank lines are
/// skipped, a byte order mark at the start is dropped.
struct DelimitedRows {
    /// One record's fields and the line it starts on.
    struct Record {
        var line: Int
        var fields: [String]
    }

    /// The separator: a comma or a tab.
    let separator: UInt8

    /// The records of `bytes`.
    /// - Throws: ``HoldingsError`` for a quote never closed or a field that is not UTF-8, naming its row.
    func records(_ bytes: [UInt8], fileName: String) throws(HoldingsError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var quotedAt: Int?
        func endField() throws(HoldingsError) {
            guard let text = String(validating: field, as: UTF8.self) else {
                throw HoldingsError("\(fileName) row \(recordLine) is not UTF-8 text (in \"\(String(decoding: field, as: UTF8.self))\"). "
                    + "Export it again as UTF-8 (in Excel: Save As, CSV UTF-8), then import it again.")
            }
            fields.append(text)
            field.removeAll(keepingCapacity: true)
        }
        func endRecord() throws(HoldingsError) {
            try endField()
            if !(fields.count == 1 && fields[0].allSatisfy(\.isWhitespace)) {
                records.append(Record(line: recordLine, fields: fields))
            }
            fields = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quotedAt != nil {
                if byte == 0x22 {
                    if index < bytes.count && bytes[index] == 0x22 {
                        field.append(0x22)
                        index += 1
                    } else {
                        quotedAt = nil
                    }
                } else {
                    if byte == 0x0A { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case 0x22 where field.isEmpty:
                quotedAt = line
            case separator:
                try endField()
            case 0x0A, 0x0D:
                if byte == 0x0D && index < bytes.count && bytes[index] == 0x0A { index += 1 }
                try endRecord()
                line += 1
                recordLine = line
            default:
                field.append(byte)
            }
        }
        if let opened = quotedAt {
            throw HoldingsError("\(fileName) row \(recordLine): a quoted field opened on line \(opened) is never closed "
                + "(a \" is missing). Fix the quote in the file, or export it again, then import it again.")
        }
        if !field.isEmpty || !fields.isEmpty { try endRecord() }
        return records
    }
}
