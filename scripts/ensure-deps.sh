#!/usr/bin/env bash
# Makes sure what bookdir needs is present, for one purpose:
#   ensure-deps.sh build   building and running it (`make build`, `make run`, `make install`): the
#                          ncursesw headers and pkg-config, and nothing else;
#   ensure-deps.sh bench   `make bench`: the above, PostgreSQL's server (the store benchmark starts
#                          a throwaway cluster of its own, scripts/pg-cluster.sh) and Python's pymarc
#                          (the holdings figures: a MARC file it writes, and its reading time);
#   ensure-deps.sh test    `make test`: the above, tmux (the end-to-end tests), jq (the --help
#                          examples, which the tests run, pipe into it), chromium and poppler-utils
#                          (the exported HTML list is printed to PDF in headless Chromium and read
#                          back with pdftotext), openssl and ss (the shared store's TLS and
#                          keepalive tests), Python's markdown-it-py (the Markdown export is
#                          rendered by a CommonMark renderer), pymarc and openpyxl (the holdings
#                          tests read MARC, MARCXML and .xlsx files written by them, not by us).
# Installs system packages with apt-get when it can (one apt-get update) and the Python packages with
# python3's pip; otherwise stops with the exact command to run.
set -euo pipefail

purpose="${1:-build}"
case "$purpose" in
    build | bench | test) ;;
    *) echo "ensure-deps.sh: say build, bench or test, not $purpose" >&2; exit 2 ;;
esac

missing=()
pkg-config --exists ncursesw 2>/dev/null && [ -f /usr/include/ncursesw/curses.h ] || missing+=(libncurses-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if [ "$purpose" != build ]; then
    ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && command -v psql >/dev/null 2>&1 || missing+=(postgresql)
fi
python_missing=()
if [ "$purpose" = test ]; then
    command -v tmux >/dev/null 2>&1 || missing+=(tmux)
    command -v jq >/dev/null 2>&1 || missing+=(jq)
    command -v chromium >/dev/null 2>&1 || missing+=(chromium)
    command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
    # The shared store's TLS tests make a throwaway CA and certificates; its keepalive test reads ss.
    command -v openssl >/dev/null 2>&1 || missing+=(openssl)
    command -v ss >/dev/null 2>&1 || missing+=(iproute2)
    command -v python3 >/dev/null 2>&1 || missing+=(python3 python3-pip)
    python3 -c 'import markdown_it' >/dev/null 2>&1 || python_missing+=(markdown-it-py)
    python3 -c 'import pymarc' >/dev/null 2>&1 || python_missing+=(pymarc)
    python3 -c 'import openpyxl' >/dev/null 2>&1 || python_missing+=(openpyxl)
fi

if [ "$purpose" = bench ]; then
    command -v python3 >/dev/null 2>&1 || missing+=(python3 python3-pip)
    # The holdings figures read a MARC file pymarc writes, and time pymarc reading it.
    python3 -c 'import pymarc' >/dev/null 2>&1 || python_missing+=(pymarc)
fi

if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "Installing ${missing[*]} with apt-get…" >&2
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >&2
        apt-get install -y -qq "${missing[@]}" >&2
    else
        echo "bookdir needs ${missing[*]}. Install them, then run make again:" >&2
        echo "    sudo apt-get install ${missing[*]}" >&2
        exit 1
    fi
fi

if [ ${#python_missing[@]} -gt 0 ]; then
    echo "Installing ${python_missing[*]} with pip…" >&2
    # A system Python that an operating system manages refuses plain installs (PEP 668): the user's own site then.
    python3 -m pip install --quiet "${python_missing[@]}" >&2 \
        || python3 -m pip install --quiet --user --break-system-packages "${python_missing[@]}" >&2 \
        || { echo "bookdir's tests need ${python_missing[*]}. Install it, then run make test again:" >&2
             echo "    python3 -m pip install ${python_missing[*]}" >&2
             exit 1; }
fi
