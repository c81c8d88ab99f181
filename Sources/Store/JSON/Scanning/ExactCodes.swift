import Foundation

/// Values told from the exact UTF-8 of their codes (member names, category and community codes,
/// award names), without making a string: a catalog holds millions of them. Only the very bytes
/// of a code match; any other spelling (even one Swift holds equal as text) is not found.
///
/// Made once, as a `static let`, and kept for the life of the process: its table lies in memory of
/// its own, so a look-up retains and releases nothing (a table of arrays cost a retain and a
/// release of each array it read, about a tenth of a catalog's whole scan).
struct ExactCodes<Value: Sendable>: @unchecked Sendable {
    /// The codes one after another, shortest first.
    private let entries: UnsafeBufferPointer<(value: Value, start: Int)>
    /// Where the codes of each length start in `entries` (one more entry ends the longest).
    private let firstOfLength: UnsafeBufferPointer<Int>
    /// The codes' bytes, one after another, in the order of `entries`.
    private let bytes: UnsafeBufferPointer<UInt8>

    /// The values of `codes`.
    init(_ codes: [(Value, String)]) {
        let sorted = codes.map { (value: $0.0, utf8: Array($0.1.utf8)) }.sorted { $0.utf8.count < $1.utf8.count }
        let longest = sorted.last?.utf8.count ?? 0
        let entries = UnsafeMutableBufferPointer<(value: Value, start: Int)>.allocate(capacity: sorted.count)
        let firstOfLength = UnsafeMutableBufferPointer<Int>.allocate(capacity: longest + 2)
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, sorted.reduce(0) { $0 + $1.utf8.count }))
        var offset = 0, length = 0
        for (index, code) in sorted.enumerated() {
            while length <= code.utf8.count {
                firstOfLength[length] = index
                length += 1
            }
            _ = UnsafeMutableBufferPointer(rebasing: bytes[offset ..< offset + code.utf8.count]).initialize(from: code.utf8)
            entries[index] = (code.value, offset)
            offset += code.utf8.count
        }
        while length <= longest + 1 {
            firstOfLength[length] = sorted.count
            length += 1
        }
        self.entries = UnsafeBufferPointer(entries)
        self.firstOfLength = UnsafeBufferPointer(firstOfLength)
        self.bytes = UnsafeBufferPointer(bytes)
    }

    /// The value whose code's UTF-8 is exactly `bytes`, or nil.
    func value(of bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        let count = bytes.count
        guard count + 1 < firstOfLength.count else { return nil }
        for index in firstOfLength[count] ..< firstOfLength[count + 1] {
            let entry = entries[index]
            if count == 0 || memcmp(self.bytes.baseAddress! + entry.start, bytes.baseAddress!, count) == 0 { return entry.value }
        }
        return nil
    }
}
