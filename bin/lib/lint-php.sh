#!/usr/bin/env bash
# PHP_CodeSniffer of npm test: the whole ruleset (phpcs.xml.dist), then each package against its own text
# domain, so a string of the theme or of a plugin never lands in another package's translations.
set -uo pipefail
cd "$(dirname "$0")/../.."
rc=0
vendor/bin/phpcs -q || rc=1
for package in theme/inkwell plugins/inkwell-community plugins/inkwell-forms plugins/inkblocks; do
  vendor/bin/phpcs -q --sniffs=WordPress.WP.I18n --runtime-set text_domain "$(basename "$package")" "$package" || rc=1
done
exit $rc
