#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for tests.
#   scripts/pg-cluster.sh start DIR   -> initdb into DIR (as the postgres user when root), start on a free port,
#                                        print the connection URL on stdout
#   scripts/pg-cluster.sh stop DIR    -> stop it and remove DIR
#   scripts/pg-cluster.sh pause DIR   -> stop the server, keeping DIR (a database outage, for the fault tests)
#   scripts/pg-cluster.sh resume DIR  -> start it again on the same port with the same settings
# PG_OPTIONS adds server settings (e.g. "-c shared_buffers=2GB" for benchmarks).
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
cmd=${1:?start|stop}
dir=${2:?data folder}

as_pg() { if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi; }

case "$cmd" in
  start)
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then
      chown postgres "$dir"
      chmod a+x "$(dirname "$dir")"   # mktemp folders are 0700; postgres must be able to reach DIR
    fi
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_pg "$PGBIN/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1
    echo "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${PG_OPTIONS:-}" >"$dir/options"
    as_pg "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$(cat "$dir/options")" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  pause)
    as_pg "$PGBIN/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null
    ;;
  resume)
    as_pg "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$(cat "$dir/options")" start >/dev/null
    ;;
  stop)
    [ -d "$dir/data" ] && as_pg "$PGBIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop|pause|resume DIR" >&2; exit 2 ;;
esac
