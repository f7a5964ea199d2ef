#!/usr/bin/env bash
# What the cluster tests do to the cluster (cluster.test.mjs calls it): bash tests/cluster/control.sh COMMAND [ARG]
#   writer                  the Galera node HAProxy sends connections to (db1..db3)
#   kill-db N | rejoin-db N  crash node N (SIGKILL) | start it again at its recovered position (IST)
#   kill-app N | start-app N crash application node N (PHP-FPM master and workers) | start it again
#   stop-redis | start-redis
#   sql N "STATEMENT"        run SQL on node N (tab-separated answer, read after the node applied all writes)
#   php SCRIPT [ARGS]        run a PHP script in the cluster's WordPress (with Redis and the bans)
set -euo pipefail
. "$(dirname "$0")/../../bin/lib/common.sh"
. "$INKWELL_ROOT/bin/lib/cluster.sh"
command=$1; shift
case "$command" in
  writer) haproxy_writer ;;
  kill-db) node_stop "$1" KILL ;;
  rejoin-db) node_rejoin "$1" && node_wait_synced "$1" ;;
  kill-app) app_stop "$1" KILL ;;
  start-app) app_start "$1" ;;
  stop-redis) redis_stop ;;
  start-redis) redis_start ;;
  sql) db_node "$1" -N -B inkwell_cluster -e "SET SESSION wsrep_sync_wait = 1; $2" ;;
  php) cluster_php "$@" ;;
  *) die "unknown command $command" ;;
esac
