<?php
/**
 * The notifications bell of the header.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Frontend\Template;
use Inkwell\Community\Lists\Cursor;
use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * For logged-in readers: a link to /notifications/ with the unseen count (read from the object cache),
 * which the `notification-bell` island turns into a button opening the panel. Guests get nothing, so their
 * pages stay cacheable.
 *
 * @since 0.6.0
 */
final class Notification_Bell {

	/**
	 * Creates the bell.
	 *
	 * @param Notification_Store $store The notifications.
	 */
	public function __construct( private readonly Notification_Store $store ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'inkwell_header_actions', array( $this, 'print_bell' ), 6 );
	}

	/**
	 * Prints the bell for a logged-in reader.
	 */
	public function print_bell(): void {
		$user_id = get_current_user_id();
		if ( ! $user_id ) {
			return;
		}
		try {
			$count = $this->store->unseen( $user_id );
		} catch ( Storage_Unavailable ) {
			$count = 0;
		}
		Assets::enqueue();
		echo Template::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
			'notification-bell',
			array(
				'count' => $count,
				'url'   => Notifications_Page::url(),
				'props' => array(
					'count'   => $count,
					'pageUrl' => Notifications_Page::url(),
					'userId'  => $user_id,
					'hash'    => ( new Cursor( 'notifications', $user_id, 0 ) )->encode(),
				),
			)
		);
	}
}
