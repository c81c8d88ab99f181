/// Catalogs the command-line tests run on.
enum Fixtures {
    /// Four well-formed books, one of them long enough to be cut at 80 columns.
    static let catalog = """
        {"version": 1, "books": [
          {"id": "the-snowy-day", "title": "The Snowy Day", "author": "Ezra Jack Keats", "category": "PB",
           "description": "Peter explores his neighborhood after the first snowfall of the winter.", "year": 1962,
           "isbn": "9780670654000"},
          {"id": "last-stop-on-market-street", "title": "Last Stop on Market Street", "author": "Matt de la Peña",
           "category": "PB", "description": "CJ rides the bus across the city with his grandmother.", "year": 2015},
          {"id": "brown-girl-dreaming", "title": "Brown Girl Dreaming", "author": "Jacqueline Woodson",
           "category": "MG", "description": "A memoir in verse of growing up in South Carolina and Brooklyn.", "year": 2014},
          {"id": "the-hate-u-give", "title": "The Hate U Give", "author": "Angie Thomas", "category": "YA",
           "description": "Starr Carter finds her voice after she sees a police officer shoot her friend."}
        ]}
        """

    /// Books whose fields hold terminal escape sequences, bidi controls and separators.
    static let hostileCatalog = """
        {"version": 1, "books": [
          {"id": "evil", "title": "Evil \\u001b]0;pwned\\u0007 \\u001b]52;c;aGk=\\u0007 Title",
           "author": "Hack\\u001b[31mer \\u202eesrever", "category": "YA",
           "description": "NUL \\u0000 DEL \\u007f C1 \\u009b LS \\u2028 PS \\u2029 isolate \\u2066x\\u2069"}
        ]}
        """

    /// Wide (CJK) text and combining marks, to check alignment by display width.
    static let wideCatalog = """
        {"version": 1, "books": [
          {"id": "cjk", "title": "日本語のタイトル", "author": "山田", "category": "MG", "description": "Wide.", "year": 2001},
          {"id": "marks", "title": "Cafe\\u0301 Ole\\u0301", "author": "Jose\\u0301", "category": "PB", "description": "Marks.", "year": 1999}
        ]}
        """
}

extension Fixtures {
    /// A version 2 catalog with communities and awards, for the query language and list's filters.
    static let facetCatalog = """
        {"version": 2, "books": [
          {"id": "water", "title": "We Are Water Protectors", "authors": ["Carole Lindstrom"], "illustrators": ["Michaela Goade"],
           "category": "PB", "description": "An Ojibwe girl rallies her community to protect the water.", "year": 2020,
           "communities": ["indigenous"], "awards": [{"award": "Caldecott Medal", "year": 2021, "level": "winner"}]},
          {"id": "sonia", "title": "The Moon Within", "authors": ["Aida Salazar"], "category": "MG",
           "description": "Celi faces her first period and her mother's moon ceremony.", "year": 2019,
           "communities": ["black", "latine"], "awards": [{"award": "Pura Belpré Author Award", "year": 2020, "level": "honor"}]},
          {"id": "thug", "title": "The Hate U Give", "authors": ["Angie Thomas"], "category": "YA",
           "description": "Starr sees a police officer shoot her friend.", "year": 2017, "communities": ["black"],
           "awards": [{"award": "Michael L. Printz Award", "year": 2018, "level": "honor"}]},
          {"id": "dear-martin", "title": "Dear Martin", "authors": ["Nic Stone"], "category": "YA",
           "description": "Justyce writes letters to Dr. King.", "year": 2017, "communities": ["black"]},
          {"id": "firekeeper", "title": "Firekeeper's Daughter", "authors": ["Angeline Boulley"], "category": "YA",
           "description": "Daunis goes undercover in an FBI investigation on and near the Sugar Island Ojibwe reservation.",
           "year": 2021, "communities": ["indigenous"], "awards": [{"award": "Michael L. Printz Award", "year": 2022, "level": "winner"}]}
        ]}
        """
}
