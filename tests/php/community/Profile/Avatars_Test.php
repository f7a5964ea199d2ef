<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Profile;

use Inkwell\Community\Profile\Avatars;
use Inkwell\Community\Profile\Profile_Image;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Profile\Avatars
 */
final class Avatars_Test extends Test_Case {

	private function svg_of( string $url ): string {
		$this->assertStringStartsWith( 'data:image/svg+xml;charset=utf-8,', $url );
		return rawurldecode( substr( $url, strlen( 'data:image/svg+xml;charset=utf-8,' ) ) );
	}

	public function test_a_user_gets_their_initials_and_no_gravatar(): void {
		$id = $this->create_user();
		wp_update_user(
			array(
				'ID'           => $id,
				'display_name' => 'Maya Okafor',
			)
		);
		$url = (string) get_avatar_url( $id );
		$this->assertStringNotContainsString( 'gravatar', $url );
		$this->assertStringContainsString( '>MO</text>', $this->svg_of( $url ) );
		$html = get_avatar( $id, 48, '', 'Maya' );
		$this->assertMatchesRegularExpression( '/<img alt="Maya" src="data:image\/svg\+xml;charset=utf-8,[^"]+" class="avatar avatar-48 photo" height="48" width="48"/', $html );
	}

	public function test_guest_comment_authors_and_emails_get_initials_too(): void {
		$post    = $this->create_post();
		$comment = get_comment(
			wp_insert_comment(
				array(
					'comment_post_ID' => $post,
					'comment_author'  => 'élodie',
					'comment_content' => 'Hi',
				)
			)
		);
		$this->assertStringContainsString( '>É</text>', $this->svg_of( (string) get_avatar_url( $comment ) ) );
		$this->assertStringContainsString( '>S</text>', $this->svg_of( (string) get_avatar_url( 'sam@example.test' ) ) );
	}

	public function test_names_are_escaped_inside_the_svg(): void {
		$svg = $this->svg_of( ( new Avatars() )->initials_url( '<b x' ) );
		$this->assertStringContainsString( '>&lt;X</text>', $svg );
	}

	public function test_the_filter_switches_back_to_gravatar(): void {
		add_filter( 'inkwell_local_avatars', '__return_false' );
		$this->assertStringContainsString( 'gravatar.com', (string) get_avatar_url( $this->users['author'] ) );
		remove_filter( 'inkwell_local_avatars', '__return_false' );
	}

	public function test_a_profile_image_is_the_avatar_for_the_user_their_posts_and_comments(): void {
		$user = $this->users['author'];
		$id   = self::factory_attachment( $user );
		update_user_meta( $user, Profile_Image::META, $id );
		$small = wp_get_attachment_image_url( $id, 'thumbnail' );
		$this->assertSame( $small, get_avatar_url( $user, array( 'size' => 40 ) ) );
		$this->assertSame( wp_get_attachment_image_url( $id, 'full' ), get_avatar_url( $user, array( 'size' => 112 ) ) );
		$this->assertSame( $small, get_avatar_url( get_post( $this->create_post() ), array( 'size' => 48 ) ) );
		$comment = get_comment(
			wp_insert_comment(
				array(
					'comment_post_ID' => $this->create_post(),
					'user_id'         => $user,
					'comment_author'  => 'Someone',
					'comment_content' => 'Hi',
				)
			)
		);
		$this->assertSame( $small, get_avatar_url( $comment, array( 'size' => 40 ) ) );
		$this->assertStringContainsString( "src='" . $small . "'", get_avatar( $user, 32 ) );
		// It wins even where Gravatar is switched back on.
		add_filter( 'inkwell_local_avatars', '__return_false' );
		$this->assertSame( $small, get_avatar_url( $user, array( 'size' => 40 ) ) );
		remove_filter( 'inkwell_local_avatars', '__return_false' );
	}

	/**
	 * An image attachment with its thumbnail, as an upload leaves it.
	 */
	private static function factory_attachment( int $user ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
				'post_author'    => $user,
			),
			'2026/11/profile.png'
		);
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 512,
				'height' => 512,
				'file'   => '2026/11/profile.png',
				'sizes'  => array(
					'thumbnail' => array(
						'file'      => 'profile-150x150.png',
						'width'     => 150,
						'height'    => 150,
						'mime-type' => 'image/png',
					),
				),
			)
		);
		return $id;
	}
}
