<?php
/**
 * The HTML of one notifications entry.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Frontend\Template;
use WP_Comment;
use WP_Post;

/**
 * Says what happened ("Ana and 4 others liked <story>") and links to it; an entry whose story, response or
 * person is gone renders nothing.
 *
 * @since 0.6.0
 */
final class Notification_Item {

	/**
	 * Loads what a page of entries shows in a few queries (not a few per entry): their responses, stories
	 * and people, with the people's meta (names, profile images).
	 *
	 * @since 0.6.0
	 *
	 * @param Notification_Group[] $groups The entries.
	 */
	public static function prime( array $groups ): void {
		$comments = array();
		$posts    = array();
		$users    = array();
		foreach ( $groups as $group ) {
			$users[] = $group->actor_id;
			if ( $group->item_id ) {
				$comments[] = $group->item_id;
			}
			if ( Notification_Store::REPLY === $group->kind ) {
				$comments[] = $group->object_id;
			} elseif ( Notification_Store::FOLLOWER !== $group->kind ) {
				$posts[] = $group->object_id;
			}
		}
		if ( $comments ) {
			_prime_comment_caches( array_unique( $comments ), false );
			foreach ( $comments as $comment_id ) {
				$comment = get_comment( $comment_id );
				if ( $comment instanceof WP_Comment ) {
					$posts[] = (int) $comment->comment_post_ID;
				}
			}
		}
		if ( $posts ) {
			_prime_post_caches( array_unique( $posts ), false, false );
		}
		if ( $users ) {
			cache_users( array_unique( $users ) );
		}
	}

	/**
	 * The entry's list item, or '' when what it is about is gone.
	 *
	 * @since 0.6.0
	 *
	 * @param Notification_Group $group  The entry.
	 * @param string             $cursor The next page's cursor, on the first item only.
	 */
	public static function render( Notification_Group $group, string $cursor ): string {
		$what = self::describe( $group );
		if ( null === $what ) {
			return '';
		}
		return Template::render(
			'notification-item',
			array(
				'text'   => $what['text'],
				'url'    => $what['url'],
				'actor'  => $group->actor_id,
				'kind'   => $group->kind,
				'time'   => $group->created_at,
				'is_new' => $group->is_new,
				'cursor' => $cursor,
			)
		);
	}

	/**
	 * The sentence and the link of an entry (the page, the panel, the mails).
	 *
	 * @since 0.6.0
	 *
	 * @param Notification_Group $group The entry.
	 * @return array{text: string, url: string}|null Null when what it is about is gone.
	 */
	public static function describe( Notification_Group $group ): ?array {
		$item  = $group->item_id ? get_comment( $group->item_id ) : null;
		$actor = get_userdata( $group->actor_id );
		$name  = $actor ? $actor->display_name : ( $item instanceof WP_Comment ? $item->comment_author : '' );
		if ( '' === $name ) {
			return null;
		}
		$others = $group->others;
		if ( Notification_Store::FOLLOWER === $group->kind ) {
			return array(
				'text' => $others
					/* translators: 1: a person's name, 2: how many other people. */
					? sprintf( _n( '%1$s and %2$s other person followed you', '%1$s and %2$s other people followed you', $others, 'inkwell-community' ), $name, number_format_i18n( $others ) )
					/* translators: %s: a person's name. */
					: sprintf( __( '%s followed you', 'inkwell-community' ), $name ),
				'url'  => $actor ? get_author_posts_url( $actor->ID ) : home_url( '/' ),
			);
		}
		if ( Notification_Store::REPLY === $group->kind ) {
			$parent = get_comment( $group->object_id );
			$post   = $parent instanceof WP_Comment ? get_post( (int) $parent->comment_post_ID ) : null;
		} else {
			$post = get_post( $group->object_id );
		}
		if ( ! $post instanceof WP_Post || 'publish' !== $post->post_status ) {
			return null;
		}
		$title = get_the_title( $post );
		$url   = get_permalink( $post );
		if ( $item instanceof WP_Comment && '1' === (string) $item->comment_approved ) {
			// With comment pages the response may be on a later page, which get_comment_link() finds (a query);
			// without them the anchor on the story is enough.
			$url = get_option( 'page_comments' ) ? get_comment_link( $item ) : $url . '#comment-' . $item->comment_ID;
		}
		switch ( $group->kind ) {
			case Notification_Store::LIKE:
				$text = $others
					/* translators: 1: a person's name, 2: how many other people, 3: story title. */
					? _n( '%1$s and %2$s other person liked "%3$s"', '%1$s and %2$s other people liked "%3$s"', $others, 'inkwell-community' )
					/* translators: 1: a person's name, 3: story title. */
					: __( '%1$s liked "%3$s"', 'inkwell-community' );
				break;
			case Notification_Store::COMMENT:
				$text = $others
					/* translators: 1: a person's name, 2: how many other people, 3: story title. */
					? _n( '%1$s and %2$s other person responded to "%3$s"', '%1$s and %2$s other people responded to "%3$s"', $others, 'inkwell-community' )
					/* translators: 1: a person's name, 3: story title. */
					: __( '%1$s responded to "%3$s"', 'inkwell-community' );
				break;
			case Notification_Store::REPLY:
				$text = $others
					/* translators: 1: a person's name, 2: how many other people, 3: story title. */
					? _n( '%1$s and %2$s other person replied to your response on "%3$s"', '%1$s and %2$s other people replied to your response on "%3$s"', $others, 'inkwell-community' )
					/* translators: 1: a person's name, 3: story title. */
					: __( '%1$s replied to your response on "%3$s"', 'inkwell-community' );
				break;
			default:
				/* translators: 1: a person's name, 3: story title. */
				$text = __( '%1$s published "%3$s"', 'inkwell-community' );
		}
		return array(
			'text' => sprintf( $text, $name, number_format_i18n( $others ), wp_specialchars_decode( $title, ENT_QUOTES ) ),
			'url'  => (string) $url,
		);
	}
}
