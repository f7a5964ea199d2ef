<?php
/**
 * The early-actions drop-in: one-click actions served before the other plugins load.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

/**
 * With fast actions on, Early_Dispatch answers likes, bookmarks, follows and blocks before `init`. What a
 * call still costs then is mostly WordPress loading every plugin, the theme and the translations. A host who
 * copies the drop-in (`mu-plugins/inkwell-community-early.php` in the plugin) into `wp-content/mu-plugins/`
 * has such a call answered while the must-use plugins load: WordPress's login cookie, pluggable functions
 * and this plugin are loaded, nothing else, and Early_Dispatch serves it as it would after the theme.
 *
 * The trade-off is wider than fast actions': no other plugin sees these calls, nor can one replace a
 * pluggable function (such as the cookie check) for them. So the drop-in only acts while fast actions are on,
 * and only the host who installs it decides that. Must-use plugins that load after it (in file name order)
 * do not see these calls either. Load-more pages are left to the plugin's own fast path.
 *
 * @since 0.6.0
 */
final class Drop_In {

	/**
	 * Fired by the drop-in once the plugin is loaded, for Early_Dispatch to serve the call.
	 *
	 * @internal
	 */
	public const SERVE = 'inkwell_community_drop_in_serve';

	/** The drop-in's file name, in the plugin's mu-plugins folder and in wp-content/mu-plugins. */
	public const FILE = 'inkwell-community-early.php';

	/**
	 * Serves the request and ends it when it is a POST to a one-click action while fast actions are on;
	 * otherwise returns having loaded nothing, and WordPress goes on as usual.
	 *
	 * @param string $plugin_file The plugin's main file, below WP_PLUGIN_DIR (not resolved through links).
	 */
	public static function maybe_serve( string $plugin_file ): void {
		if ( ! is_wp_version_compatible( '6.8' ) || ! self::active( $plugin_file ) ) {
			return;
		}
		// get_rest_url() reads the permalink settings from here; WordPress makes it anew after the plugins load.
		$GLOBALS['wp_rewrite'] = new \WP_Rewrite(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- core's global, made early.
		$route                 = Early_Dispatch::requested_route( array_merge( User_Controller::routes(), Category_Controller::routes(), Post_Controller::routes() ) );
		// Past this point WordPress cannot go on (its pluggable functions are loaded), so decide first.
		if ( null === $route || ! Early_Dispatch::enabled( $route ) ) {
			return;
		}
		self::load_wordpress();
		wp_register_plugin_realpath( $plugin_file );
		require_once $plugin_file;
		self::load_translations();
		do_action( self::SERVE ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the constant is prefixed.
		// Early_Dispatch has ended the request. WordPress cannot go on from here (its pluggable functions and slashed
		// request data are set up already), so a call it did not serve ends too.
		wp_die( esc_html__( 'This call could not be served. Please try again.', 'inkwell-community' ), '', array( 'response' => 500 ) );
	}

	/**
	 * Whether the drop-in is installed, for Site Health.
	 *
	 * @since 0.6.0
	 */
	public static function installed(): bool {
		return is_file( WPMU_PLUGIN_DIR . '/' . self::FILE );
	}

	/**
	 * Whether the plugin is active on this site or network-wide.
	 *
	 * @param string $plugin_file The plugin's main file.
	 */
	private static function active( string $plugin_file ): bool {
		$plugin = plugin_basename( $plugin_file );
		if ( in_array( $plugin, (array) get_option( 'active_plugins', array() ), true ) ) {
			return true;
		}
		return is_multisite() && isset( ( (array) get_site_option( 'active_sitewide_plugins', array() ) )[ $plugin ] );
	}

	/**
	 * What wp-settings.php sets up between the must-use plugins and the theme that a REST call needs, in its
	 * order: the cookie constants, the post types and taxonomies, the pluggable functions (the current user,
	 * the nonce) and the slashed request data that the REST server expects.
	 */
	private static function load_wordpress(): void {
		if ( is_multisite() ) {
			ms_cookie_constants();
		}
		wp_cookie_constants();
		wp_ssl_constants();
		require_once ABSPATH . WPINC . '/vars.php';
		create_initial_taxonomies();
		create_initial_post_types();
		require_once ABSPATH . WPINC . '/pluggable.php';
		require_once ABSPATH . WPINC . '/pluggable-deprecated.php';
		wp_set_internal_encoding();
		wp_functionality_constants();
		wp_magic_quotes();
	}

	/**
	 * Loads WordPress's and the plugin's translations for the reader's language, so an error answer reads
	 * as it does on the usual path. Loaded directly: asking for them before the theme is set up is what
	 * WordPress warns about.
	 */
	private static function load_translations(): void {
		$locale = determine_locale();
		if ( 'en_US' === $locale ) {
			return;
		}
		load_default_textdomain( $locale );
		$file = 'inkwell-community-' . $locale . '.mo';
		if ( ! load_textdomain( 'inkwell-community', WP_LANG_DIR . '/plugins/' . $file, $locale ) ) {
			load_textdomain( 'inkwell-community', INKWELL_COMMUNITY_DIR . '/languages/' . $file, $locale );
		}
	}
}
