import Foundation

/// Reading one slot's fields of a ``SearchLayout``: whether a field holds a query's words, and the order of two slots by a field.
extension SearchLayout {
    /// Whether field `field` of `slot` holds every word of `query`.
    func field(_ field: Int, ofSlot slot: Int, holdsEveryWordOf query: SearchQuery) -> Bool {
        let start = Int(fieldStarts[3 * slot + field])
        let end = Int(fieldStarts[3 * slot + field + 1]) - 1
        return withBuffers { buffers in SearchText.holdsEveryWord(of: query, in: buffers.text, from: start, to: end) }
    }

    /// The order of field `field` of two slots by its folded bytes: negative, zero or positive.
    func compareField(_ field: Int, of first: Int, with second: Int, buffers: Buffers) -> Int {
        let a = Int(buffers.fieldStarts[3 * first + field]), aEnd = Int(buffers.fieldStarts[3 * first + field + 1]) - 1
        let b = Int(buffers.fieldStarts[3 * second + field]), bEnd = Int(buffers.fieldStarts[3 * second + field + 1]) - 1
        let count = min(aEnd - a, bEnd - b)
        let order = memcmp(buffers.text + a, buffers.text + b, count)
        return order != 0 ? Int(order) : (aEnd - a) - (bEnd - b)
    }
}
