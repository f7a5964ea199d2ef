<?php
/**
 * What a reader has not seen yet from the authors they follow.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * A follower's notifications are the stories their followed authors published since they last looked;
 * /notification/update-followers moves that moment to now.
 *
 * @since 0.1.0
 */
final class Follower_Notifications {

	/** User meta holding the GMT time the user last saw their follower notifications. */
	public const SEEN_META = 'inkwell_followers_seen';

	/** Most followed authors considered. */
	private const MAX_AUTHORS = 500;

	/**
	 * Creates the notifications.
	 *
	 * @param Relations $relations The relations store.
	 */
	public function __construct( private readonly Relations $relations ) {
	}

	/**
	 * Marks everything up to now as seen.
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id The follower.
	 * @throws Storage_Unavailable When it is not stored.
	 */
	public function mark_seen( int $user_id ): void {
		$now = gmdate( 'Y-m-d H:i:s' );
		Storage_Unavailable::check_meta( update_user_meta( $user_id, self::SEEN_META, $now ), 'user', $user_id, self::SEEN_META, $now );
	}

	/**
	 * How many stories the user's followed authors published since the user last looked (or joined).
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id The follower.
	 */
	public function unseen( int $user_id ): int {
		$authors = $this->relations->objects_of( $user_id, Relations::FOLLOW, Relations::USER, self::MAX_AUTHORS );
		if ( ! $authors ) {
			return 0;
		}
		$user  = get_userdata( $user_id );
		$since = (string) get_user_meta( $user_id, self::SEEN_META, true );
		$since = '' !== $since ? $since : ( $user ? $user->user_registered : gmdate( 'Y-m-d H:i:s' ) );
		$query = new \WP_Query(
			array(
				'post_type'      => 'post',
				'post_status'    => 'publish',
				'author__in'     => $authors,
				'date_query'     => array(
					array(
						'column' => 'post_date_gmt',
						'after'  => $since,
					),
				),
				'posts_per_page' => 1,
				'fields'         => 'ids',
			)
		);
		return (int) $query->found_posts;
	}
}
