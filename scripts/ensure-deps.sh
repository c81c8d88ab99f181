#!/usr/bin/env bash
# Makes sure the system packages bookdir needs are present: the ncursesw headers (to build),
# tmux (for the end-to-end tests), jq (the --help examples, which the tests run, pipe into it),
# chromium and poppler-utils (the exported HTML list is printed to PDF in headless Chromium and
# read back with pdftotext) and PostgreSQL's server (the tests and `make bench` start a throwaway
# cluster of their own, scripts/pg-cluster.sh). Installs them with apt-get when it can (one
# apt-get update); otherwise
# stops with the exact command to run.
set -euo pipefail

missing=()
pkg-config --exists ncursesw 2>/dev/null && [ -f /usr/include/ncursesw/curses.h ] || missing+=(libncurses-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
command -v jq >/dev/null 2>&1 || missing+=(jq)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && command -v psql >/dev/null 2>&1 || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

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
