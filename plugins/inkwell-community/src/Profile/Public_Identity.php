<?php
/**
 * A member's public name and profile address, which never give away their login.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Profile;

use Inkwell\Community\Rest\Request_Exception;
use WP_User;

/**
 * WordPress names author archives, and so every profile link, after `user_nicename` (/author/{nicename}/,
 * also where ?author={id} redirects to), and sets it from the login. A login is half of a credential, so
 * here the nicename is a public slug of its own: made from the display name, unique, never equal to the
 * login, changeable on the account page. Every link the plugins and the theme print comes from
 * get_author_posts_url() and so uses it. A display name that is the login (WordPress's default for a new
 * registration) becomes a neutral "Member 1234" for the same reason, since lists show names.
 *
 * New and updated accounts get this through `wp_pre_insert_user_data`; existing accounts through a versioned
 * upgrade that walks the users table in batches, one batch per request, until it is done.
 *
 * @since 0.5.0
 */
final class Public_Identity {

	/** Version of the upgrade below; raise it to run it again. */
	public const VERSION = '1';

	/** Option that records the finished upgrade. */
	public const VERSION_OPTION = 'inkwell_community_identity_version';

	/** Option that holds the last user id the running upgrade has seen. */
	private const CURSOR_OPTION = 'inkwell_community_identity_cursor';

	/** Users looked at per request by the upgrade. */
	private const BATCH = 200;

	/** Shortest and longest profile address a person may choose. */
	private const MIN_LENGTH = 3;
	private const MAX_LENGTH = 50;

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_filter( 'wp_pre_insert_user_data', array( $this, 'filter_user_data' ), 10, 4 );
		// On init: a generated name is translated, and translations load at init.
		add_action( 'init', array( $this, 'maybe_upgrade' ), 1 );
	}

	/**
	 * Keeps the login out of the public name and slug of an account being created or updated.
	 *
	 * @param array<string,mixed>|mixed $data    The user row about to be written.
	 * @param bool|mixed                $update  Whether it is an update.
	 * @param int|null|mixed            $user_id The user's id when updating.
	 * @param array<string,mixed>|mixed $fields  What was passed to wp_insert_user(), with the login.
	 * @return array<string,mixed>
	 */
	public function filter_user_data( $data, $update, $user_id, $fields = array() ): array {
		$data  = (array) $data;
		$login = (string) ( $data['user_login'] ?? ( (array) $fields )['user_login'] ?? '' );
		$id    = $update ? (int) $user_id : 0;
		if ( self::reveals( (string) ( $data['display_name'] ?? '' ), $login ) ) {
			$before               = $id ? get_userdata( $id ) : false;
			$data['display_name'] = $before instanceof WP_User && ! self::reveals( $before->display_name, $login ) ? $before->display_name : self::generated_name();
		}
		if ( self::reveals( (string) ( $data['user_nicename'] ?? '' ), $login ) ) {
			$data['user_nicename'] = self::unique_slug( (string) $data['display_name'], $login, $id );
		}
		return $data;
	}

	/**
	 * Whether a name or slug gives away a login: its slug is the login's (also with a "-2" suffix, as
	 * WordPress makes nicenames unique), or it is empty.
	 *
	 * @since 0.5.0
	 *
	 * @param string $text  A display name or slug.
	 * @param string $login The login.
	 */
	public static function reveals( string $text, string $login ): bool {
		$slug = sanitize_title( $text );
		if ( '' === $slug ) {
			return true;
		}
		$logins = array( sanitize_title( $login ), sanitize_title( mb_substr( $login, 0, self::MAX_LENGTH ) ) );
		return in_array( $slug, $logins, true ) || in_array( (string) preg_replace( '/-\d+$/', '', $slug ), $logins, true );
	}

	/**
	 * A free public slug made from a display name: "ada-lovelace", "ada-lovelace-2", or "member-48213"
	 * when the name gives nothing usable.
	 *
	 * @since 0.5.0
	 *
	 * @param string $name    The display name.
	 * @param string $login   The login, which the slug must not give away.
	 * @param int    $user_id The account it is for (0 for a new one).
	 */
	public static function unique_slug( string $name, string $login, int $user_id ): string {
		$base = trim( mb_substr( sanitize_title( $name ), 0, self::MAX_LENGTH - 4 ), '-' );
		if ( '' === $base || self::reveals( $base, $login ) ) {
			$base = sanitize_title( self::generated_name() );
		}
		$slug = $base;
		$n    = 1;
		while ( self::taken( $slug, $user_id ) || self::reveals( $slug, $login ) ) {
			++$n;
			$slug = $n < 100 ? $base . '-' . $n : sanitize_title( self::generated_name() ) . '-' . $n;
		}
		return $slug;
	}

	/**
	 * The profile address a person chose on the account page, checked: null when it is their current one.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $user_id The person.
	 * @param string $wanted  What they typed.
	 * @throws Request_Exception When it is not a usable address.
	 */
	public static function checked_slug( int $user_id, string $wanted ): ?string {
		$user = get_userdata( $user_id );
		$slug = sanitize_title( $wanted );
		if ( ! $user instanceof WP_User || $slug === $user->user_nicename ) {
			return null;
		}
		$length = strlen( $slug );
		if ( $length < self::MIN_LENGTH || $length > self::MAX_LENGTH ) {
			/* translators: 1: fewest characters, 2: most characters. */
			throw Request_Exception::invalid( sprintf( __( 'Please choose a profile address of %1$d to %2$d letters, digits or hyphens.', 'inkwell-community' ), self::MIN_LENGTH, self::MAX_LENGTH ) );
		}
		if ( self::reveals( $slug, $user->user_login ) ) {
			throw Request_Exception::invalid( __( 'Your profile address cannot be your username, which you log in with.', 'inkwell-community' ) );
		}
		if ( self::taken( $slug, $user_id ) ) {
			throw Request_Exception::invalid( __( 'That profile address is taken. Please choose another.', 'inkwell-community' ) );
		}
		return $slug;
	}

	/**
	 * Gives a person a profile address that checked_slug() accepted.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $user_id The person.
	 * @param string $slug    The address.
	 * @throws Request_Exception When it could not be saved.
	 */
	public static function save_slug( int $user_id, string $slug ): void {
		$saved = wp_update_user(
			array(
				'ID'            => $user_id,
				'user_nicename' => $slug,
			)
		);
		if ( ! is_int( $saved ) ) {
			throw new Request_Exception( 'inkwell_unavailable', __( 'Your profile could not be saved just now. Please try again in a moment.', 'inkwell-community' ), 503 );
		}
	}

	/**
	 * Runs the upgrade of existing accounts until it is done: one batch per request.
	 */
	public function maybe_upgrade(): void {
		if ( self::VERSION !== get_option( self::VERSION_OPTION ) ) {
			$this->upgrade_batch();
		}
	}

	/**
	 * Gives the next batch of accounts a public name and slug where theirs give away the login; returns
	 * whether the upgrade is finished. A failed write stops the batch, to be tried again.
	 *
	 * @since 0.5.0
	 */
	public function upgrade_batch(): bool {
		global $wpdb;
		$after = (int) get_option( self::CURSOR_OPTION, 0 );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT ID, user_login, user_nicename, display_name FROM {$wpdb->users} WHERE ID > %d ORDER BY ID LIMIT %d", $after, self::BATCH ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-time walk of the users table.
		if ( '' !== $wpdb->last_error ) {
			return false;
		}
		foreach ( $rows as $row ) {
			$changes = array();
			if ( self::reveals( (string) $row->display_name, (string) $row->user_login ) ) {
				$changes['display_name'] = self::generated_name();
			}
			if ( self::reveals( (string) $row->user_nicename, (string) $row->user_login ) ) {
				$changes['user_nicename'] = self::unique_slug( $changes['display_name'] ?? (string) $row->display_name, (string) $row->user_login, (int) $row->ID );
			}
			// Straight to the row: the account itself does not change, so none of the profile hooks should run.
			if ( $changes ) {
				if ( false === $wpdb->update( $wpdb->users, $changes, array( 'ID' => (int) $row->ID ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- see above.
					break;
				}
				// Only a changed account: the page caches listen to this.
				clean_user_cache( (int) $row->ID );
			}
			$after = (int) $row->ID;
		}
		if ( count( $rows ) < self::BATCH && ( ! $rows || (int) end( $rows )->ID === $after ) ) {
			update_option( self::VERSION_OPTION, self::VERSION, true );
			delete_option( self::CURSOR_OPTION );
			return true;
		}
		update_option( self::CURSOR_OPTION, $after, false );
		return false;
	}

	/**
	 * A neutral public name, for an account whose only name is its login.
	 */
	private static function generated_name(): string {
		/* translators: %s: a random number. */
		return sprintf( __( 'Member %s', 'inkwell-community' ), (string) wp_rand( 10000, 99999 ) );
	}

	/**
	 * Whether another account has this slug.
	 *
	 * @param string $slug    The slug.
	 * @param int    $user_id The account asking (0 for a new one).
	 */
	private static function taken( string $slug, int $user_id ): bool {
		global $wpdb;
		return (bool) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->users} WHERE user_nicename = %s AND ID != %d LIMIT 1", $slug, $user_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- uniqueness must be read from the table, not a cache.
	}
}
