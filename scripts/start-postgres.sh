#!/usr/bin/env bash
# Starts a throw-away PostgreSQL 15 cluster on loopback for the native-database test run and prints its URL.
# Usage: eval "$(scripts/start-postgres.sh)"   (sets DATABASE_URL)
set -euo pipefail
PGBIN=/usr/lib/postgresql/15/bin
PGDATA=${PGDATA_DIR:-/tmp/fengshou-pg}
PORT=${PGPORT_TEST:-55432}
id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql postgres
if [ ! -f "$PGDATA/PG_VERSION" ]; then
  rm -rf "$PGDATA"; mkdir -p "$PGDATA"; chown postgres "$PGDATA"
  su postgres -s /bin/sh -c "$PGBIN/initdb -D $PGDATA -A trust -U postgres -E UTF8 --locale=C.UTF-8" >/dev/null
fi
if ! su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D $PGDATA status" >/dev/null 2>&1; then
  # Durability is irrelevant for a test cluster; fsync off makes CREATE DATABASE per test file fast.
  su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D $PGDATA -l $PGDATA/server.log -w \
    -o '-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200' start" >/dev/null
fi
echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
