import ArgumentParser

/// How `list`, `search` and `suggestions` print.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns cut to the terminal's width (the default).
    case table
    /// Tab-separated values with a header line.
    case tsv
    /// Comma-separated values with a header line, quoted per RFC 4180, records ending in CRLF.
    case csv
    /// One pretty-printed JSON document, keys sorted.
    case json
    /// JSON Lines: one compact JSON object a line, keys sorted.
    case jsonl
}

/// `--format` and its short form `--json`.
struct FormatOptions: ParsableArguments {
    /// The format given with `--format`, if any.
    @Option(help: ArgumentHelp(
        "The output: table (aligned columns, the default), tsv or csv (a header line, then one record a line), "
            + "json (one document) or jsonl (one JSON object a line).",
        valueName: "format"))
    var format: OutputFormat?

    /// Whether `--json` was given.
    @Flag(help: "The short form of --format json.")
    var json = false

    /// Whether `--raw-cells` was given.
    @Flag(help: ArgumentHelp(
        "With --format csv or tsv: write a field that begins with =, +, -, @, a tab or a carriage return as it is. "
            + "By default such a field gets a ' before it, so a spreadsheet shows it as text instead of running it as a formula."))
    var rawCells = false

    /// Rejects `--json` with another `--format`, and `--raw-cells` without csv or tsv.
    func validate() throws {
        if json, let format, format != .json {
            throw ValidationError("--json is the short form of --format json: give --format \(format.rawValue) or --json, not both.")
        }
        if rawCells, resolved != .csv, resolved != .tsv {
            throw ValidationError("--raw-cells is for --format csv or --format tsv (it was \(resolved.rawValue)).")
        }
    }

    /// The format to print.
    var resolved: OutputFormat { json ? .json : format ?? .table }

    /// What becomes of a CSV or TSV field a spreadsheet would run as a formula.
    var cells: DelimitedText.Cells { rawCells ? .raw : .guarded }
}
