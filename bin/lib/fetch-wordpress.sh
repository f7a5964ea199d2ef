#!/usr/bin/env bash
# Installs WordPress core into var/wordpress from Debian's archive (Packagist serves no WordPress core here).
# With --oldest, installs the oldest WordPress the packages claim to support ("Requires at least") into
# var/wordpress-oldest instead, on which the dist stage also checks the zips.
# Debian's package replaces bundled libraries by symlinks into other packages, so those are fetched too and
# the symlinks resolved. Every .deb is checked against the archive index's SHA-256 before it is unpacked.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

# The newest release (what every local site runs) and the oldest supported one, as Debian packages them.
NEWEST_SUITE="sid" NEWEST_VERSION="7.1.4+dfsg1-1"
OLDEST_SUITE="trixie" OLDEST_VERSION="6.8.7+dfsg1-0+deb13u1"
if [ "${1:-}" = "--oldest" ]; then
  SUITE=$OLDEST_SUITE WP_DEB_VERSION=$OLDEST_VERSION WP_DIR="$VAR/wordpress-oldest"
else
  SUITE=$NEWEST_SUITE WP_DEB_VERSION=$NEWEST_VERSION
fi
MIRROR="${INKWELL_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
PACKAGES="wordpress wordpress-theme-twentytwentyfive php-getid3 libphp-phpmailer libjs-cropper libjs-jquery-ui libjs-lodash libjs-underscore"
STAMP="$WP_DIR/.inkwell-core"

if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$WP_DEB_VERSION" ]; then
  info "WordPress $(cat "$STAMP") already in ${WP_DIR#"$INKWELL_ROOT"/}"
  exit 0
fi

mkdir -p "$CACHE_DIR/debs"
index="$CACHE_DIR/debs/Packages-$SUITE"
if [ ! -s "$index" ] || [ -n "$(find "$index" -mmin +1440 2>/dev/null)" ]; then
  info "reading the $SUITE package index"
  curl -fsS --retry 3 -m 300 "$MIRROR/dists/$SUITE/main/binary-all/Packages.xz" | xz -d > "$index.tmp"
  mv "$index.tmp" "$index"
fi

# Prints "version filename sha256" of a package; the pinned version when the index has it.
lookup() {
  awk -v want="$1" -v pin="$2" '
    /^Package: /{p=($2==want)} p&&/^Version: /{v=$2} p&&/^Filename: /{f=$2} p&&/^SHA256: /{s=$2}
    /^$/{ if(p&&f){ if(v==pin){print v, f, s; found=1; exit} last=v" "f" "s } p=0; f="" }
    END{ if(!found&&last) print last }' "$index"
}

# A folder of this run's own: several checkouts may set up at the same time.
root=$(mktemp -d "$CACHE_DIR/debs/root.XXXXXX")
for pkg in $PACKAGES; do
  pin=""; case "$pkg" in wordpress|wordpress-theme-*) pin="$WP_DEB_VERSION";; esac
  read -r version file sha < <(lookup "$pkg" "$pin") || die "package $pkg is not in the $SUITE index"
  [ -z "$pin" ] || [ "$version" = "$pin" ] || info "warning: $pkg $pin is gone from the archive, using $version"
  deb="$CACHE_DIR/debs/$(basename "$file")"
  if [ ! -f "$deb" ] || ! echo "$sha  $deb" | sha256sum -c --status; then
    info "downloading $pkg $version"
    curl -fsS --retry 3 -m 600 -o "$deb.tmp" "$MIRROR/$file"
    echo "$sha  $deb.tmp" | sha256sum -c --status || die "checksum mismatch for $pkg"
    mv "$deb.tmp" "$deb"
  fi
  dpkg-deb -x "$deb" "$root"
done

src="$root/usr/share/wordpress"
# Absolute symlinks point into /etc of a Debian install: drop them; the CA bundle is copied from this machine.
find "$src" -type l -lname '/*' -delete
rm -rf "$WP_DIR.new" && mkdir -p "$WP_DIR.new"
cp -rL "$src/." "$WP_DIR.new/"
cp /etc/ssl/certs/ca-certificates.crt "$WP_DIR.new/wp-includes/certificates/ca-bundle.crt" 2>/dev/null || true
rm -f "$WP_DIR.new/wp-config.php"
# Keep what a previous core held that is ours (config, content links, uploads).
if [ -d "$WP_DIR" ]; then
  [ -f "$WP_DIR/wp-config.php" ] && cp "$WP_DIR/wp-config.php" "$WP_DIR.new/"
  for d in "$WP_DIR"/wp-content/uploads*; do [ -e "$d" ] && mv "$d" "$WP_DIR.new/wp-content/"; done
  rm -rf "$WP_DIR"
fi
mv "$WP_DIR.new" "$WP_DIR"
rm -rf "$root"
echo "$WP_DEB_VERSION" > "$STAMP"
info "WordPress $(php -r 'include $argv[1]; echo $wp_version;' "$WP_DIR/wp-includes/version.php") installed in ${WP_DIR#"$INKWELL_ROOT"/}"
