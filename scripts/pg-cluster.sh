#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests and `make bench`, in a folder of its own:
#   pg-cluster.sh start DIR [PID]   initdb in DIR, start the server on a Unix socket in DIR (no TCP),
#                                   fsync off, create the database bookdir owned by the superuser
#                                   bookdir, and print its address; with PID, the cluster is stopped
#                                   and DIR removed once that process ends.
#   pg-cluster.sh pause DIR         stop the server (to test a server that goes away)
#   pg-cluster.sh resume DIR        start it again
#   pg-cluster.sh stop DIR          stop the server and remove DIR
# PG_CLUSTER_OPTIONS (at start) adds server options, kept for resume: the shared store's network
# tests listen on TCP with ssl = on through it (Tests/TestSupport/NetworkCluster.swift), on the
# port PGPORT names (the socket's name follows it).
# When run as root, the server runs as the user nobody (PostgreSQL refuses to run as root).
set -euo pipefail

command=${1:?usage: pg-cluster.sh start|pause|resume|stop DIR [PID]}
dir=${2:?usage: pg-cluster.sh start|pause|resume|stop DIR [PID]}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "pg-cluster.sh: PostgreSQL's server is not installed (apt-get install postgresql; make test does it)" >&2; exit 1; }

as_owner() {
    if [ "$(id -u)" = 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi
}

server_start() {
    extra=$(cat "$dir/options" 2>/dev/null || true)
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
        -o "-k $dir -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 $extra" \
        start >/dev/null
}

case "$command" in
start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown nobody "$dir"
    printf '%s' "${PG_CLUSTER_OPTIONS:-}" >"$dir/options"
    as_owner "$bin/initdb" -D "$dir/data" -U bookdir --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
        || { cat "$dir/initdb.log" >&2; exit 1; }
    server_start || { cat "$dir/server.log" >&2; exit 1; }
    "$bin/psql" -h "$dir" -p "${PGPORT:-5432}" -U bookdir -d postgres -qAt -c "CREATE DATABASE bookdir" >/dev/null
    if [ -n "${3:-}" ]; then
        setsid nohup bash -c 'while kill -0 "$1" 2>/dev/null; do sleep 1; done; "$2" stop "$3"' _ "$3" "$0" "$dir" \
            >/dev/null 2>&1 </dev/null &
    fi
    echo "postgresql://bookdir@/bookdir?host=$dir"
    ;;
pause)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
resume)
    server_start
    ;;
stop)
    [ -d "$dir/data" ] && as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
*)
    echo "pg-cluster.sh: unknown command $command" >&2
    exit 2
    ;;
esac
