#!/usr/bin/env bash
# The project's private MariaDB instance: data in var/mysql, socket in var/run, nothing system-wide.
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

db_running() { [ -S "$DB_SOCKET" ] && mysql_root -e 'SELECT 1' >/dev/null 2>&1; }

# Starts the instance unless it runs; prints "started" on fd 3 when this call started it.
db_start() {
  mkdir -p "$RUN_DIR" "$LOG_DIR"
  if db_running; then return 0; fi
  if [ ! -d "$DB_DIR/mysql" ]; then
    info "creating the database data folder var/mysql"
    mariadb-install-db --no-defaults --datadir="$DB_DIR" --auth-root-authentication-method=socket \
      --skip-test-db --user="$(id -un)" > "$LOG_DIR/mariadb-install.log" 2>&1 \
      || die "mariadb-install-db failed: see var/log/mariadb-install.log"
  fi
  rm -f "$DB_SOCKET"
  mariadbd --no-defaults --datadir="$DB_DIR" --socket="$DB_SOCKET" --pid-file="$RUN_DIR/mysqld.pid" \
    --skip-networking --user="$(id -un)" \
    --log-error="$LOG_DIR/mariadb.log" --innodb-buffer-pool-size=256M --max-connections=400 \
    --innodb-flush-log-at-trx-commit=2 --skip-name-resolve --character-set-server=utf8mb4 \
    --collation-server=utf8mb4_unicode_ci >/dev/null 2>&1 3>&- &
  local i
  for i in $(seq 1 60); do
    db_running && break
    sleep 0.5
  done
  db_running || die "MariaDB did not start: see var/log/mariadb.log"
  mysql_root -e "CREATE USER IF NOT EXISTS 'inkwell'@'localhost' IDENTIFIED BY 'inkwell';
    CREATE USER IF NOT EXISTS 'inkwell'@'127.0.0.1' IDENTIFIED BY 'inkwell';
    GRANT ALL ON \`inkwell\\_%\`.* TO 'inkwell'@'localhost';
    GRANT ALL ON \`inkwell\\_%\`.* TO 'inkwell'@'127.0.0.1';"
  echo started >&3
}

db_stop() {
  [ -f "$RUN_DIR/mysqld.pid" ] || return 0
  local pid; pid=$(cat "$RUN_DIR/mysqld.pid")
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  rm -f "$RUN_DIR/mysqld.pid"
}

# Drops and creates the database of site $1.
db_recreate() {
  mysql_root -e "DROP DATABASE IF EXISTS \`inkwell_$1\`; CREATE DATABASE \`inkwell_$1\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"
}

db_exists() { [ -n "$(mysql_root -N -e "SHOW DATABASES LIKE 'inkwell\\_$1'")" ]; }
