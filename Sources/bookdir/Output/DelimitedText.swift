import Widgets

/// Tab- and comma-separated values, one record a line after a header line.
///
/// - TSV: fields as ``SafeText/visible(_:)`` shows them, so a tab or line break in the data
///   (`^I`, `^J`) never splits a field or a record; lines end in LF.
/// - CSV per RFC 4180: a field holding a comma, a double quote or a line break is put in double
///   quotes, its quotes doubled; records end in CRLF. Line breaks and tabs inside a field are kept;
///   every other character ``SafeText`` escapes is escaped, so nothing reaches a terminal raw.
enum DelimitedText {
    /// Which of the two.
    enum Kind {
        case tsv, csv
    }

    /// Writes the header, then one record per row; `field(row, index)` gives each field.
    static func write<Rows: Sequence>(
        _ rows: Rows, header: [String], kind: Kind, field: (Rows.Element, Int) -> String, to output: StandardOutput
    ) throws(CommandFailure) {
        writeRecord(kind: kind, count: header.count, field: { header[$0] }, to: output)
        for row in rows {
            writeRecord(kind: kind, count: header.count, field: { field(row, $0) }, to: output)
            try output.flushIfFull()
        }
    }

    private static func writeRecord(kind: Kind, count: Int, field: (Int) -> String, to output: StandardOutput) {
        for index in 0 ..< count {
            if index > 0 { output.bytes.append(kind == .tsv ? 0x09 : 0x2C) }
            switch kind {
            case .tsv: appendTSV(field(index), to: &output.bytes)
            case .csv: appendCSV(field(index), to: &output.bytes)
            }
        }
        if kind == .csv { output.bytes.append(0x0D) }
        output.bytes.append(0x0A)
    }

    /// One TSV field: the visible form of `text`.
    static func appendTSV(_ text: String, to out: inout [UInt8]) {
        var text = text
        let plain = text.withUTF8 { bytes -> Bool in
            guard PlainText.cells(bytes) != nil else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if !plain { out.append(contentsOf: SafeText.visible(text).utf8) }
    }

    /// One CSV field, quoted when it holds a comma, a quote or a line break.
    static func appendCSV(_ text: String, to out: inout [UInt8]) {
        var text = text
        if !text.withUTF8({ PlainText.cells($0) != nil }) { text = visibleKeepingLineBreaks(text) }
        text.withUTF8 { bytes in
            guard bytes.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else {
                out.append(contentsOf: bytes)
                return
            }
            out.append(0x22)
            for byte in bytes {
                out.append(byte)
                if byte == 0x22 { out.append(0x22) }
            }
            out.append(0x22)
        }
    }

    /// `text` with every character ``SafeText`` escapes escaped, but tabs and line breaks kept.
    private static func visibleKeepingLineBreaks(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                result.append(scalar)
            } else if let escaped = SafeText.escape(for: scalar) {
                result.append(contentsOf: escaped.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
