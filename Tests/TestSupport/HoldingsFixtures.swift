import Foundation

/// What the holdings tests read: a small catalog, exports shaped like Destiny's and Koha's
/// (written here), and the files other programs write (pymarc's MARC 21 and MARCXML, openpyxl's
/// .xlsx, a workbook of inline strings), made by HoldingsExports/make_exports.py in a folder of
/// their own. `make test` installs pymarc and openpyxl first (scripts/ensure-deps.sh); a missing
/// one fails the tests, never skips them.
public enum HoldingsFixtures {
    /// Eight directory books: three with ISBNs, one with a subtitle, awards and communities.
    public static let catalog = """
        {"version": 2, "books": [
          {"id": "fry-bread", "title": "Fry Bread: A Native American Family Story", "authors": ["Kevin Noble Maillard"],
           "category": "PB", "description": "Fry bread is food, shape and family.", "year": 2019, "isbn": "9781626727465",
           "communities": ["indigenous"], "awards": [{"award": "Robert F. Sibert Informational Book Medal", "year": 2020, "level": "winner"}]},
          {"id": "water", "title": "We Are Water Protectors", "authors": ["Carole Lindstrom"], "category": "PB",
           "description": "An Ojibwe girl rallies her community.", "year": 2020, "communities": ["indigenous"],
           "awards": [{"award": "Caldecott Medal", "year": 2021, "level": "winner"}]},
          {"id": "the-snowy-day", "title": "The Snowy Day", "authors": ["Ezra Jack Keats"], "category": "PB",
           "description": "Peter explores the snow.", "year": 1962, "isbn": "9780670654000", "communities": ["black"],
           "awards": [{"award": "Caldecott Medal", "year": 1963, "level": "winner"}]},
          {"id": "last-stop", "title": "Last Stop on Market Street", "authors": ["Matt de la Peña"], "category": "PB",
           "description": "CJ rides the bus with his grandmother.", "year": 2015, "communities": ["black", "latine"],
           "awards": [{"award": "Newbery Medal", "year": 2016, "level": "winner"}]},
          {"id": "brown-girl-dreaming", "title": "Brown Girl Dreaming", "authors": ["Jacqueline Woodson"], "category": "MG",
           "description": "A memoir in verse.", "year": 2014, "communities": ["black"]},
          {"id": "frog-and-toad", "title": "Frog and Toad Are Friends", "authors": ["Arnold Lobel"], "category": "CB",
           "description": "Five stories of two friends.", "year": 1970},
          {"id": "the-hate-u-give", "title": "The Hate U Give", "authors": ["Angie Thomas"], "category": "YA",
           "description": "Starr finds her voice.", "year": 2017, "isbn": "9780062498533", "communities": ["black"],
           "awards": [{"award": "Michael L. Printz Award", "year": 2018, "level": "honor"}]},
          {"id": "rez-dogs", "title": "Rez Dogs", "authors": ["Joseph Bruchac"], "category": "MG",
           "description": "Malian and her dog in lockdown.", "year": 2021, "isbn": "9781646144549", "communities": ["indigenous"]}
        ]}
        """

    /// What each export's ten titles match, in order: book id and reason; the three others
    /// (Harry Potter, an ISBN with a wrong check digit, The Snowy Day by someone else) match none.
    public static let expectedMatches = [
        "fry-bread ISBN 9781626727465", "the-snowy-day ISBN 9780670654000", "last-stop title and author",
        "brown-girl-dreaming title and author", "frog-and-toad title and author", "the-hate-u-give ISBN 9780062498533",
        "fry-bread title and author",
    ]

    /// A Destiny title list as its CSV export writes it (quoted cells, CRLF, an Excel ="…" cell).
    public static let destinyCSV = """
        "Title","Author","ISBN","Call Number","Copies"\r
        "Fry bread : a Native American family story","Maillard, Kevin Noble","1626727465 (hardcover)","E MAI",1\r
        "The snowy day","Keats, Ezra Jack",="9780670654000","E KEA",2\r
        "Last stop on Market Street","De la Peña, Matt","","E DEL",1\r
        "Brown girl dreaming : a memoir in verse","Woodson, Jacqueline, 1963-","9780399252518","811 WOO",1\r
        "Frog & Toad are friends","Lobel, Arnold","","E LOB",1\r
        "The hate u give","Thomas, Angie","978-0-06-249853-3 (paperback)","FIC THO",3\r
        "Harry Potter and the sorcerer's stone","Rowling, J. K.","9780590353427","FIC ROW",1\r
        "Some other book","Nobody, Anne","9780062381148","FIC NOB",1\r
        "The snowy day","Else, Someone","","E ELS",1\r
        "Fry bread","Maillard, Kevin Noble","","E MAI",1\r

        """

    /// A Koha report as TSV: biblio columns named as the report names them, several ISBNs a cell.
    public static let kohaTSV = """
        biblionumber\tbiblio.title\tbiblio.author\tbiblioitems.isbn
        101\tFry bread: a Native American family story\tMaillard, Kevin Noble\t1626727465 | 9781626727465
        102\tThe snowy day\tKeats, Ezra Jack\t0670654000
        103\tLast stop on Market Street\tDe la Peña, Matt\t
        104\tBrown girl dreaming: a memoir in verse\tWoodson, Jacqueline\t9780399252518
        105\tFrog & Toad are friends\tLobel, Arnold\t
        106\tThe hate u give\tThomas, Angie\t9780062498533 (pbk.)
        107\tHarry Potter and the sorcerer's stone\tRowling, J. K.\t9780590353427
        108\tSome other book\tNobody, Anne\t9780062381148
        109\tThe snowy day\tElse, Someone\t
        110\tFry bread\tMaillard, Kevin Noble\t

        """

    /// The folder of the files other programs wrote (koha.mrc, koha.xml, spreadsheet.xlsx,
    /// inline.xlsx), made once a test run.
    public static func exportsFolder() throws -> URL {
        try made.get()
    }

    private static let made: Result<URL, any Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bookdir-holdings-\(UUID().uuidString.prefix(8))")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("HoldingsExports/make_exports.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "HoldingsFixtures", code: Int(process.terminationStatus), userInfo: [
                NSLocalizedDescriptionKey: "make_exports.py failed (run `make test-deps` for pymarc and openpyxl): "
                    + String(decoding: said, as: UTF8.self)])
        }
        return folder
    }

    /// The bytes of the made export `name`.
    public static func export(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: try exportsFolder().appendingPathComponent(name)))
    }
}
