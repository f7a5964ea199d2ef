#!/bin/sh
# Galera runs this on every change of this node's state (wsrep_notify_cmd; bin/lib/cluster.sh renders one
# per node). Only a Synced node may take connections: a Joiner, Donor/Desynced or disconnecting node is put
# in maintenance in HAProxy (its admin socket) until it is Synced again. A node that dies says nothing: the
# mysql-check of HAProxy finds it. On separate machines, point it at each HAProxy's admin socket over TCP.
status=""
while [ $# -gt 0 ]; do
  [ "$1" = --status ] && status=$2
  shift
done
case "$status" in
  "") exit 0 ;;
  [Ss]ynced) state=ready ;;
  *) state=maint ;;
esac
echo "set server galera/@NAME@ state $state" | socat -t 2 - "UNIX-CONNECT:@RUN@/haproxy.sock" >/dev/null 2>&1
exit 0
