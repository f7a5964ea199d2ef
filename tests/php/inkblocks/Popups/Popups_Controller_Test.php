<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Popups;

use Inkblocks\Popups\Popup_Post_Type;
use Inkwell\Tests\Rest_Test_Case;
use WP_REST_Request;

/**
 * GET /inkblocks/v1/popups, the Popup trigger block's popup picker.
 *
 * @covers \Inkblocks\Popups\Popups_Controller
 */
final class Popups_Controller_Test extends Rest_Test_Case {

	private function popup( string $title, string $status = 'publish', string $content_type = 'default', string $password = '' ): int {
		$id = $this->create_post(
			array(
				'post_type'     => Popup_Post_Type::POST_TYPE,
				'post_title'    => $title,
				'post_status'   => $status,
				'post_password' => $password,
			)
		);
		update_post_meta( $id, Popup_Post_Type::SETTINGS_META, array( 'content-type' => $content_type ) );
		return $id;
	}

	private function get(): \WP_REST_Response {
		return rest_get_server()->dispatch( new WP_REST_Request( 'GET', '/inkblocks/v1/popups' ) );
	}

	public function test_authors_get_the_published_popups_with_their_content_type(): void {
		$plain     = $this->popup( 'Picker <b>plain</b>' );
		$as_post   = $this->popup( 'Picker post content', 'publish', 'post-content' );
		$draft     = $this->popup( 'Picker draft', 'draft' );
		$trashed   = $this->popup( 'Picker trashed', 'trash' );
		$protected = $this->popup( 'Picker protected', 'publish', 'default', 'secret' );
		wp_set_current_user( $this->users['author'] );

		$found = array_column( $this->assert_ok( $this->get() ), null, 'id' );
		$this->assertSame(
			array(
				'id'          => $plain,
				'title'       => 'Picker plain',
				'contentType' => 'default',
			),
			$found[ $plain ]
		);
		$this->assertSame( 'post-content', $found[ $as_post ]['contentType'] );
		$this->assertArrayNotHasKey( $draft, $found );
		$this->assertArrayNotHasKey( $trashed, $found );
		$this->assertArrayNotHasKey( $protected, $found );
	}

	public function test_readers_and_guests_are_refused(): void {
		$this->popup( 'Picker hidden' );
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_error( $this->get(), 403, 'inkblocks_forbidden' );
		wp_set_current_user( 0 );
		$this->assert_error( $this->get(), 401, 'inkblocks_forbidden' );
	}
}
