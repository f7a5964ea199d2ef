<?php
/**
 * The paged lists of profiles and the feed.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Lists;

use Inkwell\Community\Frontend\Template;
use Inkwell\Community\Controls\Toggle_Button;
use Inkwell\Community\Notifications\Notification_Group;
use Inkwell\Community\Notifications\Notification_Item;
use Inkwell\Community\Notifications\Notification_Store;
use Inkwell\Community\Storage\Page_Cache;
use Inkwell\Community\Storage\Relations;
use WP_Post;
use WP_Query;
use WP_Term;
use WP_User;

/**
 * Reads one page of a list and renders it as list items: the profile tabs of SPEC 2.2 (stories, drafts,
 * bookmarks, categories, blocked, following, followers) and the feed of SPEC 2.3 (feed-authors,
 * feed-categories), and a reader's notifications (their own, never cached). The first rendered item
 * carries the cursor of the next page.
 *
 * @since 0.1.0
 */
final class Paged_Lists {

	/** Lists served only to their owner. */
	public const PRIVATE_LISTS = array( 'drafts', 'bookmarks', 'blocked', 'notifications' );

	/** The lists of /load-more (SPEC 7.1); stories and categories have their own routes. */
	public const LOAD_MORE_TYPES = array( 'feed-authors', 'feed-categories', 'drafts', 'bookmarks', 'blocked', 'following', 'followers', 'notifications' );

	/** Upper bound of relation rows read for a filtered list (bookmarks). */
	private const MAX_ROWS = 2000;

	/** Lists whose items show nothing of the viewer (the private ones are shown to their owner only). */
	private const SAME_FOR_EVERY_VIEWER = array( 'stories', 'drafts', 'bookmarks', 'blocked' );

	/**
	 * Creates the lists.
	 *
	 * @param Relations          $relations     The relations store.
	 * @param Toggle_Button      $buttons       Renders the follow / unblock buttons of list items.
	 * @param Page_Cache         $pages         Keeps rendered load-more pages.
	 * @param Notification_Store $notifications The notifications.
	 */
	public function __construct(
		private readonly Relations $relations,
		private readonly Toggle_Button $buttons,
		private readonly Page_Cache $pages,
		private readonly Notification_Store $notifications,
	) {
	}

	/**
	 * Items per page.
	 *
	 * @since 0.1.0
	 */
	public static function per_page(): int {
		/**
		 * Filters how many items a profile or feed list shows per page.
		 *
		 * @since 0.1.0
		 *
		 * @param int $per_page Items per page.
		 */
		return max( 1, (int) apply_filters( 'inkwell_list_per_page', 6 ) );
	}

	/**
	 * Whether only the owner may read the list.
	 *
	 * @since 0.1.0
	 *
	 * @param string $list List type.
	 */
	public static function is_private( string $list ): bool {
		return in_array( $list, self::PRIVATE_LISTS, true );
	}

	/**
	 * Renders the items after a cursor: `$pages` pages' worth, as list-item HTML ('' when there are none).
	 *
	 * @since 0.1.0
	 *
	 * @param Cursor $cursor Where the list stands.
	 * @param int    $pages  How many pages.
	 * @return array{html: string, count: int, next: Cursor}
	 */
	public function render( Cursor $cursor, int $pages = 1 ): array {
		$items = $this->items( $cursor->list, $cursor->owner, $cursor->position, self::per_page() * $pages );
		$next  = new Cursor( $cursor->list, $cursor->owner, $cursor->position + count( $items ) );
		$html  = '';
		foreach ( $items as $item ) {
			// The cursor goes on the first item rendered (a notification whose story is gone renders nothing).
			$html .= $this->render_item( $cursor->list, $item, '' === $html ? $next->encode() : '' );
		}
		return array(
			'html'  => $html,
			'count' => count( $items ),
			'next'  => $next,
		);
	}

	/**
	 * The HTML of a load-more answer: the page after a cursor from the page cache when it was rendered under
	 * the current versions of what it shows, else rendered now and kept.
	 *
	 * @since 0.2.0
	 *
	 * @param Cursor $cursor Where the list stands.
	 * @param int    $pages  How many pages.
	 */
	public function cached_html( Cursor $cursor, int $pages = 1 ): string {
		if ( 'notifications' === $cursor->list ) {
			return $this->render( $cursor, $pages )['html'];
		}
		return $this->pages->remember(
			$this->cache_key( $cursor, $pages ),
			$this->scopes( $cursor ),
			fn (): string => $this->render( $cursor, $pages )['html']
		);
	}

	/**
	 * Whether the page after a cursor is in the page cache, current.
	 *
	 * @since 0.2.0
	 *
	 * @param Cursor $cursor Where the list stands.
	 * @param int    $pages  How many pages.
	 */
	public function is_cached( Cursor $cursor, int $pages = 1 ): bool {
		return 'notifications' !== $cursor->list && null !== $this->pages->get( $this->cache_key( $cursor, $pages ), $this->scopes( $cursor ) );
	}

	/**
	 * What names a rendered page: the list, its owner, where it starts, how many items, and the viewer when
	 * the items show the viewer's own state (follow buttons).
	 *
	 * @param Cursor $cursor Where the list stands.
	 * @param int    $pages  How many pages.
	 * @return array<int,string|int>
	 */
	private function cache_key( Cursor $cursor, int $pages ): array {
		$viewer = in_array( $cursor->list, self::SAME_FOR_EVERY_VIEWER, true ) ? 0 : get_current_user_id();
		return array( 'list', $cursor->list, $cursor->owner, $cursor->position, self::per_page() * $pages, $viewer );
	}

	/**
	 * The Page_Cache scopes a list's page shows: always the articles and people; the owner's relations for
	 * the relation lists; the viewer's for the items with follow buttons.
	 *
	 * @param Cursor $cursor Where the list stands.
	 * @return string[]
	 */
	private function scopes( Cursor $cursor ): array {
		$scopes = array( Page_Cache::POSTS );
		if ( $cursor->owner && ! in_array( $cursor->list, array( 'stories', 'drafts' ), true ) ) {
			$scopes[] = Page_Cache::user( $cursor->owner );
		}
		$viewer = get_current_user_id();
		if ( $viewer && ! in_array( $cursor->list, self::SAME_FOR_EVERY_VIEWER, true ) ) {
			$scopes[] = Page_Cache::user( $viewer );
		}
		return $scopes;
	}

	/**
	 * One page of a list's items.
	 *
	 * @param string $list     List type.
	 * @param int    $owner    Whose list.
	 * @param int    $position How many to skip.
	 * @param int    $count    How many.
	 * @return array<int, WP_Post|WP_User|WP_Term|Notification_Group>
	 */
	private function items( string $list, int $owner, int $position, int $count ): array {
		$viewer = get_current_user_id();
		switch ( $list ) {
			case 'stories':
				return $this->posts(
					array(
						'author'      => $owner,
						'post_status' => 'publish',
					),
					$position,
					$count
				);
			case 'drafts':
				return $this->posts(
					array(
						'author'      => $owner,
						'post_status' => array( 'draft', 'pending' ),
						'orderby'     => 'modified',
					),
					$position,
					$count
				);
			case 'bookmarks':
				$ids = $this->relations->objects_of( $owner, Relations::BOOKMARK, Relations::POST, self::MAX_ROWS );
				return $ids ? $this->posts(
					array(
						'post__in'         => $ids,
						'orderby'          => 'post__in',
						'post_status'      => 'publish',
						'has_password'     => false,
						'author__not_in'   => $this->blocked_by( $owner ),
						'suppress_filters' => true,
					),
					$position,
					$count
				) : array();
			case 'blocked':
				return $this->users( $this->relations->objects_of( $owner, Relations::BLOCK, Relations::USER, $count, $position ) );
			case 'following':
				return $this->users( $this->relations->objects_of( $owner, Relations::FOLLOW, Relations::USER, $count, $position ) );
			case 'followers':
				return $this->users( $this->relations->subjects_of( Relations::FOLLOW, Relations::USER, $owner, $count, $position ) );
			case 'notifications':
				$groups = $this->notifications->groups( $owner, $count, $position );
				// One query each for their stories, responses and people, not one per entry.
				Notification_Item::prime( $groups );
				return $groups;
			case 'categories':
				return $this->terms( $this->relations->objects_of( $owner, Relations::FOLLOW, Relations::CATEGORY, $count, $position ) );
			case 'feed-authors':
				return get_users(
					array(
						'has_published_posts' => array( 'post' ),
						'orderby'             => 'post_count',
						'order'               => 'DESC',
						'exclude'             => $viewer ? $this->blocked_by( $viewer ) : array(),
						'number'              => $count,
						'offset'              => $position,
					)
				);
			case 'feed-categories':
				$terms = get_terms(
					array(
						'taxonomy'   => 'category',
						'hide_empty' => true,
						'orderby'    => 'count',
						'order'      => 'DESC',
						'exclude'    => array( (int) get_option( 'default_category' ) ),
						'number'     => $count,
						'offset'     => $position,
					)
				);
				return is_array( $terms ) ? array_values( array_filter( $terms, static fn ( $t ): bool => $t instanceof WP_Term ) ) : array();
		}
		return array();
	}

	/**
	 * Posts of a query, paged by offset.
	 *
	 * @param array<string,mixed> $query    WP_Query arguments.
	 * @param int                 $position Offset.
	 * @param int                 $count    How many.
	 * @return WP_Post[]
	 */
	private function posts( array $query, int $position, int $count ): array {
		$posts = ( new WP_Query(
			$query + array(
				'post_type'           => 'post',
				'posts_per_page'      => $count,
				'offset'              => $position,
				'ignore_sticky_posts' => true,
				'no_found_rows'       => true,
			)
		) )->posts;
		return array_values( array_filter( $posts, static fn ( $p ): bool => $p instanceof WP_Post ) );
	}

	/**
	 * The users of these ids that still exist, in order.
	 *
	 * @param int[] $ids User ids.
	 * @return WP_User[]
	 */
	private function users( array $ids ): array {
		return array_values( array_filter( array_map( static fn ( int $id ) => get_userdata( $id ), $ids ) ) );
	}

	/**
	 * The categories of these ids that still exist, in order.
	 *
	 * @param int[] $ids Term ids.
	 * @return WP_Term[]
	 */
	private function terms( array $ids ): array {
		$terms = array_map( static fn ( int $id ) => get_term( $id, 'category' ), $ids );
		return array_values( array_filter( $terms, static fn ( $t ): bool => $t instanceof WP_Term ) );
	}

	/**
	 * Ids of the users someone blocked (their content stays out of that person's lists).
	 *
	 * @param int $user_id The blocker.
	 * @return int[]
	 */
	private function blocked_by( int $user_id ): array {
		return $this->relations->objects_of( $user_id, Relations::BLOCK, Relations::USER, self::MAX_ROWS );
	}

	/**
	 * The HTML of one list item.
	 *
	 * @param string                                     $list   List type.
	 * @param WP_Post|WP_User|WP_Term|Notification_Group $item The item.
	 * @param string                                     $cursor The next page's cursor, on the first item only.
	 */
	private function render_item( string $list, $item, string $cursor ): string {
		if ( $item instanceof Notification_Group ) {
			return Notification_Item::render( $item, $cursor );
		}
		if ( $item instanceof WP_Post ) {
			return Template::render(
				'list-post',
				array(
					'post'   => $item,
					'draft'  => 'drafts' === $list,
					'cursor' => $cursor,
				)
			);
		}
		if ( $item instanceof WP_User ) {
			$kind = 'blocked' === $list ? Toggle_Button::BLOCK : Toggle_Button::FOLLOW_USER;
			return Template::render(
				'list-user',
				array(
					'user'    => $item,
					'stories' => (int) count_user_posts( $item->ID, 'post', true ),
					'button'  => $this->buttons->render( $kind, $item->ID ),
					'cursor'  => $cursor,
				)
			);
		}
		return Template::render(
			'list-category',
			array(
				'term'   => $item,
				'button' => $this->buttons->render( Toggle_Button::FOLLOW_CATEGORY, $item->term_id ),
				'cursor' => $cursor,
			)
		);
	}
}
