import Widgets

/// Tab- and comma-separated values, one record a line after a header line.
///
/// - TSV: fields as ``SafeText/visible(_:)`` shows them, so a tab or line break in the data
///   (`^I`, `^J`) never splits a field or a record; lines end in LF.
/// - CSV per RFC 4180: a field holding a comma, a double quote or a line break is put in double
///   quotes, its quotes doubled; records end in CRLF. Line breaks and tabs inside a field are kept;
///   every other character ``SafeText`` escapes is escaped, so nothing reaches a terminal raw.
/// - Formulas: a field a spreadsheet would run as a formula — one beginning with `=`, `+`, `-`,
///   `@`, a tab or a carriage return — is written with a `'` before it (as OWASP advises against
///   CSV injection), so a suggestion typed as `=HYPERLINK(…)` reaches the curator's spreadsheet as
///   text. ``Cells/raw`` writes such fields as they are, for a script that needs the exact text.
enum DelimitedText {
    /// Which of the two.
    enum Kind {
        case tsv, csv
    }

    /// What becomes of a field a spreadsheet would take for a formula.
    enum Cells {
        /// Written after a `'`, so a spreadsheet shows it as text (the default).
        case guarded
        /// Written as it is (`--raw-cells`).
        case raw
    }

    /// The first characters that make a spreadsheet read a cell as a formula (or, for tab and
    /// carriage return, that some spreadsheets skip before reading one).
    static let formulaStarts: [UInt8] = [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D]

    /// The character put before such a field.
    static let formulaGuard: UInt8 = 0x27

    /// Writes the header, then one record per row; `field(row, index)` gives each field.
    static func write<Rows: Sequence>(
        _ rows: Rows, header: [String], kind: Kind, cells: Cells, field: (Rows.Element, Int) -> String,
        to output: StandardOutput
    ) throws(CommandFailure) {
        writeRecord(kind: kind, cells: cells, count: header.count, field: { header[$0] }, to: output)
        for row in rows {
            writeRecord(kind: kind, cells: cells, count: header.count, field: { field(row, $0) }, to: output)
            try output.flushIfFull()
        }
    }

    private static func writeRecord(kind: Kind, cells: Cells, count: Int, field: (Int) -> String, to output: StandardOutput) {
        for index in 0 ..< count {
            if index > 0 { output.bytes.append(kind == .tsv ? 0x09 : 0x2C) }
            switch kind {
            case .tsv: appendTSV(field(index), cells: cells, to: &output.bytes)
            case .csv: appendCSV(field(index), cells: cells, to: &output.bytes)
            }
        }
        if kind == .csv { output.bytes.append(0x0D) }
        output.bytes.append(0x0A)
    }

    /// One TSV field: the visible form of `text`, guarded as `cells` says.
    static func appendTSV(_ text: String, cells: Cells, to out: inout [UInt8]) {
        var text = text
        let plain = text.withUTF8 { bytes -> Bool in
            guard PlainText.cells(bytes) != nil else { return false }
            if cells == .guarded, let first = bytes.first, formulaStarts.contains(first) { out.append(formulaGuard) }
            out.append(contentsOf: bytes)
            return true
        }
        guard !plain else { return }
        let visible = SafeText.visible(text)
        if cells == .guarded, let first = visible.utf8.first, formulaStarts.contains(first) { out.append(formulaGuard) }
        out.append(contentsOf: visible.utf8)
    }

    /// One CSV field, guarded as `cells` says, quoted when it holds a comma, a quote or a line break.
    static func appendCSV(_ text: String, cells: Cells, to out: inout [UInt8]) {
        var text = text
        if !text.withUTF8({ PlainText.cells($0) != nil }) { text = visibleKeepingLineBreaks(text) }
        text.withUTF8 { bytes in
            let guarded = cells == .guarded && bytes.first.map { formulaStarts.contains($0) } == true
            guard bytes.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else {
                if guarded { out.append(formulaGuard) }
                out.append(contentsOf: bytes)
                return
            }
            out.append(0x22)
            if guarded { out.append(formulaGuard) }
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
