import Widgets

/// An audit report as aligned tables, CSV or Markdown: every section in turn, under its title.
enum AuditText {
    /// The report as tables fitted to `width` (``TableLayout``: cells escaped, nothing raw reaches
    /// the terminal).
    static func table(_ report: AuditReport, width: Int) throws(CommandFailure) -> [UInt8] {
        let out = StandardOutput(descriptor: nil)
        out.append(SafeText.visible(report.title) + "\n" + SafeText.visible(report.summary) + "\n")
        for section in report.sections {
            out.append("\n" + SafeText.visible(section.title) + "\n")
            if !section.note.isEmpty { out.append(SafeText.visible(section.note) + "\n") }
            guard !section.rows.isEmpty else { continue }
            let layout = TableLayout(columns: section.header.indices.map { index in
                TableLayout.Column(header: section.header[index], isFlexible: section.header[index] == "TITLE" || section.header[index] == "AUTHOR"
                                   || section.header[index] == "AWARDS", isKept: index == 0 && section.header[0] == "ID")
            })
            let cell: TableLayout.CellText<[String]> = { row, index in row[index] }
            try layout.write(section.rows, natural: layout.naturalWidths(of: section.rows, cell: cell), width: width, cell: cell, to: out)
        }
        return out.bytes
    }

    /// The report as CSV (RFC 4180, CRLF): the title and totals, then each section's title on a
    /// line of its own, its header and rows, a blank line between sections; formula-like cells
    /// guarded as `cells` says (``DelimitedText``).
    static func csv(_ report: AuditReport, cells: DelimitedText.Cells) -> [UInt8] {
        var bytes: [UInt8] = []
        func line(_ fields: [String]) {
            for (index, field) in fields.enumerated() {
                if index > 0 { bytes.append(0x2C) }
                DelimitedText.appendCSV(field, cells: cells, to: &bytes)
            }
            bytes += [0x0D, 0x0A]
        }
        line([report.title])
        line([report.summary])
        for section in report.sections {
            bytes += [0x0D, 0x0A]
            line([section.title])
            line(section.header)
            section.rows.forEach(line)
        }
        return bytes
    }

    /// The report as Markdown: a heading, the totals, and a pipe table under each section's
    /// heading; data escaped (``ListExport/markdownEscaped(_:startingALine:)``), so it never makes structure.
    static func markdown(_ report: AuditReport) -> [UInt8] {
        var text = "# " + ListExport.markdownEscaped(report.title) + "\n\n" + ListExport.markdownEscaped(report.summary, startingALine: true) + "\n"
        for section in report.sections {
            text += "\n## " + ListExport.markdownEscaped(section.title) + "\n\n"
            if !section.note.isEmpty { text += ListExport.markdownEscaped(section.note, startingALine: true) + "\n\n" }
            guard !section.rows.isEmpty else {
                text += "None.\n"
                continue
            }
            text += "| " + section.header.map { ListExport.markdownEscaped($0) }.joined(separator: " | ") + " |\n"
            text += "|" + section.header.map { _ in " --- |" }.joined() + "\n"
            for row in section.rows {
                text += "| " + row.map { ListExport.markdownEscaped($0) }.joined(separator: " | ") + " |\n"
            }
        }
        return Array(text.utf8)
    }
}
