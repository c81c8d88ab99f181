import Catalog

/// Books as JSON, written straight into bytes, byte for byte what ``JSONOutput`` (Foundation's
/// encoder) writes: the `--json` document, a single book for `show`, and JSON Lines.
enum BookJSON {
    /// Appends `book` in the catalog's version 2 form, keys sorted (the packed fields' among the
    /// core's); its `{` is at `depth`.
    static func append(_ book: Book, depth: Int, writer: JSONWriter, to out: inout [UInt8]) {
        let inner = depth + 1
        var keys = Keys(pending: book.fields.entries.sorted { $0.field.name < $1.field.name }[...], writer: writer, depth: inner)
        out.append(0x7B)
        keys.key("authors", to: &out)
        writer.strings(book.authors, depth: inner, to: &out)
        if !book.awards.isEmpty {
            keys.key("awards", to: &out)
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
        keys.key("category", to: &out)
        JSONWriter.string(book.category.code, to: &out)
        if !book.communities.isEmpty {
            keys.key("communities", to: &out)
            writer.strings(book.communities.map(\.code), depth: inner, to: &out)
        }
        keys.key("description", to: &out)
        JSONWriter.string(book.description, to: &out)
        keys.key("id", to: &out)
        JSONWriter.string(book.id, to: &out)
        if !book.illustrators.isEmpty {
            keys.key("illustrators", to: &out)
            writer.strings(book.illustrators, depth: inner, to: &out)
        }
        if let isbn = book.isbn {
            keys.key("isbn", to: &out)
            JSONWriter.string(isbn, to: &out)
        }
        keys.key("title", to: &out)
        JSONWriter.string(book.title, to: &out)
        if let year = book.year {
            keys.key("year", to: &out)
            JSONWriter.number(year, to: &out)
        }
        keys.key(nil, to: &out)
        writer.close(0x7D, depth: depth, empty: false, to: &out)
    }

    /// Writes a book's keys in sorted order: before each of the core's, the packed fields' values
    /// whose names sort before it.
    private struct Keys {
        var pending: ArraySlice<(field: BookField, value: FieldValue)>
        let writer: JSONWriter
        let depth: Int
        var first = true

        /// Writes the pending packed fields before `name` (all of them for nil), then `name`'s key.
        mutating func key(_ name: String?, to out: inout [UInt8]) {
            while let next = pending.first, name.map({ next.field.name < $0 }) ?? true {
                pending.removeFirst()
                writer.key(named: next.field.name, first: first, depth: depth, to: &out)
                first = false
                switch next.value {
                case .codes(let strings), .texts(let strings): writer.strings(strings, depth: depth, to: &out)
                case .range(let range):
                    out.append(0x5B)
                    for (index, end) in [range.lowerBound, range.upperBound].enumerated() {
                        if index > 0 { out.append(0x2C) }
                        writer.newline(depth: depth + 1, to: &out)
                        JSONWriter.number(end, to: &out)
                    }
                    writer.close(0x5D, depth: depth, empty: false, to: &out)
                }
            }
            guard let name else { return }
            writer.key(named: name, first: first, depth: depth, to: &out)
            first = false
        }
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
