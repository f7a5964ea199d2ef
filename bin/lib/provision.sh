#!/usr/bin/env bash
# Provisions one local site (dev or e2e): database, WordPress install, theme and plugins, demo content.
. "$(dirname "${BASH_SOURCE[0]}")/db.sh"

# provision_site <site> <port> <reset:0|1> [seed args...]
provision_site() {
  local site=$1 port=$2 reset=$3; shift 3
  if [ "$reset" = 1 ] || ! db_exists "$site"; then
    info "creating the empty database inkwell_$site"
    db_recreate "$site"
    rm -rf "$WP_DIR/wp-content/uploads-$site" "$VAR/mail/$site"
  fi
  mkdir -p "$VAR/mail/$site"
  wp_php "$site" "$INKWELL_ROOT/bin/php/install.php" --installing --url="http://127.0.0.1:$port"
  if [ -z "$(mysql_root -N -e "SELECT option_value FROM inkwell_$site.wp_options WHERE option_name = 'inkwell_demo_seed'" 2>/dev/null)" ]; then
    step "Demo content ($site)"
    bash "$INKWELL_ROOT/bin/seed" --site "$site" "$@"
  else
    info "demo content already loaded"
  fi
}
