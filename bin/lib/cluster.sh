#!/usr/bin/env bash
# The production shape on one machine (npm run cluster, the cluster test stage, npm run bench -- --cluster):
# three MariaDB Galera nodes behind HAProxy, two PHP-FPM application nodes behind nginx, a shared Redis
# object cache, Varnish in front, one shared uploads folder and one WP-Cron scheduler. Everything listens
# on 127.0.0.1; configs are rendered from cluster/ into $CLUSTER_RUN; every daemon is stopped by the pid
# it was started with, never by name. Source it after bin/lib/common.sh.

# Ports from one base (INKWELL_CLUSTER_PORT): the site (Varnish) on the base itself.
CLUSTER_PORT=${CLUSTER_PORT:-${INKWELL_CLUSTER_PORT:-8600}}
CLUSTER_RUN=${CLUSTER_RUN:-$VAR/cluster}
CLUSTER_WORKERS=${INKWELL_CLUSTER_WORKERS:-4}   # per application node
VARNISH_PORT=$CLUSTER_PORT
LB_PORT=$((CLUSTER_PORT + 1))
DB_LB_PORT=$((CLUSTER_PORT + 2))
REDIS_PORT=$((CLUSTER_PORT + 4))
VARNISH_ADMIN_PORT=$((CLUSTER_PORT + 7))
app_port() { echo $((CLUSTER_PORT + 4 + $1)); }   # 5, 6
db_port() { echo $((CLUSTER_PORT + 10 + $1)); }    # 11-13: client; 21-23 gcomm; 31-33 IST; 41-43 SST
CLUSTER_URL="http://127.0.0.1:$VARNISH_PORT"
CLUSTER_WWW="$CLUSTER_RUN/www"
CLUSTER_PACKAGES="galera-4 mariadb-server mariadb-client mariadb-backup socat haproxy varnish redis-server redis-tools nginx-light php-fpm php-redis php-mysql curl"
SST_PASSWORD=inkwell-sst
export CLUSTER_PORT CLUSTER_RUN CLUSTER_URL

# Installs the Debian packages the cluster needs. Debian would start each package's own system service;
# a policy-rc.d that forbids it is put in place for the install (and only then) when none is there.
cluster_install_packages() {
  local missing="" pkg policy=/usr/sbin/policy-rc.d own_policy=0
  for pkg in $CLUSTER_PACKAGES; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $pkg"
  done
  [ -z "$missing" ] && return 0
  [ "$(id -u)" = 0 ] || die "missing Debian packages:$missing (sudo apt-get install -y$missing)"
  info "installing$missing"
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' > "$policy" && chmod +x "$policy" && own_policy=1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends $missing >"$VAR/cluster-apt.log" 2>&1
  local rc=$?
  [ "$own_policy" = 1 ] && rm -f "$policy"
  [ $rc = 0 ] || { cat "$VAR/cluster-apt.log"; die "apt-get install failed"; }
}

# Fills the @...@ values of template cluster/$1 into $2; extra NAME=value pairs may follow.
cluster_render() {
  local name=$1 template="$INKWELL_ROOT/cluster/$1" out=$2; shift 2
  local user="" pooluser="" args=() pair
  if [ "$(id -u)" = 0 ]; then user="user root root;"; pooluser=$'user = root\ngroup = root'; fi
  for pair in "RUN=$CLUSTER_RUN" "WWW=$CLUSTER_WWW" "VARNISH_PORT=$VARNISH_PORT" \
    "LB_PORT=$LB_PORT" "DB_LB_PORT=$DB_LB_PORT" "REDIS_PORT=$REDIS_PORT" "WORKERS=$CLUSTER_WORKERS" \
    "APP_PORT_1=$(app_port 1)" "APP_PORT_2=$(app_port 2)" "DB_PORT_1=$(db_port 1)" "DB_PORT_2=$(db_port 2)" \
    "DB_PORT_3=$(db_port 3)" "GCOMM_1=$((CLUSTER_PORT + 21))" "GCOMM_2=$((CLUSTER_PORT + 22))" \
    "GCOMM_3=$((CLUSTER_PORT + 23))" "SST_PASSWORD=$SST_PASSWORD" "$@"; do
    args+=(-e "s|@${pair%%=*}@|${pair#*=}|g")
  done
  [ "$name" = galera.cnf ] && user=${user:+user = root}
  sed "${args[@]}" -e "s|@USER@|$user|g" "$template" | awk -v pu="$pooluser" '{ gsub(/@POOLUSER@/, pu); print }' > "$out"
}

# Waits until command "$@" succeeds (50 tries, 0.2 s apart).
cluster_wait() { local i; for i in $(seq 1 "${WAIT_TRIES:-50}"); do "$@" >/dev/null 2>&1 && return 0; sleep 0.2; done; return 1; }

# Stops the process of pid file $1 (signal $2, TERM by default) and waits for it to end.
cluster_kill() {
  [ -f "$1" ] || return 0
  local pid; pid=$(cat "$1")
  kill "-${2:-TERM}" "$pid" 2>/dev/null || true
  for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
  rm -f "$1"
}

# --- MariaDB Galera -----------------------------------------------------------------------------------

node_dir() { echo "$CLUSTER_RUN/db$1"; }
# A client of node $1 as root, over its socket.
db_node() { local n=$1; shift; mariadb --no-defaults -S "$(node_dir "$n")/mysqld.sock" -uroot "$@"; }
# A client of the cluster through HAProxy, as WordPress connects.
db_cluster() { mariadb --no-defaults -h 127.0.0.1 -P "$DB_LB_PORT" -uinkwell -pinkwell "$@"; }
node_state() { db_node "$1" -N -B -e "SHOW GLOBAL STATUS LIKE 'wsrep_local_state'" 2>/dev/null | awk '{ print $2 }'; }
node_synced() { [ "$(node_state "$1")" = 4 ]; }
node_running() { [ -f "$(node_dir "$1")/launch.pid" ] && kill -0 "$(cat "$(node_dir "$1")/launch.pid")" 2>/dev/null; }

# Starts node $1; extra mariadbd options may follow (--wsrep-new-cluster, --wsrep-start-position=...).
node_launch() {
  local n=$1 dir; shift; dir=$(node_dir "$n")
  node_config "$n"
  mariadbd --defaults-file="$dir/my.cnf" "$@" >/dev/null 2>&1 3>&- &
  echo $! > "$dir/launch.pid"
  disown $! 2>/dev/null || true   # a crash test kills it: no "Killed" notice from this shell
}

# Waits until node $1 is Synced with the cluster (a joiner may need a full SST first: up to 2 minutes).
node_wait_synced() {
  WAIT_TRIES=600 cluster_wait node_synced "$1" && return 0
  node_running "$1" || die "Galera node $1 stopped: see $(node_dir "$1")/error.log"
  die "Galera node $1 did not reach Synced: see $(node_dir "$1")/error.log"
}

# The position a stopped node's data holds (uuid:seqno): grastate.dat after a clean stop, InnoDB's
# recovery (--wsrep-recover) after a crash. Started with it, a node that was away asks for IST (only the
# missing writes) instead of a full SST.
node_position() {
  local dir; dir=$(node_dir "$1")
  local uuid seqno
  uuid=$(awk '/^uuid:/ { print $2 }' "$dir/data/grastate.dat" 2>/dev/null)
  seqno=$(awk '/^seqno:/ { print $2 }' "$dir/data/grastate.dat" 2>/dev/null)
  if [ -n "$uuid" ] && [ "${seqno:--1}" != -1 ]; then echo "$uuid:$seqno"; return; fi
  mariadbd --defaults-file="$dir/my.cnf" --wsrep-recover --log-error="$dir/recover.log" >/dev/null 2>&1 || true
  sed -n 's/.*WSREP: Recovered position: \([^ ]*\).*/\1/p' "$dir/recover.log" | tail -1
}

# Starts node $1 again after it stopped or was killed, joining the running cluster.
node_rejoin() {
  local pos; pos=$(node_position "$1")
  node_launch "$1" ${pos:+--wsrep-start-position="$pos"}
}

# Kills node $1 as a crash would (SIGKILL), or stops it cleanly with $2 = TERM.
node_stop() { cluster_kill "$(node_dir "$1")/launch.pid" "${2:-TERM}"; }

# Renders node $1's my.cnf.
node_config() {
  local n=$1 dir; dir=$(node_dir "$1")
  mkdir -p "$dir/data" "$dir/tmp"
  cluster_render galera.cnf "$dir/my.cnf" "NODE=$dir" "N=$n" "DB_PORT=$(db_port "$n")" \
    "GCOMM=$((CLUSTER_PORT + 20 + n))" "IST=$((CLUSTER_PORT + 30 + n))" "SST=$((CLUSTER_PORT + 40 + n))"
  cluster_render galera-notify.sh "$dir/notify.sh" "NAME=db$n" && chmod +x "$dir/notify.sh"
}

# A new cluster: node 1's data folder is created and its users added in a one-node cluster, which then
# stops cleanly; nodes 2 and 3 start from copies of that folder, so the three share one history and form
# the cluster without a state transfer (a full SST takes minutes on a busy 2-core machine).
galera_init() {
  rm -rf "$CLUSTER_RUN"/db[123]
  node_config 1
  mariadb-install-db --no-defaults --datadir="$(node_dir 1)/data" --auth-root-authentication-method=socket \
    --skip-test-db --user="$(id -un)" > "$CLUSTER_RUN/mariadb-install.log" 2>&1 \
    || die "mariadb-install-db failed: see $CLUSTER_RUN/mariadb-install.log"
  node_launch 1 --wsrep-new-cluster
  node_wait_synced 1
  db_node 1 -e "CREATE USER IF NOT EXISTS 'inkwell'@'127.0.0.1' IDENTIFIED BY 'inkwell';
    GRANT ALL ON \`inkwell\\_%\`.* TO 'inkwell'@'127.0.0.1';
    CREATE USER IF NOT EXISTS 'sst'@'localhost' IDENTIFIED BY '$SST_PASSWORD';
    GRANT RELOAD, PROCESS, LOCK TABLES, BINLOG MONITOR ON *.* TO 'sst'@'localhost';
    CREATE USER IF NOT EXISTS 'clustercheck'@'127.0.0.1';"
  node_stop 1
  local n
  for n in 2 3; do
    node_config "$n"
    cp -a "$(node_dir 1)/data/." "$(node_dir "$n")/data/"
    sed -i 's/^safe_to_bootstrap: 1/safe_to_bootstrap: 0/' "$(node_dir "$n")/data/grastate.dat"
  done
}

# Starts the cluster: the node that stopped last (grastate.dat marks it safe to bootstrap; after a crash
# of all three, the one whose recovered position is furthest on) bootstraps, the others join it, by IST
# when they were away, by SST (mariabackup) when their history is too old or missing.
galera_start() {
  local first=1 n best=-2 seq
  [ -d "$(node_dir 1)/data/mysql" ] || galera_init
  for n in 1 2 3; do node_config "$n"; done
  for n in 1 2 3; do
    grep -q '^safe_to_bootstrap: 1' "$(node_dir "$n")/data/grastate.dat" 2>/dev/null && first=$n
  done
  if ! grep -q '^safe_to_bootstrap: 1' "$(node_dir "$first")/data/grastate.dat" 2>/dev/null; then
    for n in 1 2 3; do
      seq=$(node_position "$n"); seq=${seq##*:}
      if [ "${seq:--1}" -gt "$best" ]; then best=$seq; first=$n; fi
    done
    sed -i 's/^safe_to_bootstrap: 0/safe_to_bootstrap: 1/' "$(node_dir "$first")/data/grastate.dat"
  fi
  info "Galera node $first bootstraps the cluster, the others join"
  node_launch "$first" --wsrep-new-cluster
  node_wait_synced "$first"
  for n in 1 2 3; do [ "$n" = "$first" ] || node_rejoin "$n"; done
  for n in 1 2 3; do node_wait_synced "$n"; done
}

# Stops the nodes one after the other; the last one stopped is the one to bootstrap from next time.
galera_stop() {
  local n
  for n in 3 2 1; do node_stop "$n"; done
}

# --- the other parts ------------------------------------------------------------------------------------

haproxy_start() {
  cluster_render haproxy.cfg "$CLUSTER_RUN/haproxy.cfg"
  haproxy -f "$CLUSTER_RUN/haproxy.cfg" || die "HAProxy did not start"
  cluster_wait db_cluster -e 'SELECT 1' || die "HAProxy answers no database connection on $DB_LB_PORT"
}
# The node HAProxy sends connections to now (db1..db3), from its stick table and server states.
haproxy_writer() {
  echo "show table galera" | socat - "UNIX-CONNECT:$CLUSTER_RUN/haproxy.sock" 2>/dev/null \
    | sed -n 's/.*server_id=\([0-9]*\).*/db\1/p' | head -1
}

redis_start() {
  cluster_render redis.conf "$CLUSTER_RUN/redis.conf"
  redis-server "$CLUSTER_RUN/redis.conf"
  cluster_wait redis-cli -p "$REDIS_PORT" ping || die "Redis did not start: see $CLUSTER_RUN/redis.log"
}
redis_stop() { cluster_kill "$CLUSTER_RUN/redis.pid" "${1:-TERM}"; }

app_start() {
  local n=$1 dir="$CLUSTER_RUN/app$1"
  mkdir -p "$dir"
  cluster_render php-fpm.conf "$dir/php-fpm.conf" "APP=$dir" "N=$n" "APP_PORT=$(app_port "$n")"
  local root_flag=() fpm; [ "$(id -u)" = 0 ] && root_flag=(-R)
  fpm=$(command -v php-fpm8.2 || ls /usr/sbin/php-fpm* | head -1)
  "$fpm" "${root_flag[@]}" -y "$dir/php-fpm.conf" -d opcache.enable=1 -d opcache.memory_consumption=128 \
    -d opcache.max_accelerated_files=20000 -d opcache.validate_timestamps=0 || die "PHP-FPM of node $n did not start"
  cluster_wait test -f "$dir/php-fpm.pid" || die "PHP-FPM of node $n wrote no pid file"
}
# Stops application node $1; with $2 = KILL the master and its workers die at once, as in a crash.
app_stop() {
  local pidfile="$CLUSTER_RUN/app$1/php-fpm.pid" workers w
  [ -f "$pidfile" ] || return 0
  workers=$(ps -o pid= --ppid "$(cat "$pidfile")" 2>/dev/null || true)
  cluster_kill "$pidfile" "${2:-TERM}"
  # The master first, so that it cannot replace its workers; then the workers it left.
  if [ "${2:-TERM}" = KILL ]; then
    for w in $workers; do kill -KILL "$w" 2>/dev/null || true; done
  fi
  for w in $workers; do WAIT_TRIES=100 cluster_wait sh -c "! kill -0 $w"; done
}

nginx_start() {
  cluster_render nginx.conf "$CLUSTER_RUN/nginx.conf"
  nginx -c "$CLUSTER_RUN/nginx.conf" -e "$CLUSTER_RUN/nginx-error.log" || die "nginx did not start"
}

varnish_start() {
  cluster_render varnish.vcl "$CLUSTER_RUN/varnish.vcl"
  [ -f "$CLUSTER_RUN/varnish-secret" ] || head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$CLUSTER_RUN/varnish-secret"
  # -j none: no privilege separation (loopback only here); on a server keep Varnish's default jail.
  varnishd -a "127.0.0.1:$VARNISH_PORT" -T "127.0.0.1:$VARNISH_ADMIN_PORT" -S "$CLUSTER_RUN/varnish-secret" \
    -f "$CLUSTER_RUN/varnish.vcl" -n "$CLUSTER_RUN/varnish" -P "$CLUSTER_RUN/varnish.pid" -s malloc,128m \
    -j none -p ban_lurker_sleep=0.1 >"$CLUSTER_RUN/varnish.log" 2>&1 || { cat "$CLUSTER_RUN/varnish.log"; die "Varnish did not start"; }
}

# WP-Cron runs nowhere on the nodes (DISABLE_WP_CRON) but here, once a minute, as a system timer would.
scheduler_start() {
  (
    trap 'kill $s 2>/dev/null; exit 0' TERM
    while :; do
      curl -s -o /dev/null --max-time 120 "$CLUSTER_URL/wp-cron.php?doing_wp_cron" || true
      sleep "${INKWELL_CRON_INTERVAL:-60}" & s=$!
      wait $s
    done
  ) >/dev/null 2>&1 3>&- &
  echo $! > "$CLUSTER_RUN/scheduler.pid"
}

# The shared WordPress tree of the nodes: core as hard links of var/wordpress (each node must see the same
# code; hard links keep ABSPATH here), the theme and plugins linked, the object-cache and db-error drop-ins,
# and the shared uploads folder (on separate machines: NFS or an object store).
cluster_prepare_www() {
  rm -rf "$CLUSTER_WWW"
  cp -al "$WP_DIR/." "$CLUSTER_WWW/"
  # The local sites' test switches (right to left, a long menu) have no place in the production shape.
  rm -rf "$CLUSTER_WWW"/wp-content/uploads* "$CLUSTER_WWW/wp-content/object-cache.php" "$CLUSTER_WWW/wp-content/db-error.php" \
    "$CLUSTER_WWW/wp-content/mu-plugins/inkwell-test-switches.php"
  mkdir -p "$CLUSTER_RUN/uploads"
  ln -sfn "$CLUSTER_RUN/uploads" "$CLUSTER_WWW/wp-content/uploads-cluster"
  ln -sfn "$INKWELL_ROOT/bench/stack/object-cache.php" "$CLUSTER_WWW/wp-content/object-cache.php"
  ln -sfn "$INKWELL_ROOT/cluster/db-error.php" "$CLUSTER_WWW/wp-content/db-error.php"
}

# Runs a PHP script inside the cluster's WordPress from the command line, with the nodes' environment.
cluster_php() {
  INKWELL_WP_DIR="$CLUSTER_WWW" INKWELL_DB_HOST="127.0.0.1:$DB_LB_PORT" INKWELL_OBJECT_CACHE="127.0.0.1:$REDIS_PORT" \
    INKWELL_PAGE_CACHE="127.0.0.1:$VARNISH_PORT" INKWELL_PHP_MEMORY=${INKWELL_PHP_MEMORY:-1G} wp_php cluster "$@"
}

# Creates and seeds the cluster site unless it is there; seed arguments may follow.
cluster_provision() {
  if ! db_cluster -N -e "SELECT 1 FROM inkwell_cluster.wp_options LIMIT 1" >/dev/null 2>&1; then
    db_cluster -e "CREATE DATABASE IF NOT EXISTS inkwell_cluster CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
    rm -rf "$CLUSTER_RUN/uploads"/* "$VAR/mail/cluster"
  fi
  mkdir -p "$VAR/mail/cluster"
  cluster_php "$INKWELL_ROOT/bin/php/install.php" --installing --url="$CLUSTER_URL" >/dev/null
  if [ -z "$(db_cluster -N -e "SELECT option_value FROM inkwell_cluster.wp_options WHERE option_name = 'inkwell_demo_seed'")" ]; then
    step "Demo content (cluster)"
    cluster_php "$INKWELL_ROOT/bin/php/seed.php" "$@"
  fi
}

# Starts every part, in the order each needs the one before.
cluster_start() {
  mkdir -p "$CLUSTER_RUN"
  cluster_prepare_www
  step "MariaDB Galera: 3 nodes on 127.0.0.1:$(db_port 1)-$(db_port 3)"
  galera_start
  step "HAProxy on 127.0.0.1:$DB_LB_PORT (one writer, failover), Redis on 127.0.0.1:$REDIS_PORT"
  haproxy_start
  redis_start
  step "Application nodes: PHP-FPM on 127.0.0.1:$(app_port 1) and :$(app_port 2), nginx on 127.0.0.1:$LB_PORT"
  app_start 1
  app_start 2
  nginx_start
  step "Varnish on 127.0.0.1:$VARNISH_PORT"
  varnish_start
}

# Stops every part this checkout started (each by its own pid file); safe to call twice.
cluster_stop() {
  cluster_kill "$CLUSTER_RUN/scheduler.pid"
  cluster_kill "$CLUSTER_RUN/varnish.pid"
  cluster_kill "$CLUSTER_RUN/nginx.pid"
  app_stop 1
  app_stop 2
  redis_stop
  cluster_kill "$CLUSTER_RUN/haproxy.pid"
  galera_stop
}
