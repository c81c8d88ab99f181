import Catalog

/// `list` and `search` output in every ``OutputFormat``, streamed to standard output.
enum BookOutput {
    /// The header of the TSV and CSV formats: the core's columns (`author` and `illustrator` are
    /// credit lines, "A and B"), then each packed field's with a column (``BookSchema``).
    static let fields = ["id", "title", "author", "illustrator", "category", "year", "isbn", "description"] + packedColumns.map { $0.column! }

    /// The packed fields written as columns, after the core's.
    static let packedColumns = BookSchema.packedFields.filter { $0.column != nil }

    /// The text of field `index` of `book` in TSV and CSV.
    static func field(_ book: Book, _ index: Int) -> String {
        switch index {
        case 0: book.id
        case 1: book.title
        case 2: book.author
        case 3: Credits.line(book.illustrators)
        case 4: book.category.code
        case 5: book.year.map(String.init) ?? ""
        case 6: book.isbn ?? ""
        case 7: book.description
        default: packedColumns[index - 8].plainText(in: book)
        }
    }

    /// Writes `books` in `format` and flushes; the table is fitted to `width`, its ids cut to their
    /// unique starts among the catalog's ids, `idLength` (see ``BookTable``) (see ``BookTable``). The table prints
    /// nothing for no books; TSV and CSV still print their header (their fields guarded as `cells`
    /// says), JSON its document.
    static func write(
        _ books: some Collection<Book>, format: OutputFormat, cells: DelimitedText.Cells = .guarded,
        width: @autoclosure () -> Int, idLength: @autoclosure () -> Int? = nil, to output: StandardOutput
    ) throws(CommandFailure) {
        switch format {
        case .table:
            if !books.isEmpty { try BookTable.write(books, width: width(), idLength: idLength(), to: output) }
        case .tsv:
            try DelimitedText.write(books, header: fields, kind: .tsv, cells: cells, field: field, to: output)
        case .csv:
            try DelimitedText.write(books, header: fields, kind: .csv, cells: cells, field: field, to: output)
        case .json:
            try BookJSON.writeDocument(books, to: output)
        case .jsonl:
            try BookJSON.writeLines(books, to: output)
        }
        try output.flush()
    }
}
