/// MARC 21 records in ISO 2709 (.mrc): a 24-byte leader (the record's length, the base address of
/// its data), a directory of 12-byte entries (tag, length, start), then the fields, each ended by
/// 0x1E, subfields begun by 0x1F and a code, the record ended by 0x1D. Leader position 9 "a" means
/// UTF-8; other records are read as UTF-8 when they are, else as Latin-1 (with a note: MARC-8).
struct MARCReader {
    private static let fieldEnd: UInt8 = 0x1E, recordEnd: UInt8 = 0x1D, subfieldStart: UInt8 = 0x1F

    /// The file's name, for messages.
    let fileName: String

    /// The holdings of `bytes`.
    /// - Throws: ``HoldingsError`` naming the record (and its byte offset) whose structure is broken.
    func read(_ bytes: [UInt8]) throws(HoldingsError) -> HoldingsImport {
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<HoldingsImport, HoldingsError> in
            do throws(HoldingsError) { return .success(try read(buffer)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(HoldingsError) -> HoldingsImport {
        var rows: [HoldingRow] = []
        var notes: [HoldingsNote] = []
        var position = 0
        var number = 0
        while true {
            while position < bytes.count, [0x0A, 0x0D, 0x20, 0x1A].contains(bytes[position]) { position += 1 }
            guard position < bytes.count else { break }
            number += 1
            let (record, length) = try self.record(in: bytes, at: position, number: number, notes: &notes)
            if let row = record.holding(notes: &notes) { rows.append(row) }
            position += length
        }
        return HoldingsImport(format: .marc, rows: rows, columns: MARCRecord.described, notes: notes)
    }

    /// The record starting at `start`, and its length.
    private func record(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, number: Int,
                        notes: inout [HoldingsNote]) throws(HoldingsError) -> (record: MARCRecord, length: Int) {
        func broken(_ problem: String) -> HoldingsError {
            HoldingsError("\(fileName) record \(number) (at byte \(start)) \(problem). The file may be cut short or damaged: "
                + "export the records again as MARC 21 (or as MARCXML), then import it again.")
        }
        guard bytes.count - start >= 24 else { throw broken("is cut short: the file ends inside its 24-byte leader") }
        guard let length = Self.number(bytes, start, 5), length >= 25, let base = Self.number(bytes, start + 12, 5) else {
            throw broken("does not begin with a MARC leader (its record length and base address are not digits)")
        }
        guard start + length <= bytes.count else {
            throw broken("says it is \(length) bytes long, but the file ends \(bytes.count - start) bytes after its start")
        }
        guard bytes[start + length - 1] == Self.recordEnd else {
            throw broken("does not end with a record terminator (0x1D) where its length, \(length) bytes, says it does")
        }
        guard base > 24, base <= length, bytes[start + base - 1] == Self.fieldEnd else {
            throw broken("has a base address of data (\(base)) that does not follow its directory")
        }
        let utf8 = bytes[start + 9] == 0x61
        var record = MARCRecord(number: number)
        var noted = false
        var entry = start + 24
        while entry + 12 <= start + base - 1 {
            defer { entry += 12 }
            let tag = String(decoding: UnsafeBufferPointer(rebasing: bytes[entry ..< entry + 3]), as: UTF8.self)
            guard MARCRecord.tags.contains(tag) else { continue }
            guard let fieldLength = Self.number(bytes, entry + 3, 4), let fieldStart = Self.number(bytes, entry + 7, 5),
                  base + fieldStart + fieldLength <= length else {
                throw broken("has a directory entry for field \(tag) that points outside the record")
            }
            var field = UnsafeBufferPointer(rebasing: bytes[(start + base + fieldStart) ..< (start + base + fieldStart + fieldLength)])
            if field.last == Self.fieldEnd { field = UnsafeBufferPointer(rebasing: field.dropLast()) }
            func text(_ part: UnsafeBufferPointer<UInt8>) -> String {
                if let decoded = String(validating: part, as: UTF8.self) { return decoded }
                if !noted {
                    noted = true
                    notes.append(HoldingsNote(number: number, message: utf8
                        ? "The record says it is UTF-8 but is not; its letters with accents may be read wrongly."
                        : "The record is not in UTF-8 (MARC-8 or Latin-1); its letters with accents may be read wrongly."))
                }
                return String(part.map { Character(Unicode.Scalar($0)) })
            }
            if tag == "001" {
                record.controlNumber = text(field)
                continue
            }
            let pieces = field.split(separator: Self.subfieldStart, omittingEmptySubsequences: false).dropFirst()
            let subfields = pieces.compactMap { piece -> (code: Character, text: String)? in
                guard let code = piece.first else { return nil }
                return (Character(Unicode.Scalar(code)), text(UnsafeBufferPointer(rebasing: piece.dropFirst())))
            }
            record.fields.append((tag, subfields))
        }
        return (record, length)
    }

    /// The decimal number of `count` ASCII digits at `offset`, or `nil`.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ count: Int) -> Int? {
        var value = 0
        for byte in bytes[offset ..< offset + count] {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}
