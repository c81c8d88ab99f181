import Foundation

/// Values told from the exact UTF-8 of their codes (member names, category and community codes,
/// award names), without making a string: a catalog holds millions of them. Only the very bytes
/// of a code match; any other spelling (even one Swift holds equal as text) is not found.
struct ExactCodes<Value: Sendable>: Sendable {
    /// The codes of each length in bytes, with their values.
    private let byLength: [[(value: Value, utf8: [UInt8])]]

    /// The values of `codes`.
    init(_ codes: [(Value, String)]) {
        var table = [[(value: Value, utf8: [UInt8])]](repeating: [], count: 1 + codes.map(\.1.utf8.count).max()!)
        for (value, code) in codes { table[code.utf8.count].append((value, Array(code.utf8))) }
        byLength = table
    }

    /// The value whose code's UTF-8 is exactly `bytes`, or nil.
    func value(of bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        guard bytes.count < byLength.count else { return nil }
        guard let base = bytes.baseAddress else { return byLength[0].first?.value }
        for candidate in byLength[bytes.count] where candidate.utf8.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base, bytes.count) == 0 }) {
            return candidate.value
        }
        return nil
    }
}
