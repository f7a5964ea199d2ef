<?php
/**
 * Makes a translation for the test locale eo (Esperanto) on the dist-check site, the way a language pack
 * delivers one: the PO entries are taken from the .pot that the inkwell-community zip ships, one of them
 * translated, compiled to wp-content/languages/plugins/inkwell-community-eo.mo (PHP strings, through core's
 * POMO classes) and to inkwell-community-eo-<md5 of the script path>.json (script strings, Jed format, the
 * file wp_set_script_translations() loads); then the site's language is set to eo.
 * Run through bin/php/wp-run.php by bin/dist --check.
 *
 * @package Inkwell
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a command-line script writing the test's files.
require_once ABSPATH . WPINC . '/pomo/po.php';
require_once ABSPATH . WPINC . '/pomo/mo.php';

const INKWELL_TEST_LOCALE       = 'eo';
const INKWELL_TEST_TRANSLATIONS = array(
	'Like' => 'Ŝati',
);

$inkwell_pot = new PO();
if ( ! $inkwell_pot->import_from_file( WP_PLUGIN_DIR . '/inkwell-community/languages/inkwell-community.pot' ) ) {
	fwrite( STDERR, "the zip ships no languages/inkwell-community.pot\n" );
	exit( 1 );
}
$inkwell_mo     = new MO();
$inkwell_script = array(
	'' => array(
		'domain' => 'messages',
		'lang'   => INKWELL_TEST_LOCALE,
	),
);
foreach ( INKWELL_TEST_TRANSLATIONS as $inkwell_original => $inkwell_translation ) {
	$inkwell_entry = $inkwell_pot->entries[ $inkwell_original ] ?? null;
	if ( null === $inkwell_entry ) {
		fwrite( STDERR, "the .pot lacks the string '$inkwell_original'\n" );
		exit( 1 );
	}
	$inkwell_entry->translations = array( $inkwell_translation );
	$inkwell_mo->add_entry( $inkwell_entry );
	// Only strings the .pot found in the scripts go to the script translations.
	if ( preg_grep( '/\.tsx?:/', $inkwell_entry->references ) ) {
		$inkwell_script[ $inkwell_original ] = array( $inkwell_translation );
	}
}
$inkwell_dir = WP_LANG_DIR . '/plugins';
wp_mkdir_p( $inkwell_dir );
$inkwell_mo->set_header( 'Language', INKWELL_TEST_LOCALE );
$inkwell_mo->export_to_file( "$inkwell_dir/inkwell-community-" . INKWELL_TEST_LOCALE . '.mo' );
// WordPress names a script's translations after the MD5 of its path inside the plugin.
file_put_contents(
	"$inkwell_dir/inkwell-community-" . INKWELL_TEST_LOCALE . '-' . md5( 'build/community/index.js' ) . '.json',
	wp_json_encode(
		array(
			'domain'      => 'messages',
			'locale_data' => array( 'messages' => $inkwell_script ),
		)
	)
);
// A site can only switch to a language whose core translation is installed: an empty one stands in for it.
$inkwell_core = new MO();
$inkwell_core->set_header( 'Language', INKWELL_TEST_LOCALE );
$inkwell_core->export_to_file( WP_LANG_DIR . '/' . INKWELL_TEST_LOCALE . '.mo' );
// As the language pack upgrader does once it has written files: forget the cached list of them.
$GLOBALS['wp_textdomain_registry']->invalidate_mo_files_cache(
	null,
	array(
		'type'         => 'translation',
		'translations' => array( array( 'type' => 'core' ), array( 'type' => 'plugin' ) ),
	)
);
update_option( 'WPLANG', INKWELL_TEST_LOCALE );
if ( INKWELL_TEST_LOCALE !== get_option( 'WPLANG' ) ) {
	fwrite( STDERR, 'WordPress refused the language ' . INKWELL_TEST_LOCALE . "\n" );
	exit( 1 );
}
echo '    translation for ' . INKWELL_TEST_LOCALE . ': ' . ( count( $inkwell_script ) - 1 ) . " script strings, written to wp-content/languages/plugins\n";
