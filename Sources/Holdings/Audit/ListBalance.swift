import Catalog

/// A reading list's balance in plain sentences: its categories, the communities it centers and
/// those it leaves out, its years of publication, its award winners ("No book centers Indigenous
/// people."; "All 6 books are from before 2000.").
public enum ListBalance {
    /// The sentences for a list of `books` (those still in the directory).
    public static func sentences(_ books: [Book]) -> [String] {
        guard !books.isEmpty else { return ["The list has no book in the directory."] }
        let total = books.count
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var sentences: [String] = []
        let categories = Category.allCases.compactMap { category -> (Category, Int)? in
            let number = books.count { $0.category == category }
            return number == 0 ? nil : (category, number)
        }
        if categories.count == 1, let only = categories.first {
            sentences.append(total == 1 ? "Its one book is a \(noun(only.0))." : "All \(total) books are \(noun(only.0))s.")
        } else {
            sentences.append("It has " + phrase(categories.map { count($0.1, noun($0.0)) }) + ".")
        }
        let centered = Community.allCases.map { community in (community, books.count { $0.centers(community) }) }
        for (community, number) in centered where number * 2 > total && total > 1 {
            sentences.append(number == total ? "Every book centers \(community.name) people."
                : "Most books (\(number) of \(total)) center \(community.name) people.")
        }
        let absent = centered.filter { $0.1 == 0 }.map(\.0.name)
        if absent.count == Community.allCases.count {
            sentences.append("No book centers any of the communities the directory follows.")
        } else if !absent.isEmpty {
            sentences.append("No book centers " + phrase(absent, joiner: "or") + " people.")
        }
        let years = books.compactMap(\.year)
        if let oldest = years.min(), let newest = years.max() {
            let known = years.count == total ? "All \(total) books" : "The \(count(years.count, "book")) of known year"
            if newest < 2000 {
                sentences.append(total == 1 ? "It is from before 2000." : "\(known) are from before 2000.")
            } else if oldest >= 2015 {
                sentences.append(total == 1 ? "It is from \(oldest)." : "\(known) are from 2015 or later.")
            } else {
                sentences.append("They were published from \(oldest) to \(newest).")
            }
        }
        let winners = books.count { $0.awards.contains { $0.level == .winner } }
        sentences.append(winners == 0 ? "No book won an award." : "\(winners) of \(total) won an award.")
        return sentences
    }

    /// "picture book", "middle-grade book".
    private static func noun(_ category: Category) -> String {
        category == .middleGrade ? "middle-grade book" : category.name.lowercased()
            + (category == .youngAdult ? " book" : "")
    }

    /// "a", "a and b", "a, b and c".
    private static func phrase(_ parts: [String], joiner: String = "and") -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " \(joiner) " + parts[parts.count - 1]
    }
}
