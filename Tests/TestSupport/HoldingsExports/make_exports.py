"""Writes the holdings tests' exports with programs that are not bookdir's: pymarc (MARC 21 and
MARCXML) and openpyxl (.xlsx), plus a workbook of inline strings put together with zipfile.

The same ten titles in each (see HoldingsFixtures.swift for what each should match):
    python3 make_exports.py OUTDIR
"""
import sys
import zipfile
from pathlib import Path

import openpyxl
import pymarc
from pymarc import Field, Record, Subfield

# (record number, ISBNs as the 020 $a or cell holds them, 245 $a, 245 $b, main entry, added author)
TITLES = [
    ("b1", ["1626727465 (hardcover)"], "Fry bread :", "a Native American family story /", "Maillard, Kevin Noble,", None),
    ("b2", ["9780670654000"], "The snowy day /", None, "Keats, Ezra Jack.", None),
    ("b3", [], "Last stop on Market Street /", None, "De la Peña, Matt,", "Robinson, Christian,"),
    ("b4", ["9780399252518"], "Brown girl dreaming :", "a memoir in verse /", "Woodson, Jacqueline, 1963-", None),
    ("b5", [], "Frog & Toad are friends /", None, "Lobel, Arnold.", None),
    ("b6", ["978-0-06-249853-3 (paperback)"], "The hate u give /", None, "Thomas, Angie,", None),
    ("b7", ["9780590353427"], "Harry Potter and the sorcerer's stone /", None, "Rowling, J. K.,", None),
    ("b8", ["9780062381148"], "Some other book /", None, "Nobody, Anne.", None),
    ("b9", [], "The snowy day /", None, "Else, Someone.", None),
    ("b10", [], "Fry bread /", None, "Maillard, Kevin Noble.", None),
]


def marc_records():
    for control, isbns, title, subtitle, author, added in TITLES:
        record = Record(force_utf8=True)
        record.add_field(Field(tag="001", data=control))
        for isbn in isbns:
            record.add_field(Field(tag="020", indicators=[" ", " "], subfields=[Subfield("a", isbn)]))
        record.add_field(Field(tag="100", indicators=["1", " "], subfields=[Subfield("a", author)]))
        title_subfields = [Subfield("a", title)] + ([Subfield("b", subtitle)] if subtitle else [])
        record.add_field(Field(tag="245", indicators=["1", "0"], subfields=title_subfields + [Subfield("c", "by someone.")]))
        if added:
            record.add_field(Field(tag="700", indicators=["1", " "], subfields=[Subfield("a", added), Subfield("e", "illustrator.")]))
        yield record


def spreadsheet_rows():
    """The titles as a spreadsheet holds them: a whole ISBN-13 typed in a cell is a number."""
    for control, isbns, title, subtitle, author, added in TITLES:
        cell = isbns[0] if isbns else None
        if cell and cell.isdigit() and len(cell) == 13:
            cell = int(cell)
        whole = title.rstrip(" /:") + (": " + subtitle.rstrip(" /") if subtitle else "")
        yield [cell, whole, author.rstrip(",."), control]


def write_workbook(path):
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Titles"
    sheet.append(["Holdings report"])
    sheet.append(["ISBN13", "Title", "Author", "Record #"])
    for row in spreadsheet_rows():
        sheet.append(row)
    book.save(path)


def inline_cell(reference, value):
    if value is None:
        return ""
    if isinstance(value, int):
        return f'<c r="{reference}"><v>{value}</v></c>'
    text = str(value).replace("&", "&amp;").replace("<", "&lt;")
    return f'<c r="{reference}" t="inlineStr"><is><t>{text}</t></is></c>'


def write_inline_workbook(path):
    """A workbook as some catalog systems write one: inline strings, no shared strings part."""
    rows = [["Title", "Author", "ISBN"]] + [[r[1], r[2], r[0]] for r in spreadsheet_rows()]
    sheet_rows = []
    for number, row in enumerate(rows, start=1):
        cells = "".join(inline_cell(f"{letter}{number}", value) for letter, value in zip("ABC", row))
        sheet_rows.append(f'<row r="{number}">{cells}</row>')
    main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>')
        archive.writestr("xl/workbook.xml", f'<?xml version="1.0"?><workbook xmlns="{main}" xmlns:r="{rel}"><sheets><sheet name="Export" sheetId="1" r:id="rId7"/></sheets></workbook>')
        archive.writestr("xl/_rels/workbook.xml.rels", '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="worksheet" Target="worksheets/export.xml"/></Relationships>')
        archive.writestr("xl/worksheets/export.xml", f'<?xml version="1.0"?><worksheet xmlns="{main}"><sheetData>{"".join(sheet_rows)}</sheetData></worksheet>')


def main():
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    records = list(marc_records())
    with open(out / "koha.mrc", "wb") as handle:
        for record in records:
            handle.write(record.as_marc())
    writer = pymarc.XMLWriter(open(out / "koha.xml", "wb"))
    for record in records:
        writer.write(record)
    writer.close()
    write_workbook(out / "spreadsheet.xlsx")
    write_inline_workbook(out / "inline.xlsx")


if __name__ == "__main__":
    main()
