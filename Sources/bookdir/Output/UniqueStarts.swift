/// The ids of a collection (the catalog's books, the pending suggestions), sorted, to tell how
/// much of each id tells it apart: tables print that much, and `show` and the review commands
/// take any start of an id that only one id has, in either case.
struct UniqueStarts {
    /// The fewest characters a start is given, though fewer would tell the id apart.
    static let minimumLength = 8

    /// The ids in lowercase, as UTF-8, sorted.
    private let sorted: [[UInt8]]

    /// The ids of `ids`, told apart ignoring case.
    init(_ ids: some Sequence<String>) {
        sorted = ids.map { Array($0.lowercased().utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The fewest leading characters (at least ``minimumLength``, at most the whole id) of `id`
    /// that no other id starts with; the whole id when another id starts with all of it.
    func length(of id: String) -> Int {
        let key = Array(id.lowercased().utf8)
        var index = lowerBound(key)
        var shared = 0
        if index > 0 { shared = commonPrefix(sorted[index - 1], key) }
        if index < sorted.count, sorted[index] == key { index += 1 }
        if index < sorted.count { shared = max(shared, commonPrefix(sorted[index], key)) }
        return min(id.count, max(Self.minimumLength, characters(in: id, coveringBytes: shared + 1)))
    }

    /// How many ids start with `start` and end with `end`, ignoring case.
    func count(startingWith start: String, endingWith end: String) -> Int {
        let head = Array(start.lowercased().utf8), tail = Array(end.lowercased().utf8)
        var index = lowerBound(head), count = 0
        while index < sorted.count, sorted[index].starts(with: head) {
            let id = sorted[index]
            if id.count >= head.count + tail.count && id.reversed().starts(with: tail.reversed()) { count += 1 }
            index += 1
        }
        return count
    }

    /// The fewest characters of `ids` (at least 8) whose starts tell every id apart, ignoring case:
    /// the longest of their ``length(of:)``s, 0 for no ids.
    static func sharedLength(_ ids: [String]) -> Int {
        let starts = UniqueStarts(ids)
        return ids.map(starts.length(of:)).max() ?? 0
    }

    /// The index of the first sorted id not before `key`.
    private func lowerBound(_ key: [UInt8]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The number of leading bytes `a` and `b` share.
    private func commonPrefix(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var count = 0
        while count < a.count, count < b.count, a[count] == b[count] { count += 1 }
        return count
    }

    /// The fewest leading characters of `id` whose lowercase UTF-8 spans `bytes` bytes.
    private func characters(in id: String, coveringBytes bytes: Int) -> Int {
        var covered = 0, count = 0
        for character in id where covered < bytes {
            covered += character.lowercased().utf8.count
            count += 1
        }
        return covered < bytes ? count + 1 : count
    }
}
