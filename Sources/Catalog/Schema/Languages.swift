/// The languages a book is published in or alongside: ISO 639-1 codes, and ISO 639-2 where a
/// language has no two-letter code (Hawaiian, Cherokee, Hmong, Lakota). Their order is their packed
/// code: add at the end.
public enum Languages {
    public static let vocabulary = Vocabulary([
        .init("en", "English"), .init("es", "Spanish", aliases: ["español", "espanol"]), .init("fr", "French"),
        .init("pt", "Portuguese"), .init("ht", "Haitian Creole", aliases: ["kreyòl", "creole"]), .init("zh", "Chinese"),
        .init("ja", "Japanese"), .init("ko", "Korean"), .init("vi", "Vietnamese"), .init("tl", "Tagalog", aliases: ["filipino"]),
        .init("hmn", "Hmong"), .init("km", "Khmer"), .init("lo", "Lao"), .init("th", "Thai"), .init("hi", "Hindi"),
        .init("ur", "Urdu"), .init("bn", "Bengali", aliases: ["bangla"]), .init("pa", "Punjabi"), .init("gu", "Gujarati"),
        .init("ta", "Tamil"), .init("te", "Telugu"), .init("ar", "Arabic"), .init("fa", "Persian", aliases: ["farsi"]),
        .init("so", "Somali"), .init("sw", "Swahili"), .init("yo", "Yoruba"), .init("ig", "Igbo"), .init("am", "Amharic"),
        .init("nv", "Navajo", aliases: ["diné"]), .init("oj", "Ojibwe", aliases: ["ojibwa", "anishinaabemowin"]),
        .init("chr", "Cherokee"), .init("lkt", "Lakota"), .init("haw", "Hawaiian", aliases: ["ʻōlelo hawaiʻi"]),
        .init("sm", "Samoan"), .init("to", "Tongan"), .init("mi", "Māori"), .init("ch", "Chamorro", aliases: ["chamoru"]),
        .init("qu", "Quechua"),
    ])
}
