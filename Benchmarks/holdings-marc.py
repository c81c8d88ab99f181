"""bookdir-bench's MARC file: the rows of a holdings CSV (Title, Author, ISBN) written as MARC 21
records by pymarc, as a library's system would export them.
    python3 holdings-marc.py ROWS.csv COUNT OUT.mrc
"""
import csv
import sys

from pymarc import Field, Record, Subfield

with open(sys.argv[1], newline="") as rows, open(sys.argv[3], "wb") as out:
    for number, row in enumerate(csv.DictReader(rows)):
        if number >= int(sys.argv[2]):
            break
        record = Record(force_utf8=True)
        record.add_field(Field(tag="001", data="b%d" % number))
        record.add_field(Field(tag="020", indicators=[" ", " "], subfields=[Subfield("a", row["ISBN"])]))
        record.add_field(Field(tag="100", indicators=["1", " "], subfields=[Subfield("a", row["Author"] + ",")]))
        record.add_field(Field(tag="245", indicators=["1", "0"], subfields=[Subfield("a", row["Title"] + " /"), Subfield("c", "by someone.")]))
        out.write(record.as_marc())
