<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Frontend;

use Inkwell\Community\Frontend\Avatars;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Frontend\Avatars
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
}
