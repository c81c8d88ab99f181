/// Reading a large catalog's books list on two threads (see ``CatalogFile``).
extension CatalogScanner {
    /// The books list read in two shares on two threads (see ``CatalogFile``): this scanner reads
    /// the first, another the rest from `start` on.
    struct Split {
        /// Where the second share starts: the `{` of a book of the list, as far as ``splitPoint(in:)`` can tell.
        let start: Int
        /// Called with the file's version when the scan reaches the books list: starts reading the second share.
        let begin: (Int) -> Void
        /// Called when the scan reaches `start` at a book of the list: waits for the second share and
        /// returns where it ended (after the list's `]`), or nil when it was not all books in the plain
        /// form (the scan then reads them itself).
        let finish: () -> Int?
    }

    /// A place near the middle of `bytes` where a book of the list seems to start: a `{` after a
    /// line break after a `,` (white space aside). In the plain form a string holds no line break,
    /// so it is always between values; but it may be inside a book's award list, which the scan
    /// then notices (it never reaches that place at a book of the books list). Nil when there is none near.
    static func splitPoint(in bytes: [UInt8]) -> Int? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        let limit = min(bytes.count, bytes.count / 2 + (1 << 20))
        var newline = bytes.count / 2
        while newline < limit {
            guard bytes[newline] == 0x0A else {
                newline += 1
                continue
            }
            var before = newline - 1
            while before > 0 && isSpace(bytes[before]) { before -= 1 }
            var after = newline + 1
            while after < bytes.count && isSpace(bytes[after]) { after += 1 }
            if bytes[before] == 0x2C, after < bytes.count, bytes[after] == 0x7B { return after }
            newline += 1
        }
        return nil
    }
}
