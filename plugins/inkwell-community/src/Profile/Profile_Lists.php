<?php
/**
 * The author profile tabs and the feed's lists.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Profile;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Frontend\Template;
use Inkwell\Community\Lists\Cursor;
use Inkwell\Community\Lists\Paged_Lists;

/**
 * Prints the seven tabs of an author profile (SPEC 2.2; the owner sees all, visitors the public ones) on
 * the theme's `inkwell_author_profile` action, and the authors and categories of the feed (SPEC 2.3) on
 * `inkwell_feed`. Each list shows its first page and a 'more' button (SPEC 4.4). Tabs are plain links
 * (?tab=...), so every list works and is indexable without JavaScript.
 *
 * @since 0.1.0
 */
final class Profile_Lists {

	/** Query parameter of the selected tab. */
	public const TAB_PARAM = 'tab';

	/**
	 * Creates the lists.
	 *
	 * @param Paged_Lists $lists The paged lists.
	 */
	public function __construct( private readonly Paged_Lists $lists ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'inkwell_author_profile', array( $this, 'print_profile' ) );
		add_action( 'inkwell_feed', array( $this, 'print_feed' ) );
	}

	/**
	 * The tabs a viewer sees on a profile: list type => label.
	 *
	 * @since 0.1.0
	 *
	 * @param int $owner The profile's user.
	 * @return array<string,string>
	 */
	public static function tabs( int $owner ): array {
		if ( get_current_user_id() === $owner ) {
			return array(
				'stories'    => __( 'My stories', 'inkwell-community' ),
				'drafts'     => __( 'My drafts', 'inkwell-community' ),
				'bookmarks'  => __( 'Bookmarks', 'inkwell-community' ),
				'categories' => __( 'Followed topics', 'inkwell-community' ),
				'blocked'    => __( 'Blocked people', 'inkwell-community' ),
				'following'  => __( 'Following', 'inkwell-community' ),
				'followers'  => __( 'Followers', 'inkwell-community' ),
			);
		}
		return array(
			'stories'    => __( 'Stories', 'inkwell-community' ),
			'categories' => __( 'Followed topics', 'inkwell-community' ),
			'following'  => __( 'Following', 'inkwell-community' ),
			'followers'  => __( 'Followers', 'inkwell-community' ),
		);
	}

	/**
	 * Prints a profile's tabs and the selected tab's list.
	 *
	 * @param int|mixed $owner The profile's user.
	 */
	public function print_profile( $owner ): void {
		$owner = (int) $owner;
		$tabs  = self::tabs( $owner );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- choosing a tab to read changes nothing.
		$current = isset( $_GET[ self::TAB_PARAM ] ) ? sanitize_key( wp_unslash( $_GET[ self::TAB_PARAM ] ) ) : 'stories';
		$current = isset( $tabs[ $current ] ) ? $current : 'stories';
		echo Template::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the templates escape.
			'profile-tabs',
			array(
				'tabs'    => $tabs,
				'current' => $current,
				'base'    => get_author_posts_url( $owner ),
				'list'    => $this->list_html( $current, $owner, $tabs[ $current ] ),
			)
		);
	}

	/**
	 * Prints the feed: authors and categories.
	 */
	public function print_feed(): void {
		echo Template::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the templates escape.
			'feed',
			array(
				'authors'    => $this->list_html( 'feed-authors', 0, __( 'Authors', 'inkwell-community' ) ),
				'categories' => $this->list_html( 'feed-categories', 0, __( 'Topics', 'inkwell-community' ) ),
			)
		);
	}

	/**
	 * A list's first page and its 'more' button.
	 *
	 * @param string $list  List type.
	 * @param int    $owner Whose list (0 for the feed).
	 * @param string $label The list's name.
	 */
	private function list_html( string $list, int $owner, string $label ): string {
		$page = $this->lists->render( new Cursor( $list, $owner, 0 ) );
		if ( 'stories' === $list ) {
			$route = '/load-more-stories';
		} elseif ( 'categories' === $list ) {
			$route = '/load-more-categories';
		} else {
			$route = '/load-more';
		}
		Assets::enqueue();
		return Template::render(
			'paged-list',
			array(
				'list'      => $list,
				'label'     => $label,
				'items'     => $page['html'],
				'more'      => $page['count'] >= Paged_Lists::per_page(),
				'logged_in' => is_user_logged_in(),
				'props'     => array(
					'route'  => $route,
					'type'   => $list,
					'userId' => $owner,
					'hash'   => $page['next']->encode(),
					'list'   => 'inkwell-list-' . $list,
				),
			)
		);
	}
}
