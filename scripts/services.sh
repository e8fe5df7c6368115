#!/usr/bin/env bash
# The database servers of the server-backed tests — PostgreSQL, MariaDB (or MySQL) and Redis —
# on loopback, with a test role and database in each.
#
#   bash scripts/services.sh install # apt-get install the servers (and nginx) that are missing (Debian/Ubuntu)
#   bash scripts/services.sh start   # start what is not running; create the test users (idempotent)
#   bash scripts/services.sh env     # print the PORTCULLIS_TEST_*_URL exports: eval "$(… env)"
#   bash scripts/services.sh stop    # stop the servers that `start` started (not the others)
#   bash scripts/services.sh stop --all   # stop all three, however they were started (CI)
#
# Needs the Debian packages (apt-get install -y postgresql mariadb-server redis-server nginx) and root,
# as `service` does. Credentials are fixed test values: never point this at a real server.
set -euo pipefail

USER_NAME=portcullis
PASSWORD=portcullis
DATABASE=portcullis_test
REDIS_PORT=6379
# What `start` started, so `stop` leaves alone the servers that were already running. A caller
# that pairs its own start and stop (scripts/test.sh) passes a folder of its own.
STATE_DIR="${PORTCULLIS_SERVICES_STATE:-${TMPDIR:-/tmp}/portcullis-services}"

log() { echo "› $*"; }

require_root() {
  if [ "$(id -u)" != "0" ]; then
    echo "scripts/services.sh $1 needs root (it uses 'service'): run it with sudo." >&2
    exit 1
  fi
}

postgres_running() { su postgres -c 'pg_isready -q -h 127.0.0.1' >/dev/null 2>&1; }
mysql_running() { mysqladmin --protocol=socket ping >/dev/null 2>&1; }
redis_running() { redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping >/dev/null 2>&1; }

wait_for() {
  local name=$1 check=$2
  for _ in $(seq 1 60); do
    if "$check"; then return 0; fi
    sleep 0.5
  done
  echo "$name did not come up within 30 s" >&2
  exit 1
}

mark_started() { mkdir -p "$STATE_DIR" && touch "$STATE_DIR/$1"; }

start_postgres() {
  if postgres_running; then
    log "PostgreSQL already running"
  else
    log "Starting PostgreSQL"
    # Debian's default cluster listens on localhost only (listen_addresses = 'localhost').
    service postgresql start >/dev/null
    mark_started postgresql
    wait_for PostgreSQL postgres_running
  fi
  # Idempotent: the role and the database may exist from an earlier run.
  su postgres -c 'psql -q -v ON_ERROR_STOP=1' <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$USER_NAME') THEN
    CREATE ROLE $USER_NAME LOGIN PASSWORD '$PASSWORD';
  END IF;
END \$\$;
SELECT 'CREATE DATABASE $DATABASE OWNER $USER_NAME'
  WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = '$DATABASE')\gexec
SQL
}

start_mysql() {
  if mysql_running; then
    log "MariaDB/MySQL already running"
  else
    log "Starting MariaDB"
    # Debian's mariadb-server binds 127.0.0.1 (bind-address in 50-server.cnf).
    service mariadb start >/dev/null 2>&1 || service mysql start >/dev/null
    mark_started mariadb
    wait_for MariaDB mysql_running
  fi
  # Each test file creates its own `portcullis_test_*` database, hence the wildcard grant.
  mysql --protocol=socket <<SQL
CREATE USER IF NOT EXISTS '$USER_NAME'@'127.0.0.1' IDENTIFIED BY '$PASSWORD';
CREATE USER IF NOT EXISTS '$USER_NAME'@'localhost' IDENTIFIED BY '$PASSWORD';
GRANT ALL PRIVILEGES ON \`${DATABASE//_/\\_}%\`.* TO '$USER_NAME'@'127.0.0.1';
GRANT ALL PRIVILEGES ON \`${DATABASE//_/\\_}%\`.* TO '$USER_NAME'@'localhost';
CREATE DATABASE IF NOT EXISTS $DATABASE CHARACTER SET utf8mb4;
SQL
}

start_redis() {
  if redis_running; then
    log "Redis already running"
    return
  fi
  log "Starting Redis"
  mkdir -p "$STATE_DIR"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save '' --appendonly no \
    --pidfile "$STATE_DIR/redis.pid" --logfile "$STATE_DIR/redis.log"
  mark_started redis
  wait_for Redis redis_running
}

# Stops what `start` recorded, or everything with --all. Never fails: it runs from traps.
stop_servers() {
  local all=$1
  if [ "$all" = 1 ] || [ -e "$STATE_DIR/redis" ]; then
    log "Stopping Redis"
    redis-cli -h 127.0.0.1 -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true
  fi
  if [ "$all" = 1 ] || [ -e "$STATE_DIR/mariadb" ]; then
    log "Stopping MariaDB"
    service mariadb stop >/dev/null 2>&1 || service mysql stop >/dev/null 2>&1 || true
  fi
  if [ "$all" = 1 ] || [ -e "$STATE_DIR/postgresql" ]; then
    log "Stopping PostgreSQL"
    service postgresql stop >/dev/null 2>&1 || true
  fi
  rm -rf "$STATE_DIR"
}

# The Debian packages of the three servers, and nginx (the multi-instance tests run it as a
# child process in front of three instances: packages/core/test/cluster/), installed only when
# one of them is missing. Debian's nginx package may start a system nginx on port 80; the tests
# never use it.
install_servers() {
  if command -v pg_ctlcluster >/dev/null && command -v mysqld >/dev/null \
    && command -v redis-server >/dev/null && command -v nginx >/dev/null; then
    return
  fi
  if ! command -v apt-get >/dev/null; then
    echo "scripts/services.sh install needs apt-get (Debian/Ubuntu); install PostgreSQL, MariaDB and Redis yourself." >&2
    exit 1
  fi
  log "Installing PostgreSQL, MariaDB, Redis and nginx (apt-get install)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql mariadb-server redis-server nginx >/dev/null
}

case "${1:-}" in
  install)
    require_root install
    install_servers
    ;;
  start)
    require_root start
    start_postgres
    start_mysql
    start_redis
    ;;
  stop)
    require_root stop
    stop_servers "$([ "${2:-}" = "--all" ] && echo 1 || echo 0)"
    ;;
  env)
    echo "export PORTCULLIS_TEST_POSTGRES_URL=postgres://$USER_NAME:$PASSWORD@127.0.0.1:5432/$DATABASE"
    echo "export PORTCULLIS_TEST_MYSQL_URL=mysql://$USER_NAME:$PASSWORD@127.0.0.1:3306/$DATABASE"
    echo "export PORTCULLIS_TEST_REDIS_URL=redis://127.0.0.1:$REDIS_PORT"
    ;;
  *)
    echo "usage: bash scripts/services.sh install|start|stop|env" >&2
    exit 2
    ;;
esac
