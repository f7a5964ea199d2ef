#!/usr/bin/env bash
# The cluster stage of npm test: starts a cluster of its own (var/cluster-test, ports from
# INKWELL_CLUSTER_TEST_PORT, default 8650), provisions a small site, runs cluster.test.mjs against it and
# stops every process it started, whether the tests pass, fail or are interrupted.
set -euo pipefail
. "$(dirname "$0")/../../bin/lib/common.sh"
export CLUSTER_RUN="$VAR/cluster-test" CLUSTER_PORT=${INKWELL_CLUSTER_TEST_PORT:-8650}
. "$INKWELL_ROOT/bin/lib/cluster.sh"
cd "$INKWELL_ROOT"
started=$SECONDS

step "Cluster packages"
cluster_install_packages
cluster_stop
rm -rf "$CLUSTER_RUN"
trap cluster_stop EXIT
trap 'exit 130' INT TERM
cluster_start
cluster_provision --posts=30 --users=60 --comments=100 --relations=300
info "cluster up and seeded in $((SECONDS - started)) s"
cluster_php bench/php/fixtures.php 50 > "$CLUSTER_RUN/fixtures.json"

step "Cluster tests"
node tests/cluster/cluster.test.mjs --fixtures "$CLUSTER_RUN/fixtures.json" --report "${INKWELL_TEST_OUT:-$CLUSTER_RUN}/cluster.json"
info "stage wall time $((SECONDS - started)) s"
