#!/usr/bin/env python3
"""Adds the checked awards of the two-way award check to Resources/books.json.

Reads every line of the files in AWARD_FILES (drafts/award-two-way-checked.jsonl: the checker's verdict on each
`add` the two-way check proposed; see checked-award-two-way-report.md) whose verdict is "confirmed" or
"changed: …" (the award given on the line is then the checked one) and adds that award to its book, unless
  - the book is not in the catalog;
  - the award's name is not one of the catalog's (`AwardName`) or its level not winner or honor;
  - the book already has an award of that name and year (reported, not changed);
  - the award's year is not within the book's year and the three after (nor after THIS_YEAR): the catalog's
    rule, checked by BundledCatalogTests (testEveryBookHasAYearAndItsAwardsComeInThatYearOrTheThreeAfter).
A book's awards stay in the catalog's order: by year, then as listed (an added award goes after the book's
awards of the same year or earlier). Running it again adds nothing.
Run from the repository's root, after apply-fields.py: python3 Resources/catalog-checks/apply-awards.py
"""
import importlib.util, json, os, sys

AWARD_FILES = ["award-two-way-checked.jsonl"]
THIS_YEAR = 2026
AWARD_NAMES = [
    "Newbery Medal", "Caldecott Medal", "Michael L. Printz Award", "Robert F. Sibert Informational Book Medal",
    "Theodor Seuss Geisel Award", "Coretta Scott King Author Award", "Coretta Scott King Illustrator Award",
    "Coretta Scott King-John Steptoe New Talent Award", "Pura Belpré Author Award", "Pura Belpré Illustrator Award",
    "Pura Belpré Young Adult Author Award", "Asian/Pacific American Award for Literature",
    "American Indian Youth Literature Award", "Arab American Book Award",
    "National Book Award for Young People's Literature", "Walter Dean Myers Award", "Schneider Family Book Award",
    "Stonewall Book Award", "William C. Morris Award", "Boston Globe-Horn Book Award", "Odyssey Award",
]

_spec = importlib.util.spec_from_file_location("apply_fields", os.path.join(os.path.dirname(__file__), "apply-fields.py"))
_fields = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_fields)
KEYS = _fields.KEYS


def insert_in_order(awards, award):
    """Puts award after the last of awards of its year or before (the catalog's order: by year, then as listed)."""
    position = 0
    for index, other in enumerate(awards):
        if other["year"] <= award["year"]:
            position = index + 1
    awards.insert(position, award)


def main():
    path = "Resources/books.json"
    catalog = json.load(open(path, encoding="utf-8"))
    books = {b["id"]: b for b in catalog["books"]}
    added, skipped = [], []
    for name in AWARD_FILES:
        for line in open("Resources/catalog-checks/drafts/" + name, encoding="utf-8"):
            if not line.strip():
                continue
            row = json.loads(line)
            verdict = row.get("verdict", "")
            if row.get("change") != "add" or not (verdict == "confirmed" or verdict.startswith("changed")):
                skipped.append(f"{row['id']}: not an add confirmed by the checker ({verdict or 'no verdict'})")
                continue
            award = {"award": row["award"]["award"], "year": row["award"]["year"], "level": row["award"]["level"]}
            citation = f"{award['award']} {award['year']} {award['level']}"
            book = books.get(row["id"])
            if book is None:
                skipped.append(f"{row['id']}: {citation}: not in books.json")
                continue
            if award["award"] not in AWARD_NAMES or award["level"] not in ("winner", "honor"):
                skipped.append(f"{row['id']}: {citation}: not an award name or level of the catalog")
                continue
            same = [a for a in book.get("awards", []) if a["award"] == award["award"] and a["year"] == award["year"]]
            if same:
                skipped.append(f"{row['id']}: {citation}: already has {same[0]['award']} {same[0]['year']} {same[0]['level']}")
                continue
            if not book["year"] <= award["year"] <= min(book["year"] + 3, THIS_YEAR):
                skipped.append(f"{row['id']}: {citation}: outside the book's year {book['year']} and the three after")
                continue
            insert_in_order(book.setdefault("awards", []), award)
            added.append(f"{row['id']}: {citation}")
    catalog["books"] = [{k: b[k] for k in KEYS if k in b} | {k: v for k, v in b.items() if k not in KEYS}
                        for b in catalog["books"]]
    with open(path, "w", encoding="utf-8") as out:
        out.write(json.dumps(catalog, indent=2, ensure_ascii=False) + "\n")
    print(json.dumps({"awards added": len(added), "skipped": len(skipped)}))
    for line in added:
        print("added", line)
    for line in skipped:
        print("skipped", line, file=sys.stderr)


if __name__ == "__main__":
    main()
