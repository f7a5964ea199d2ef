<?php
/**
 * The site owner's choice of serving the community's one-click actions before `init`.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

use Inkwell\Community\Admin\Settings_Page;

/**
 * Early_Dispatch answers likes, bookmarks, follows and blocks before WordPress's `init`: several times less
 * server time per call, but plugins that act on `init` (security, firewall, two-factor, maintenance mode,
 * REST authentication set up then) never see those requests (nor the cached "load more" pages and the posts
 * widget's reloads, which take the same fast path). That trade is the site owner's to make, so
 * it is off until switched on in Settings > Inkwell Community, or by the INKWELL_COMMUNITY_FAST_ACTIONS
 * constant in wp-config.php, which wins over the setting (for hosts). Site Health shows which applies.
 *
 * @since 0.2.0
 */
final class Fast_Actions {

	/** Option: true when the owner switched fast actions on. */
	public const OPTION = 'inkwell_community_fast_actions';

	/** Constant a host may define (true or false) to decide for the whole installation. */
	public const CONSTANT = 'INKWELL_COMMUNITY_FAST_ACTIONS';

	/** Settings section and Site Health test id. */
	private const ID = 'inkwell_community_fast_actions';

	/**
	 * Hooks the setting and the Site Health test.
	 */
	public function add_hooks(): void {
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_filter( 'site_status_tests', array( $this, 'add_site_health_test' ) );
		add_filter( 'debug_information', array( $this, 'add_debug_information' ) );
	}

	/**
	 * Whether the site owner chose to serve the action routes before `init`: the constant when a host
	 * defined it, else the setting, off by default. The default of Early_Dispatch::enabled(), whose filter
	 * has the last word.
	 *
	 * @since 0.2.0
	 */
	public static function enabled(): bool {
		if ( defined( self::CONSTANT ) ) {
			return (bool) constant( self::CONSTANT );
		}
		return (bool) get_option( self::OPTION, false );
	}

	/**
	 * Registers the option and its field on the settings page.
	 */
	public function register_setting(): void {
		register_setting(
			Settings_Page::PAGE,
			self::OPTION,
			array(
				'type'              => 'boolean',
				'default'           => false,
				// While the host's constant decides, the disabled box sends nothing: keep the owner's choice.
				'sanitize_callback' => static fn ( $value ): bool => defined( self::CONSTANT ) ? (bool) get_option( self::OPTION ) : (bool) $value,
			)
		);
		add_settings_section( self::ID, __( 'Community actions', 'inkwell-community' ), '__return_null', Settings_Page::PAGE );
		add_settings_field(
			self::OPTION,
			__( 'Fast actions', 'inkwell-community' ),
			array( $this, 'render_field' ),
			Settings_Page::PAGE,
			self::ID,
			array( 'label_for' => self::OPTION )
		);
	}

	/**
	 * Prints the checkbox with the trade-off it makes, or the constant's decision when a host made it.
	 */
	public function render_field(): void {
		$forced = defined( self::CONSTANT );
		printf(
			'<label><input type="checkbox" id="%1$s" name="%1$s" value="1" aria-describedby="%1$s-description" %2$s %3$s> %4$s</label>',
			esc_attr( self::OPTION ),
			checked( self::enabled(), true, false ),
			disabled( $forced, true, false ),
			esc_html__( 'Serve likes, bookmarks, follows and blocks before WordPress\'s init step', 'inkwell-community' )
		);
		echo '<div id="' . esc_attr( self::OPTION ) . '-description" class="description">';
		echo '<p>' . esc_html__( 'Faster: each of these one-click calls, and each "load more" of a list already in the page cache, needs several times less server time, which counts on a busy site.', 'inkwell-community' ) . '</p>';
		echo '<p>' . esc_html__( 'The cost: plugins that act on init never see these requests. A security, firewall, two-factor or maintenance-mode plugin that checks requests on init does not check them, and REST authentication that a plugin sets up on init is not asked. WordPress\'s login cookie, the security nonce and the permission checks still apply. Leave it off unless no plugin of yours needs to see these requests.', 'inkwell-community' ) . '</p>';
		echo '<p>' . esc_html( self::drop_in_text() ) . '</p>';
		if ( $forced ) {
			/* translators: %s: the constant's name. */
			echo '<p><strong>' . esc_html( sprintf( __( 'Your host decided this in wp-config.php with the %s constant; the setting has no effect.', 'inkwell-community' ), self::CONSTANT ) ) . '</strong></p>';
		}
		echo '</div>';
	}

	/**
	 * What the early-actions drop-in adds to the trade-off: whether it is installed, or how a host installs it.
	 */
	private static function drop_in_text(): string {
		if ( Drop_In::installed() ) {
			return __( 'The early-actions drop-in is installed: while fast actions are on, these calls are answered before the other plugins load, so no other plugin sees them at all.', 'inkwell-community' );
		}
		return sprintf(
			/* translators: 1: the drop-in's path in the plugin, 2: the must-use plugins folder. */
			__( 'Hosts can make these calls cheaper still by copying %1$s into %2$s: they are then answered before the other plugins load, so no other plugin sees them at all.', 'inkwell-community' ),
			'wp-content/plugins/inkwell-community/mu-plugins/' . Drop_In::FILE,
			'wp-content/mu-plugins/'
		);
	}

	/**
	 * Adds the Site Health test.
	 *
	 * @param array<string, array<string, mixed>> $tests Tests by type.
	 * @return array<string, array<string, mixed>> Tests by type.
	 */
	public function add_site_health_test( array $tests ): array {
		$tests['direct'][ self::ID ] = array(
			'label' => __( 'Inkwell Community fast actions', 'inkwell-community' ),
			'test'  => array( $this, 'site_health_test' ),
		);
		return $tests;
	}

	/**
	 * The Site Health result: whether the action routes skip `init`, and where that is decided.
	 *
	 * @since 0.2.0
	 *
	 * @return array<string, mixed> A Site Health test result.
	 */
	public function site_health_test(): array {
		$on    = self::enabled();
		$where = defined( self::CONSTANT )
			/* translators: %s: the constant's name. */
			? sprintf( __( 'It is set by the %s constant in wp-config.php.', 'inkwell-community' ), self::CONSTANT )
			: sprintf(
				/* translators: %s: link to the settings page. */
				__( 'Change it in %s.', 'inkwell-community' ),
				'<a href="' . esc_url( Settings_Page::url() ) . '">' . esc_html__( 'Settings > Inkwell Community', 'inkwell-community' ) . '</a>'
			);
		$description = $on
			? __( 'Likes, bookmarks, follows and blocks are answered before WordPress\'s init step, so plugins that act on init (security, firewall, two-factor, maintenance mode) do not see these requests.', 'inkwell-community' ) . ' ' . self::drop_in_text()
			: __( 'Likes, bookmarks, follows and blocks go through the usual WordPress request, so every plugin sees them.', 'inkwell-community' );
		return array(
			'label'       => $on ? __( 'Community actions are served before init (fast actions on)', 'inkwell-community' ) : __( 'Community actions run the usual way (fast actions off)', 'inkwell-community' ),
			'status'      => $on ? 'recommended' : 'good',
			'badge'       => array(
				'label' => __( 'Security', 'inkwell-community' ),
				'color' => 'blue',
			),
			'description' => '<p>' . esc_html( $description ) . ' ' . wp_kses( $where, array( 'a' => array( 'href' => true ) ) ) . '</p>',
			'actions'     => '',
			'test'        => self::ID,
		);
	}

	/**
	 * Adds the choice to the Site Health info tab (and so to the copied site report).
	 *
	 * @param array<string, array<string, mixed>> $info Sections.
	 * @return array<string, array<string, mixed>> Sections.
	 */
	public function add_debug_information( array $info ): array {
		$info['inkwell-community'] = array(
			'label'  => __( 'Inkwell Community', 'inkwell-community' ),
			'fields' => array(
				'fast_actions'          => array(
					'label' => __( 'Fast actions (served before init)', 'inkwell-community' ),
					'value' => self::enabled() ? __( 'On', 'inkwell-community' ) : __( 'Off', 'inkwell-community' ),
					'debug' => ( self::enabled() ? 'on' : 'off' ) . ( defined( self::CONSTANT ) ? ' (constant)' : ' (setting)' ),
				),
				'early_actions_drop_in' => array(
					'label' => __( 'Early-actions drop-in (served before other plugins load)', 'inkwell-community' ),
					'value' => Drop_In::installed() ? __( 'Installed', 'inkwell-community' ) : __( 'Not installed', 'inkwell-community' ),
					'debug' => Drop_In::installed() ? 'installed' : 'not installed',
				),
			),
		);
		return $info;
	}
}
