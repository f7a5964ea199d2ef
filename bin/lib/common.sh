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

# Hash of the given files' contents, to tell whether a step must run again.
content_hash() { cat "$@" 2>/dev/null | sha256sum | cut -c1-16; }

# Runs a PHP file inside the WordPress of site $1 (dev, e2e or test): bin/php/wp-run.php loads wp-load.php.
wp_php() {
  local site=$1; shift
  INKWELL_SITE="$site" php -d memory_limit="${INKWELL_PHP_MEMORY:-512M}" "$INKWELL_ROOT/bin/php/wp-run.php" "$@"
}

mysql_root() { mariadb --socket="$DB_SOCKET" -uroot "$@"; }
