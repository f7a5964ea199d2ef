#!/usr/bin/env bash
# The production-shaped stack of the benchmarks: nginx + PHP-FPM (opcache) + Redis, in var/bench, beside the
# project's private MariaDB. Source it after bin/lib/db.sh; every daemon is stopped by its own pid file.

BENCH_RUN="$VAR/bench"
BENCH_WORKERS=${INKWELL_BENCH_WORKERS:-4}   # per pool: 2 cores x 2, PHP waits on MariaDB half the time

# PHP-FPM of the PHP version the CLI runs (Debian names it php-fpmX.Y). Looked up when the stack starts,
# after bin/bench installed it: a machine without php-fpm must get as far as installing it.
fpm_bin() {
  local bin
  bin=$(command -v "php-fpm$(php -r 'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;')" || command -v php-fpm || true)
  [ -n "$bin" ] || die "php-fpm is not installed: bin/bench installs Debian's php-fpm package"
  echo "$bin"
}

# Fills the @...@ values of template $1 into $2.
bench_render() {
  local user="" pooluser=""
  if [ "$(id -u)" = 0 ]; then user="user root root;"; pooluser=$'user = root\ngroup = root'; fi
  sed -e "s|@RUN@|$BENCH_RUN|g" -e "s|@WP@|$WP_DIR|g" -e "s|@PORT@|$BENCH_PORT|g" \
    -e "s|@WORKERS@|$BENCH_WORKERS|g" -e "s|@USER@|$user|g" "$1" \
    | awk -v pu="$pooluser" '{ gsub(/@POOLUSER@/, pu); print }' > "$2"
}

bench_wait_for() { local i; for i in $(seq 1 50); do [ -S "$1" ] && return 0; sleep 0.2; done; die "$2 did not start: see var/bench"; }

stack_start() {
  mkdir -p "$BENCH_RUN"
  stack_stop
  local t="$INKWELL_ROOT/bench/stack"
  bench_render "$t/redis.conf" "$BENCH_RUN/redis.conf"
  bench_render "$t/php-fpm.conf" "$BENCH_RUN/php-fpm.conf"
  bench_render "$t/nginx.conf" "$BENCH_RUN/nginx.conf"
  redis-server "$BENCH_RUN/redis.conf"
  bench_wait_for "$BENCH_RUN/redis.sock" redis
  local root_flag=() fpm; [ "$(id -u)" = 0 ] && root_flag=(-R)
  fpm=$(fpm_bin)
  # Debian's FPM php.ini and conf.d (mysqli, redis, opcache modules); opcache never re-checks files.
  "$fpm" "${root_flag[@]}" -y "$BENCH_RUN/php-fpm.conf" \
    -d opcache.enable=1 -d opcache.memory_consumption=128 -d opcache.max_accelerated_files=20000 \
    -d opcache.validate_timestamps=0 -d display_errors=0 -d log_errors=1 -d "error_log=$BENCH_RUN/php-errors.log"
  bench_wait_for "$BENCH_RUN/fpm-redis.sock" php-fpm
  nginx -c "$BENCH_RUN/nginx.conf" -e "$BENCH_RUN/nginx-error.log"
  local i
  for i in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$BENCH_PORT/" && return 0; sleep 0.2; done
  die "nginx did not answer on port $BENCH_PORT: see var/bench/nginx-error.log"
}

# Stops one daemon by its pid file and waits for it.
bench_kill() {
  [ -f "$1" ] || return 0
  local pid; pid=$(cat "$1")
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  rm -f "$1"
}

stack_stop() {
  bench_kill "$BENCH_RUN/nginx.pid"
  bench_kill "$BENCH_RUN/php-fpm.pid"
  bench_kill "$BENCH_RUN/redis.pid"
}
