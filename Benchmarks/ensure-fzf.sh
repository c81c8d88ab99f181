#!/usr/bin/env bash
# Makes sure fzf is installed for the benchmark's side-by-side comparison: installs Debian's
# package with apt-get when running as root, otherwise says the command to run. Never fails the
# benchmark: without fzf the comparison is skipped and the report says so.
set -uo pipefail

command -v fzf >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing fzf with apt-get for the side-by-side comparison…" >&2
    export DEBIAN_FRONTEND=noninteractive
    { apt-get install -y -qq fzf >/dev/null 2>&1 || { apt-get update -qq >&2 && apt-get install -y -qq fzf >&2; }; } \
        || echo "Could not install fzf; the comparison with fzf will be skipped." >&2
else
    echo "fzf is missing, so the comparison with fzf will be skipped. To include it, run:" >&2
    echo "    sudo apt-get install fzf" >&2
fi
exit 0
