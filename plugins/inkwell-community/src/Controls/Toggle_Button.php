<?php
/**
 * The community toggle buttons: follow an author or a category, bookmark a post, block a user.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Controls;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Frontend\Login_Popups;
use Inkwell\Community\Frontend\Template;
use Inkwell\Community\Storage\Relations;

/**
 * Renders a toggle button (SPEC 4.1) as a `toggle-button` island for logged-in users. Guests get a
 * login-popup control instead (SPEC 2.6), except for the category follow, which guests keep in the
 * browser (SPEC 4.2) and which therefore carries no per-user state in its HTML.
 *
 * @since 0.1.0
 */
final class Toggle_Button {

	public const FOLLOW_USER     = 'follow-user';
	public const FOLLOW_CATEGORY = 'follow-category';
	public const BOOKMARK        = 'bookmark';
	public const BLOCK           = 'block';

	/** Relation and object type of each kind. */
	private const KINDS = array(
		self::FOLLOW_USER     => array( Relations::FOLLOW, Relations::USER ),
		self::FOLLOW_CATEGORY => array( Relations::FOLLOW, Relations::CATEGORY ),
		self::BOOKMARK        => array( Relations::BOOKMARK, Relations::POST ),
		self::BLOCK           => array( Relations::BLOCK, Relations::USER ),
	);

	/**
	 * Creates the renderer.
	 *
	 * @param Relations $relations The relations store.
	 */
	public function __construct( private readonly Relations $relations ) {
	}

	/**
	 * The button's HTML, or '' when it makes no sense (a user's own follow or block button).
	 *
	 * @since 0.1.0
	 *
	 * @param string $kind One of the kind constants.
	 * @param int    $id   The author, category or post id.
	 */
	public function render( string $kind, int $id ): string {
		$viewer = get_current_user_id();
		if ( ! isset( self::KINDS[ $kind ] ) || ( $viewer === $id && in_array( $kind, array( self::FOLLOW_USER, self::BLOCK ), true ) ) ) {
			return '';
		}
		list( $relation, $type ) = self::KINDS[ $kind ];
		Assets::enqueue();
		return Template::render(
			'toggle-button',
			array(
				'kind'      => $kind,
				'id'        => $id,
				'name'      => Relations::USER === $type ? (string) get_the_author_meta( 'display_name', $id ) : '',
				'active'    => $viewer && $this->relations->has( $viewer, $relation, $type, $id ),
				'logged_in' => (bool) $viewer,
				'login_url' => Login_Popups::login_url(),
			)
		);
	}

	/**
	 * The visible label of a button. It does not change with the state, which aria-pressed carries (a
	 * pressed "Follow" is announced as pressed, not also renamed "Following"); only block names its action
	 * ("Block", "Unblock", the word of the blocked-people list) and carries no aria-pressed.
	 *
	 * @since 0.1.0
	 *
	 * @param string $kind   One of the kind constants.
	 * @param bool   $active Whether the relation exists.
	 */
	public static function label( string $kind, bool $active ): string {
		switch ( $kind ) {
			case self::FOLLOW_USER:
				return __( 'Follow', 'inkwell-community' );
			case self::FOLLOW_CATEGORY:
				return __( 'Follow topic', 'inkwell-community' );
			case self::BOOKMARK:
				return __( 'Bookmark', 'inkwell-community' );
			default:
				return $active ? __( 'Unblock', 'inkwell-community' ) : __( 'Block', 'inkwell-community' );
		}
	}

	/**
	 * The name of a follow button, which says whom it follows ("Follow Ana Lima"); '' for the other kinds,
	 * whose visible label is their name.
	 *
	 * @since 0.1.0
	 *
	 * @param string $kind One of the kind constants.
	 * @param string $name The person's public name.
	 */
	public static function aria_label( string $kind, string $name ): string {
		if ( self::FOLLOW_USER !== $kind || '' === $name ) {
			return '';
		}
		/* translators: %s: a person's public name. */
		return sprintf( __( 'Follow %s', 'inkwell-community' ), $name );
	}
}
