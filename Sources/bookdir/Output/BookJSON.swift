import Catalog

/// Books as JSON, written straight into bytes, byte for byte what ``JSONOutput`` (Foundation's
/// encoder) writes: the `--json` document, a single book for `show`, and JSON Lines.
enum BookJSON {
    /// Appends `book` in the catalog's version 2 form, keys sorted; its `{` is at `depth`.
    static func append(_ book: Book, depth: Int, writer: JSONWriter, to out: inout [UInt8]) {
        let inner = depth + 1
        out.append(0x7B)
        writer.key("authors", first: true, depth: inner, to: &out)
        writer.strings(book.authors, depth: inner, to: &out)
        if !book.awards.isEmpty {
            writer.key("awards", first: false, depth: inner, to: &out)
            out.append(0x5B)
            for (index, award) in book.awards.enumerated() {
                if index > 0 { out.append(0x2C) }
                writer.newline(depth: inner + 1, to: &out)
                out.append(0x7B)
                writer.key("award", first: true, depth: inner + 2, to: &out)
                JSONWriter.string(award.name.rawValue, to: &out)
                writer.key("level", first: false, depth: inner + 2, to: &out)
                JSONWriter.string(award.level.rawValue, to: &out)
                writer.key("year", first: false, depth: inner + 2, to: &out)
                JSONWriter.number(award.year, to: &out)
                writer.close(0x7D, depth: inner + 1, empty: false, to: &out)
            }
            writer.close(0x5D, depth: inner, empty: false, to: &out)
        }
        writer.key("category", first: false, depth: inner, to: &out)
        JSONWriter.string(book.category.code, to: &out)
        if !book.communities.isEmpty {
            writer.key("communities", first: false, depth: inner, to: &out)
            writer.strings(book.communities.map(\.code), depth: inner, to: &out)
        }
        writer.key("description", first: false, depth: inner, to: &out)
        JSONWriter.string(book.description, to: &out)
        writer.key("id", first: false, depth: inner, to: &out)
        JSONWriter.string(book.id, to: &out)
        if !book.illustrators.isEmpty {
            writer.key("illustrators", first: false, depth: inner, to: &out)
            writer.strings(book.illustrators, depth: inner, to: &out)
        }
        if let isbn = book.isbn {
            writer.key("isbn", first: false, depth: inner, to: &out)
            JSONWriter.string(isbn, to: &out)
        }
        writer.key("title", first: false, depth: inner, to: &out)
        JSONWriter.string(book.title, to: &out)
        if let year = book.year {
            writer.key("year", first: false, depth: inner, to: &out)
            JSONWriter.number(year, to: &out)
        }
        writer.close(0x7D, depth: depth, empty: false, to: &out)
    }

    /// Writes `{"books": [...], "version": 2}` pretty-printed, keys sorted, ending in a newline,
    /// one book at a time.
    static func writeDocument(_ books: some Sequence<Book>, to output: StandardOutput) throws(CommandFailure) {
        let writer = JSONWriter(pretty: true)
        output.bytes.append(0x7B)
        writer.key("books", first: true, depth: 1, to: &output.bytes)
        output.bytes.append(0x5B)
        var empty = true
        for book in books {
            if !empty { output.bytes.append(0x2C) }
            empty = false
            writer.newline(depth: 2, to: &output.bytes)
            append(book, depth: 2, writer: writer, to: &output.bytes)
            try output.flushIfFull()
        }
        writer.close(0x5D, depth: 1, empty: empty, to: &output.bytes)
        writer.key("version", first: false, depth: 1, to: &output.bytes)
        JSONWriter.number(2, to: &output.bytes)
        writer.close(0x7D, depth: 0, empty: false, to: &output.bytes)
        output.bytes.append(0x0A)
    }

    /// Writes one book pretty-printed, ending in a newline (`show --json`).
    static func writeBook(_ book: Book, to output: StandardOutput) {
        append(book, depth: 0, writer: JSONWriter(pretty: true), to: &output.bytes)
        output.bytes.append(0x0A)
    }

    /// Writes JSON Lines: each book compact on its own line, keys sorted.
    static func writeLines(_ books: some Sequence<Book>, to output: StandardOutput) throws(CommandFailure) {
        let writer = JSONWriter(pretty: false)
        for book in books {
            append(book, depth: 0, writer: writer, to: &output.bytes)
            output.bytes.append(0x0A)
            try output.flushIfFull()
        }
    }
}
