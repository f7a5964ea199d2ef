<?php
/**
 * Plugin Name:       Inkwell Community
 * Description:       The community layer of Inkwell: follows, blocks, bookmarks, likes, notifications and profiles, served through the fup REST namespace.
 * Version:           0.1.0
 * Plugin URI:        https://example.com/inkwell/inkwell-community/
 * Requires at least: 6.8
 * Requires PHP:      8.2
 * Author:            Inkwell
 * Author URI:        https://example.com
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       inkwell-community
 * Domain Path:       /languages
 * Update URI:        https://example.com/inkwell/inkwell-community/
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

define( 'INKWELL_COMMUNITY_VERSION', '0.1.0' );
define( 'INKWELL_COMMUNITY_FILE', __FILE__ );
define( 'INKWELL_COMMUNITY_DIR', __DIR__ );

if ( version_compare( PHP_VERSION, '8.2', '<' ) || version_compare( get_bloginfo( 'version' ), '6.8', '<' ) ) {
	add_action(
		'admin_notices',
		static function (): void {
			printf(
				'<div class="notice notice-error"><p>%s</p></div>',
				esc_html__( 'Inkwell Community needs WordPress 6.8 and PHP 8.2 or newer; it stays inactive until then.', 'inkwell-community' )
			);
		}
	);
	return;
}

require_once __DIR__ . '/autoload.php';

register_activation_hook( __FILE__, array( Inkwell\Community\Storage\Schema::class, 'install' ) );

( new Inkwell\Community\Plugin() )->register();
