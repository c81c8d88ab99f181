import Catalog
import Search

/// Books and errors the view-model tests share.
enum Fixture {
    static let snowyDay = Book(
        id: "the-snowy-day", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook,
        description: "Peter explores his city after the first snowfall.", year: 1962)
    static let whistle = Book(
        id: "whistle-for-willie", title: "Whistle for Willie", author: "Ezra Jack Keats", category: .pictureBook,
        description: "Peter wishes he could whistle for his dog.", year: 1964)
    static let brownGirl = Book(
        id: "brown-girl-dreaming", title: "Brown Girl Dreaming", author: "Jacqueline Woodson", category: .middleGrade,
        description: "A childhood told in verse, between South Carolina and Brooklyn.", year: 2014)
    static let julian = Book(
        id: "julian-is-a-mermaid", title: "Julián Is a Mermaid", author: "Jessica Love", category: .pictureBook,
        description: "Julián dreams of being a mermaid, and his abuela understands.")
    static let yaBook = Book(
        id: "the-poet-x", title: "The Poet X", author: "Elizabeth Acevedo", category: .youngAdult,
        description: "Xiomara finds her voice in slam poetry.", year: 2018)
    static let mercy = Book(
        id: "merci-suarez-changes-gears", title: "Merci Suárez Changes Gears", author: "Meg Medina",
        category: .middleGrade, description: "Merci navigates sixth grade and her grandfather's illness.", year: 2018)

    /// A small catalog: three picture books, two middle grade, one young adult, no chapter book.
    static let catalog = [snowyDay, brownGirl, julian, yaBook, whistle, mercy]

    static let unreadable = BookStoreError(
        kind: .unreadable, path: "/data/books.json",
        message: "The catalog cannot be read: Permission denied (/data/books.json).")
    static let writeFailed = BookStoreError(
        kind: .writeFailed, path: "/data/suggestions.json",
        message: "Could not write the suggestions file: No space left on device (/data/suggestions.json).")
}
