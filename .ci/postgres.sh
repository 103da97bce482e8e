#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the server tests, in a folder of its own.
#
#   .ci/postgres.sh start DIR PORT   initdb into DIR (trust auth, socket in DIR), start on 127.0.0.1:PORT,
#                                    create the database "canguro", print its URL on stdout
#   .ci/postgres.sh stop DIR         stop the cluster and remove DIR
#
# root cannot run initdb or postgres, so as root the cluster runs as the "postgres" user (created by the
# postgresql package); any other user runs it as itself.
set -euo pipefail

pg_bindir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -n "$dir" && -x "$dir/pg_ctl" ]]; then
    echo "$dir"
  elif command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"
  else
    echo "postgres.sh: no PostgreSQL server binaries (pg_ctl) found" >&2
    return 1
  fi
}

# Runs a command as the cluster's owner.
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

start() {
  local dir=$1 port=$2 bin
  bin=$(pg_bindir)
  mkdir -p "$dir/socket"
  if [[ $(id -u) -eq 0 ]]; then
    chown -R postgres: "$dir"
  fi
  as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; return 1; }
  # Durability is pointless for a cluster that lives for one CI run; turning it off makes tests faster.
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 60 \
    -o "-p $port -k $dir/socket -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null ||
    { cat "$dir/postgres.log" >&2; return 1; }
  as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres canguro
  echo "$("$bin/postgres" --version) running in $dir" >&2
  echo "postgres://postgres@127.0.0.1:$port/canguro"
}

stop() {
  local dir=$1 bin
  bin=$(pg_bindir)
  if [[ -f "$dir/data/postmaster.pid" ]]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) start "${2:?DIR}" "${3:?PORT}" ;;
  stop) stop "${2:?DIR}" ;;
  *)
    echo "usage: $0 start DIR PORT | stop DIR" >&2
    exit 2
    ;;
esac
