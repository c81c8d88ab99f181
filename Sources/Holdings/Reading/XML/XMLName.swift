/// XML names without their namespace prefix: "x:row" and "row" read alike.
enum XMLName {
    /// The part of `name` after its prefix.
    static func local(_ name: String) -> Substring {
        guard let colon = name.lastIndex(of: ":") else { return Substring(name) }
        return name[name.index(after: colon)...]
    }
}
