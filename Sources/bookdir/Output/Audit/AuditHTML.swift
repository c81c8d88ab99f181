/// An audit report as one print-ready HTML page: print styles, each section's table and, where it
/// has numbers to compare, a bar chart in inline SVG; no scripts, no links, nothing fetched; every
/// text from data escaped (``ListHTML/escaped(_:)``).
enum AuditHTML {
    /// The chart's width in SVG units, the labels' share of it, and one bar's height.
    private static let width = 640, labelWidth = 240, barHeight = 18

    /// The page.
    static func page(_ report: AuditReport) -> [UInt8] {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(ListHTML.escaped(report.title))</title>
            <style>
            body { font: 11pt/1.4 Georgia, serif; margin: 2em auto; max-width: 48em; color: #111; }
            h1 { font-size: 1.6em; margin-bottom: 0.2em; }
            h2 { font-size: 1.2em; margin-top: 1.6em; break-after: avoid; }
            table { border-collapse: collapse; width: 100%; font-size: 0.9em; }
            th, td { border-bottom: 1px solid #ccc; padding: 0.2em 0.4em; text-align: left; vertical-align: top; }
            td.n, th.n { text-align: right; }
            tr { break-inside: avoid; }
            svg { display: block; margin: 0.6em 0; max-width: 100%; }
            svg text { font: 11px sans-serif; fill: #111; }
            .note { color: #444; font-size: 0.9em; }
            @page { margin: 1.5cm; }
            @media print { body { margin: 0; max-width: none; } section { break-inside: auto; } }
            </style>
            </head>
            <body>
            <h1>\(ListHTML.escaped(report.title))</h1>
            <p>\(ListHTML.escaped(report.summary))</p>

            """
        for section in report.sections {
            html += "<section>\n<h2>\(ListHTML.escaped(section.title))</h2>\n"
            if !section.note.isEmpty { html += "<p class=\"note\">\(ListHTML.escaped(section.note))</p>\n" }
            if !section.bars.isEmpty { html += chart(section) }
            html += table(section) + "</section>\n"
        }
        return Array((html + "</body>\n</html>\n").utf8)
    }

    /// A horizontal bar a row: the label, the owned share's bar over a pale full-width one, and
    /// "owned of in directory".
    private static func chart(_ section: AuditSection) -> String {
        let height = section.bars.count * barHeight + 4
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" "
            + "role=\"img\" aria-label=\"\(ListHTML.escaped(section.title)): owned share\">\n"
        let room = width - labelWidth - 90
        for (index, bar) in section.bars.enumerated() {
            let top = index * barHeight + 2
            let filled = Int((bar.share * Double(room)).rounded())
            svg += "<text x=\"0\" y=\"\(top + 13)\">\(ListHTML.escaped(bar.label))</text>"
                + "<rect x=\"\(labelWidth)\" y=\"\(top + 2)\" width=\"\(room)\" height=\"\(barHeight - 5)\" fill=\"#e6e6e6\"/>"
                + "<rect x=\"\(labelWidth)\" y=\"\(top + 2)\" width=\"\(filled)\" height=\"\(barHeight - 5)\" fill=\"#2b6cb0\"/>"
                + "<text x=\"\(labelWidth + room + 6)\" y=\"\(top + 13)\">\(ListHTML.escaped(bar.text))</text>\n"
        }
        return svg + "</svg>\n"
    }

    /// The section's rows as a table, numbers right-aligned.
    private static func table(_ section: AuditSection) -> String {
        guard !section.rows.isEmpty else { return "<p>None.</p>\n" }
        let numeric = section.header.map { ["IN DIRECTORY", "OWNED", "OWNED %", "OF OWNED", "YEAR"].contains($0) }
        func cells(_ row: [String], tag: String) -> String {
            row.indices.map { "<\(tag)\(numeric[$0] ? " class=\"n\"" : "")>\(ListHTML.escaped(row[$0]))</\(tag)>" }.joined()
        }
        return "<table>\n<thead><tr>\(cells(section.header, tag: "th"))</tr></thead>\n<tbody>\n"
            + section.rows.map { "<tr>\(cells($0, tag: "td"))</tr>\n" }.joined() + "</tbody>\n</table>\n"
    }
}
