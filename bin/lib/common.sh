#!/usr/bin/env bash
# Shared paths and helpers for the bin/ scripts. Source it; it defines no behaviour on its own.

INKWELL_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
VAR="$INKWELL_ROOT/var"
WP_DIR="$VAR/wordpress"
DB_DIR="$VAR/mysql"
RUN_DIR="$VAR/run"
LOG_DIR="$VAR/log"
DB_SOCKET="$RUN_DIR/mysqld.sock"
CACHE_DIR="${INKWELL_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/inkwell}"
export INKWELL_ROOT

step() { printf '\033[1m==> %s\033[0m\n' "$*"; }
info() { printf '    %s\n' "$*"; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Runs a quiet command (apt, Composer, npm, webpack): says every 30 s that it still runs, then how long it
# took. Usage: with_elapsed "installing npm packages" command args...
with_elapsed() {
  local what=$1 started=$SECONDS rc=0 pid; shift
  info "$what ..."
  "$@" & pid=$!
  while ! wait_for_exit "$pid" 30; do info "... $what, $((SECONDS - started)) s so far"; done
  wait "$pid" || rc=$?
  info "$what: $((SECONDS - started)) s"
  return $rc
}

# Waits up to $2 seconds for process $1 to end; false while it still runs.
wait_for_exit() {
  local i
  for ((i = 0; i < $2 * 2; i++)); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.5; done
  return 1
}

# Hash of the given files' contents, to tell whether a step must run again.
content_hash() { cat "$@" 2>/dev/null | sha256sum | cut -c1-16; }

# Runs a PHP file inside the WordPress of site $1 (dev, e2e or test): bin/php/wp-run.php loads wp-load.php.
wp_php() {
  local site=$1; shift
  INKWELL_SITE="$site" php -d memory_limit="${INKWELL_PHP_MEMORY:-512M}" "$INKWELL_ROOT/bin/php/wp-run.php" "$@"
}

mysql_root() { mariadb --socket="$DB_SOCKET" -uroot "$@"; }
