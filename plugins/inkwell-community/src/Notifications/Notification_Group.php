<?php
/**
 * One entry of a notifications list.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

/**
 * The events of one kind about one thing, grouped: "Ana and 4 others liked <story>".
 *
 * @since 0.6.0
 */
final class Notification_Group {

	/**
	 * Creates the entry.
	 *
	 * @param string $kind       One of Notification_Store's kinds.
	 * @param int    $actor_id   Who did it last.
	 * @param int    $others     How many other people did it too.
	 * @param int    $object_id  What it is about: the story, the replied comment, 0 for followers.
	 * @param int    $item_id    The newest comment or reply, else 0.
	 * @param string $created_at GMT time of the newest event.
	 * @param bool   $is_new     Not marked as read yet.
	 * @param int    $newest     The id of its newest row.
	 */
	public function __construct(
		public readonly string $kind,
		public readonly int $actor_id,
		public readonly int $others,
		public readonly int $object_id,
		public readonly int $item_id,
		public readonly string $created_at,
		public readonly bool $is_new,
		public readonly int $newest = 0,
	) {
	}
}
