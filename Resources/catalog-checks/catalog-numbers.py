#!/usr/bin/env python3
"""Rewrites the numbers of Resources/CATALOG.md (the opening count, the award table and the table
under "The numbers") from Resources/books.json. Run from the repository's root."""
import collections, json, re

books = json.load(open("Resources/books.json", encoding="utf-8"))["books"]
cats = collections.Counter(b["category"] for b in books)
line = f"{len(books)} (PB {cats['PB']}, CB {cats['CB']}, MG {cats['MG']}, YA {cats['YA']})"
text = open("Resources/CATALOG.md", encoding="utf-8").read()
text = re.sub(r"bundled catalog: \d+ children's", f"bundled catalog: {len(books)} children's", text)
text = re.sub(r"\(Picture Book \d+, Chapter Book \d+, Middle Grade \d+, Young Adult \d+\)",
              f"(Picture Book {cats['PB']}, Chapter Book {cats['CB']}, Middle Grade {cats['MG']}, Young Adult {cats['YA']})", text)
awards = collections.Counter(a["award"] for b in books for a in b.get("awards", []))
names = {"Asian/Pacific American Award for Literature": "Asian/Pacific American Award for Literature (APALA)"}
def award_row(match):
    indent, name = match.group(1), match.group(2)
    if name.startswith("Pura Belpré Author Award, Illustrator Award"):
        return f"{indent}| {name} | {awards['Pura Belpré Author Award']}, {awards['Pura Belpré Illustrator Award']} |"
    key = next((k for k, v in names.items() if v == name), name)
    return f"{indent}| {name} | {awards[key]} |" if key in awards else match.group(0)
text = re.sub(r"^( +)\| ([^|]+?) \| [\d, ]+ \|$", award_row, text, flags=re.M)
communities = collections.Counter(c for b in books for c in b.get("communities", []))
rows = {
    "books": line,
    "from 2022 on": sum(b["year"] >= 2022 for b in books),
    "from 2024 on": sum(b["year"] >= 2024 for b in books),
    "from 2025 on": sum(b["year"] >= 2025 for b in books),
    "from 2026": sum(b["year"] >= 2026 for b in books),
    "award winners or honor books": sum(bool(b.get("awards")) for b in books),
    "with a credited illustrator": sum(bool(b.get("illustrators")) for b in books),
    "with the ISBN of the first US edition": sum(bool(b.get("isbn")) for b in books),
    "with an ISBN of any edition (`isbn` or `isbns`)": sum(bool(b.get("isbn") or b.get("isbns")) for b in books),
    "with more than one edition's ISBN (`isbns`)": sum(len(b.get("isbns", [])) > 1 for b in books),
    "with other editions' ISBNs only (the first US edition's not found)": sum(bool(b.get("isbns")) and not b.get("isbn") for b in books),
    "with a grade range (`grades`)": sum(bool(b.get("grades")) for b in books),
    "with their languages (`languages`)": sum(bool(b.get("languages")) for b in books),
    "bilingual (two languages or more)": sum(len(b.get("languages", [])) > 1 for b in books),
    "centering Black communities": communities["black"], "Latine": communities["latine"],
    "East Asian": communities["east-asian"], "Indigenous": communities["indigenous"],
    "South Asian": communities["south-asian"], "Multiracial": communities["multiracial"],
    "Southeast Asian": communities["southeast-asian"], "Middle Eastern and North African": communities["mena"],
    "Pacific Islander": communities["pacific-islander"],
}
start = text.index("## The numbers")
table_start = text.index("| | count |", start)
table_end = text.index("\n\n", table_start)
table = "| | count |\n|---|---|\n" + "\n".join(f"| {k} | {v} |" for k, v in rows.items())
text = text[:table_start] + table + text[table_end:]
open("Resources/CATALOG.md", "w", encoding="utf-8").write(text)
