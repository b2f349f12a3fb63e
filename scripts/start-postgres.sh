#!/usr/bin/env bash
# Starts a throw-away PostgreSQL 15 cluster on loopback for the native-database test run and prints its URL.
# Usage: eval "$(scripts/start-postgres.sh)"   (sets DATABASE_URL)
set -euo pipefail
PGBIN=/usr/lib/postgresql/15/bin
PGDATA=${PGDATA_DIR:-/tmp/fengshou-pg}
PORT=${PGPORT_TEST:-55432}
# The socket lives in a directory of the cluster's own: a lock file left in /tmp by a cluster that is gone
# (a machine restored from a snapshot) names a pid that may now belong to anything, and would refuse the start.
SOCKETS=$PGDATA-sockets
as_postgres() { su postgres -s /bin/sh -c "$1"; }
id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql postgres

init_cluster() {
  rm -rf "$PGDATA" "$SOCKETS"; mkdir -p "$PGDATA" "$SOCKETS"; chown postgres "$PGDATA" "$SOCKETS"
  as_postgres "$PGBIN/initdb -D $PGDATA -A trust -U postgres -E UTF8 --locale=C.UTF-8" >/dev/null
}
start_cluster() {
  # Durability is irrelevant for a test cluster; fsync off makes CREATE DATABASE per test file fast.
  as_postgres "$PGBIN/pg_ctl -D $PGDATA -l $PGDATA/server.log -w -o '-p $PORT -k $SOCKETS \
    -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off \
    -c max_connections=200' start" >/dev/null
}

[ -f "$PGDATA/PG_VERSION" ] && [ -d "$SOCKETS" ] || init_cluster
if ! as_postgres "$PGBIN/pg_ctl -D $PGDATA status" >/dev/null 2>&1; then
  # Not running: whatever pid file is there is stale, and a cluster that fails to start is rebuilt once.
  rm -f "$PGDATA/postmaster.pid" "$SOCKETS"/.s.PGSQL.*
  if ! start_cluster 2>/dev/null; then
    init_cluster
    start_cluster || { tail -n 30 "$PGDATA/server.log" >&2; exit 1; }
  fi
fi
echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
