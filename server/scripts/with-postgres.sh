#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   scripts/with-postgres.sh corepack pnpm test
# The cluster lives in a temporary folder, listens on a free local port, is owned by the postgres
# user (initdb refuses root) and is always stopped and deleted at the end. The command sees
# TEST_DATABASE_URL and its exit code is this script's exit code.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [arguments...]" >&2
  exit 2
fi

find_bindir() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir
    return
  fi
  local candidate
  for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$candidate/initdb" ]; then
      echo "$candidate"
      return
    fi
  done
  echo "PostgreSQL's initdb was not found (tried pg_config --bindir and /usr/lib/postgresql/*/bin)" >&2
  exit 1
}

free_port() {
  local port
  for port in $(seq 54329 54429); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
  echo "no free port between 54329 and 54429" >&2
  exit 1
}

BINDIR="$(find_bindir)"
PORT="$(free_port)"
CLUSTER_DIR="$(mktemp -d "${TMPDIR:-/tmp}/topup-pg.XXXXXX")"
DATABASE="topup_test"

# Run a cluster command as the postgres user when we are root, as ourselves otherwise.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    su postgres -s /bin/bash -c "$(printf '%q ' "$@")"
  else
    "$@"
  fi
}

cleanup() {
  as_owner "$BINDIR/pg_ctl" -D "$CLUSTER_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$CLUSTER_DIR"
}
trap cleanup EXIT
# Turn signals into a normal exit so the EXIT trap still removes the cluster.
trap 'exit 130' INT
trap 'exit 143' TERM

if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$CLUSTER_DIR"
fi
as_owner "$BINDIR/initdb" -D "$CLUSTER_DIR/data" -U postgres --auth=trust >"$CLUSTER_DIR/initdb.log" 2>&1 ||
  { cat "$CLUSTER_DIR/initdb.log" >&2; exit 1; }
as_owner "$BINDIR/pg_ctl" -D "$CLUSTER_DIR/data" -l "$CLUSTER_DIR/server.log" -w \
  -o "-p $PORT -k $CLUSTER_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null ||
  { cat "$CLUSTER_DIR/server.log" >&2; exit 1; }
"$BINDIR/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DATABASE"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/$DATABASE"
echo "Throwaway PostgreSQL $("$BINDIR/pg_ctl" --version | sed -n 's/.*(PostgreSQL) \([^ ]*\).*/\1/p') at $TEST_DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
