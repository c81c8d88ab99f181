/// The fields packed from their declarations (``BookSchema/packedFields``), read and set by field.
extension Book {
    /// The value of `field` (one of ``BookSchema/packedFields``), or nil when unknown.
    public subscript(field: BookField) -> FieldValue? {
        get { fields[field] }
        set { update { $0.fields[field] = newValue } }
    }

    /// Every packed field's value the book has, in tag order.
    public var fields: FieldValues {
        get { withBytes { BookBytes.values(in: $0) } }
        set { update { $0.fields = newValue } }
    }

    /// Every ISBN-13 of the book: ``BookSchema/isbns`` when given, else the first US edition's alone.
    public var allISBNs: [String] {
        let listed = fields.isbns
        if !listed.isEmpty { return listed }
        return isbn.map { [$0] } ?? []
    }

    /// The grade range, when known.
    public var grades: ClosedRange<Int>? {
        if case .range(let range)? = self[BookSchema.grades] { return range }
        return nil
    }
}

extension FieldValues {
    /// The strings of ``BookSchema/isbns``, or none.
    public var isbns: [String] {
        if case .texts(let texts)? = self[BookSchema.isbns] { return texts }
        return []
    }
}
