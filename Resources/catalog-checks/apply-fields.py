#!/usr/bin/env python3
"""Adds the checked new books and writes the checked isbns, grades and languages into Resources/books.json.

First, the books of the checked rounds named in NEW_BOOKS not yet in the catalog are added (an
`isbns` of one number, or one without a confirmed first-US `isbn`, is left out; a grade range must
be closed).

Reads every drafts/*checked*.jsonl line (the checker's verdicts; see checked-isbn-grades-report.md) but those of
NOT_FIELDS (the award check's, which apply-awards.py adds)
and sets, for each book it names:
  - isbn: the checked first-US-edition ISBN-13 when the book has none (a different one already
    there is reported, not replaced);
  - isbns: [isbn] + the checked other editions, only when there is more than one; or, for a book
    whose first US edition's number is not known, the checked other editions alone;
  - grades: a checked closed range [from, to] (an open range, "Grade 6 and up", is left out);
  - languages: the checked codes, in the vocabulary's order.
Every book not named gets languages ["en"] when its title and description show an English-language
edition (no word of another language in the title, no "bilingual"); the others are listed, not set.
Run from the repository's root: python3 Resources/catalog-checks/apply-fields.py
(then apply-awards.py, for the checked awards).
"""
import glob, json, re, sys

ORDER = ["en", "es", "fr", "pt", "ht", "zh", "ja", "ko", "vi", "tl", "hmn", "km", "lo", "th", "hi", "ur", "bn", "pa", "gu",
         "ta", "te", "ar", "fa", "so", "sw", "yo", "ig", "am", "nv", "oj", "chr", "lkt", "haw", "sm", "to", "mi", "ch", "qu"]
NEW_BOOKS = ["new-books-round3a-checked.json", "new-books-round3b-checked.json", "new-books-round4-checked.json",
             "new-books-2026pub-checked.json"]
# Checked files of another kind, read by apply-awards.py, not here.
NOT_FIELDS = {"award-two-way-checked.jsonl"}
# Flagged by the check below (a people's name or a word of another language in the description) and
# read by hand: English-language US editions (some words of Spanish, Ojibwe, Hawaiian, … in an
# English text). "kahoolawe" and "alberto-salas-plays-paka-paka-con-la-papa" are not read here: their
# languages come from the checked lines (["en"]; the second from round 4b).
REVIEWED_ENGLISH = {
    "nino-wrestles-the-world", "grandmas-gift", "indian-shoes", "jo-jo-makoons-snow-day", "the-shark-king", "mananaland",
    "the-birchbark-house", "the-game-of-silence", "in-the-footsteps-of-crazy-horse", "chickadee", "lei-and-the-fire-goddess",
    "code-talker-a-novel-about-the-navajo-marines-of-world-war-two", "between-the-deep-blue-sea-and-me", "sisters-in-the-wind",
    "sundust", "halfway-to-somewhere", "she-persisted-wilma-mankiller", "mascot",
    "contenders-two-native-baseball-players-one-world-series", "outfoxed", "red-bird-danced", "clack-clack-smack", "honeybee",
}
KEYS = ["id", "title", "authors", "illustrators", "category", "description", "year", "isbn", "communities", "awards",
        "isbns", "grades", "languages"]


def isbn_ok(text):
    if not re.fullmatch(r"\d{13}", text or ""):
        return False
    total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(text[:12]))
    return (10 - total % 10) % 10 == int(text[12])


def main():
    path = "Resources/books.json"
    catalog = json.load(open(path, encoding="utf-8"))
    known = {b["id"] for b in catalog["books"]}
    added = 0
    for name in NEW_BOOKS:
        for book in json.load(open("Resources/catalog-checks/drafts/" + name, encoding="utf-8"))["books"]:
            if book["id"] in known:
                continue
            if "isbn" not in book or len(book.get("isbns") or []) < 2:
                book.pop("isbns", None)
            elif book["isbns"][0] != book["isbn"]:
                book["isbns"] = [book["isbn"]] + [i for i in book["isbns"] if i != book["isbn"]]
            grades = book.get("grades")
            if grades is not None and (len(grades) != 2 or None in grades or not -1 <= grades[0] <= grades[1] <= 12):
                book.pop("grades")
            if "languages" in book:
                if book["languages"] and all(code in ORDER for code in book["languages"]):
                    book["languages"] = sorted(set(book["languages"]), key=ORDER.index)
                else:
                    book.pop("languages")
            catalog["books"].append(book)
            known.add(book["id"])
            added += 1
    books = {b["id"]: b for b in catalog["books"]}
    checked = {}
    # In the order of the rounds: the first round's file ("isbn-grade-checked.jsonl") before "-2" ….
    for name in sorted(glob.glob("Resources/catalog-checks/drafts/*checked*.jsonl"), key=lambda path: path[:-len(".jsonl")]):
        if name.rsplit("/", 1)[-1] in NOT_FIELDS:
            continue
        for line in open(name, encoding="utf-8"):
            if line.strip():
                row = json.loads(line)
                # A later round's line adds to an earlier one's (a grade check does not undo an ISBN).
                checked[row["id"]] = checked.get(row["id"], {}) | {key: value for key, value in row.items() if value is not None}
    problems, counts = [], {"books added": added, "isbn": 0, "isbns": 0, "grades": 0, "languages": 0, "languages en": 0}
    wordless = set()
    for book_id, row in checked.items():
        book = books.get(book_id)
        if book is None:
            problems.append(f"{book_id}: checked but not in books.json")
            continue
        isbn = row.get("isbn")
        if isbn and isbn_ok(isbn):
            if book.get("isbn") and book["isbn"] != isbn:
                problems.append(f"{book_id}: books.json has {book['isbn']}, the check {isbn}; left as it is")
            elif not book.get("isbn"):
                book["isbn"] = isbn
                counts["isbn"] += 1
        others = [o["isbn"] for o in row.get("otherIsbns") or [] if isbn_ok(o.get("isbn"))]
        if book.get("isbn") and others:
            book["isbns"] = [book["isbn"]] + [o for o in others if o != book["isbn"]]
            counts["isbns"] += 1
        elif others and not book.get("isbns"):
            # The first US edition's number unknown: the other editions alone (round 5b).
            book["isbns"] = others
            counts["isbns"] += 1
        grades = row.get("grades")
        if grades and len(grades) == 2 and None not in grades and -1 <= grades[0] <= grades[1] <= 12:
            book["grades"] = grades
            counts["grades"] += 1
        languages = row.get("languages")
        if languages == []:
            book.pop("languages", None)  # a wordless book: no language
            wordless.add(book_id)
        elif languages and all(code in ORDER for code in languages):
            book["languages"] = sorted(set(languages), key=ORDER.index)
            counts["languages"] += 1
    for book in catalog["books"]:
        if "languages" in book or book["id"] in wordless:
            continue
        text = book["title"] + " " + book["description"]
        if book["id"] not in REVIEWED_ENGLISH and re.search(r"bilingual|[¡¿ñ]|/| y |español|spanish|hawaiian|navajo|ojibwe|lakota|cherokee", text, re.I):
            problems.append(f"{book['id']}: languages left out (another language may be in it: check)")
            continue
        book["languages"] = ["en"]
        counts["languages en"] += 1
    catalog["books"] = [{k: b[k] for k in KEYS if k in b} | {k: v for k, v in b.items() if k not in KEYS}
                        for b in catalog["books"]]
    with open(path, "w", encoding="utf-8") as out:
        out.write(json.dumps(catalog, indent=2, ensure_ascii=False) + "\n")
    print(json.dumps(counts))
    for problem in problems:
        print(problem, file=sys.stderr)


if __name__ == "__main__":
    main()
