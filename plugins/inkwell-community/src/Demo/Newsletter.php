<?php
/**
 * The demo newsletter: a mailing list and a page with the inline sign-up form.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use Inkblocks\Newsletter\Subscribers;
use RuntimeException;

/**
 * Creates the list "Inkwell Weekly" (kept on re-seeding, found by name) and the page /newsletter/ holding the
 * "Newsletter form" block for it.
 */
final class Newsletter {

	public const LIST_NAME = 'Inkwell Weekly';

	/**
	 * Creates the step.
	 *
	 * @param int $author Owner of the page (the editor).
	 */
	public function __construct( private readonly int $author ) {}

	/**
	 * Creates the list and the page.
	 *
	 * @return array{list: int, page: int}
	 * @throws RuntimeException When the page cannot be created.
	 */
	public function create(): array {
		$subscribers = new Subscribers();
		$list        = 0;
		foreach ( $subscribers->lists() as $existing ) {
			if ( self::LIST_NAME === $existing['name'] ) {
				$list = $existing['id'];
			}
		}
		$list = $list ? $list : $subscribers->create_list( self::LIST_NAME );

		$block = '<!-- wp:inkblocks/newsletter ' . wp_json_encode(
			array(
				'listId'  => $list,
				'heading' => 'Get the best stories every Friday',
			)
		) . ' /-->';
		$page  = wp_insert_post(
			wp_slash(
				array(
					'post_title'     => 'Newsletter',
					'post_name'      => 'newsletter',
					'post_content'   => "<!-- wp:paragraph -->\n<p>One mail a week with the articles our readers liked most. No tracking, unsubscribe with one click.</p>\n<!-- /wp:paragraph -->\n\n" . $block,
					'post_status'    => 'publish',
					'post_type'      => 'page',
					'post_author'    => $this->author,
					'comment_status' => 'closed',
					'ping_status'    => 'closed',
					'meta_input'     => array( '_inkwell_demo' => 1 ),
				)
			),
			true,
			false
		);
		if ( is_wp_error( $page ) ) {
			throw new RuntimeException( 'could not create the newsletter page: ' . $page->get_error_message() );
		}
		return array(
			'list' => $list,
			'page' => (int) $page,
		);
	}
}
