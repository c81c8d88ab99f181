// Prints SuggestionText.sentKey's character classes and case mapping as PostgreSQL escapes, from
// the Unicode properties of the Swift that runs it: what Sources/PostgresStore/Schema/SentKeySQL.swift
// holds (migration 6). A released migration never changes: when PostgresSentKeyTests finds that a
// newer Swift reads some character otherwise, a new migration redefines bookdir_sent_key from this
// script's output (SEP, DROP, FROM, TO; MULTI: the characters whose lower case is two).
//   swiftc -O scripts/sent-key-classes.swift -o /tmp/sent-key-classes && /tmp/sent-key-classes
func hex(_ v: UInt32) -> String {
    let h = String(v, radix: 16, uppercase: true)
    if v <= 0xFFFF { return "\\u" + String(repeating: "0", count: 4 - h.count) + h }
    return "\\U" + String(repeating: "0", count: 8 - h.count) + h
}
func ranges(_ pred: (Unicode.Scalar) -> Bool) -> String {
    var out: [(UInt32, UInt32)] = []
    var v: UInt32 = 1
    while v <= 0x10FFFF {
        if let s = Unicode.Scalar(v), pred(s) {
            if let last = out.last, last.1 == v - 1 { out[out.count - 1].1 = v } else { out.append((v, v)) }
        }
        v += 1
    }
    var parts: [String] = []
    for r in out { parts.append(r.0 == r.1 ? hex(r.0) : hex(r.0) + "-" + hex(r.1)) }
    return parts.joined()
}
func isPunct(_ c: Unicode.GeneralCategory) -> Bool {
    switch c {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
    default: return false
    }
}
func separates(_ s: Unicode.Scalar) -> Bool { s.properties.isWhitespace || s.properties.isDash || s == "/" }
let sep = ranges(separates)
let drop = ranges { s in
    if separates(s) || s == "&" { return false }
    let p = s.properties
    return p.isDefaultIgnorableCodePoint || isPunct(p.generalCategory) || p.generalCategory == .control
}
var from = "", to = ""
var multi: [(String, String)] = []
var v: UInt32 = 1
while v <= 0x10FFFF {
    if let s = Unicode.Scalar(v) {
        let m = s.properties.lowercaseMapping
        if m != String(s) {
            let scalars = Array(m.unicodeScalars)
            if scalars.count == 1 {
                from += hex(v)
                to += hex(scalars[0].value)
            } else {
                var t = ""
                for x in scalars { t += hex(x.value) }
                multi.append((hex(v), t))
            }
        }
    }
    v += 1
}
print("SEP=" + sep)
print("DROP=" + drop)
print("FROM=" + from)
print("TO=" + to)
for (a, b) in multi { print("MULTI=" + a + " " + b) }
