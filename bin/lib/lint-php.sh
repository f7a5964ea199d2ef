#!/usr/bin/env bash
# PHP_CodeSniffer of npm test: the whole ruleset (phpcs.xml.dist), then each package against its own text
# domain, so a string of the theme or of a plugin never lands in another package's translations.
set -uo pipefail
cd "$(dirname "$0")/../.."
rc=0
vendor/bin/phpcs -q || rc=1
# A package's blocks are its widgets-src/<owner>/ (the theme's is widgets-src/theme/).
for package in theme/inkwell:theme plugins/inkwell-community:inkwell-community plugins/inkwell-forms:inkwell-forms plugins/inkblocks:inkblocks; do
  dir=${package%%:*} blocks=widgets-src/${package#*:}
  vendor/bin/phpcs -q --sniffs=WordPress.WP.I18n --runtime-set text_domain "$(basename "$dir")" "$dir" "$blocks" || rc=1
done
exit $rc
