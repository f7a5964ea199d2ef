#!/bin/sh
# HAProxy external check of one Galera node (arguments: proxy address, proxy port, node address, node port).
# Healthy only when the node is Synced (wsrep_local_state 4) and ready: a Donor/Desynced or joining node
# accepts connections and answers a plain mysql-check, yet must not take the writes.
state=$(mariadb --no-defaults --connect-timeout=1 -h "$3" -P "$4" -u clustercheck -N -B \
  -e "SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_state', 'wsrep_ready')" 2>/dev/null | awk '{ printf "%s ", $2 }')
[ "$state" = "4 ON " ]
