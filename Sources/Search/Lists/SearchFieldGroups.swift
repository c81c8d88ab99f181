import Support

/// The distinct folded texts of one field of a ``SearchIndex`` (its author lines), and which one each
/// slot holds. A field term (`author:p`) is then checked at most once for each distinct text rather
/// than once for each book: the bundled catalog's 680 books have 384 author lines, and the 1M
/// generated books 120,163.
struct SearchFieldGroups: Sendable {
    /// Every distinct text, each followed by a zero byte.
    private let texts: [UInt8]
    /// Where each text starts in ``texts``; one more entry ends the last.
    private let starts: [UInt32]
    /// The text of each slot.
    private let groups: [UInt32]

    /// The distinct texts of field `field` (0 title, 1 author, 2 description) of the slots of `layout`.
    init(layout: SearchLayout, field: Int) {
        var table = TokenTable()
        var groups: [UInt32] = []
        groups.reserveCapacity(layout.slotCount)
        layout.withBuffers { buffers in
            for slot in 0 ..< layout.slotCount {
                let start = Int(buffers.fieldStarts[3 &* slot &+ field])
                let end = Int(buffers.fieldStarts[3 &* slot &+ field &+ 1]) &- 1
                groups.append(UInt32(truncatingIfNeeded: table.id(of: buffers.text + start, end &- start)))
            }
        }
        texts = table.vocabulary
        starts = table.starts
        self.groups = groups
    }

    /// The slots of `slots` whose field holds every word of `query`, in the same order (what
    /// ``SearchLayout/field(_:ofSlot:holdsEveryWordOf:)`` tells of each).
    /// Each text is checked the first time a slot holding it is met, so a few slots cost a few checks.
    func slots(_ slots: [UInt32], holdingEveryWordOf query: SearchQuery) -> [UInt32] {
        // Per text: 0 not checked yet, 1 holds every word, 2 does not.
        var holding = [UInt8](repeating: 0, count: starts.count - 1)
        return texts.withUnsafeBufferPointer { texts in
            slots.filter { slot in
                let group = Int(groups[Int(slot)])
                if holding[group] == 0 {
                    let holds = SearchText.holdsEveryWord(of: query, in: texts.baseAddress!, from: Int(starts[group]),
                                                          to: Int(starts[group + 1]) - 1)
                    holding[group] = holds ? 1 : 2
                }
                return holding[group] == 1
            }
        }
    }
}
