<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkblocks\Blocks\Newsletter;
use Inkwell\Tests\Test_Case;

/**
 * The server render of the "Newsletter form" block.
 *
 * @covers \Inkblocks\Blocks\Newsletter
 */
final class Newsletter_Test extends Test_Case {

	use Block_Render;

	/**
	 * @param array<string,mixed> $attributes Block attributes.
	 * @return array{html: string, props: array<string,mixed>}
	 */
	private function render( array $attributes ): array {
		$html = do_blocks( '<!-- wp:inkblocks/newsletter ' . wp_json_encode( $attributes ) . ' /-->' );
		$this->assertSame( 1, preg_match( '/data-inkwell-props="([^"]*)"/', $html, $match ) );
		return array(
			'html'  => $html,
			'props' => json_decode( html_entity_decode( $match[1] ), true ),
		);
	}

	public function test_the_form_posts_the_spec_fields_to_admin_ajax_without_javascript(): void {
		$rendered = $this->render( array( 'listId' => 7 ) );
		$html     = $rendered['html'];
		$this->assertStringContainsString( 'data-inkwell-island="newsletter-form"', $html );
		$this->assertMatchesRegularExpression( '#<form[^>]+method="post"[^>]+action="[^"]*/wp-admin/admin-ajax\.php\?inkblocks_page_answer=1"#', $html );
		$this->assertStringContainsString( 'name="action" value="inkblocks_subscribe_form_ajax"', $html );
		$this->assertStringContainsString( 'name="data[use_target_list_id]" value="true"', $html );
		$this->assertStringContainsString( 'name="data[target_list_id]" value="7"', $html );
		$this->assertStringContainsString( 'name="data[email]"', $html );
		$this->assertStringContainsString( 'name="data[additional][inkblocks_website]"', $html );
		$this->assertSame( 'inkblocks_subscribe_form_ajax', $rendered['props']['action'] );
		$this->assertFalse( $rendered['props']['inPopup'] );
		$this->assertTrue( wp_script_is( 'inkblocks-newsletter-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-newsletter-view-style', 'enqueued' ) );
	}

	public function test_a_redirect_to_another_host_is_refused(): void {
		$props = $this->render(
			array(
				'redirect'    => true,
				'redirectUrl' => 'https://evil.example/welcome',
			)
		)['props'];
		$this->assertFalse( $props['redirect'] );
		$this->assertSame( '', $props['redirect_url'] );
		$this->assertSame( '', Newsletter::safe_redirect( '//evil.example/x' ) );
		$this->assertSame( '', Newsletter::safe_redirect( 'javascript:alert(1)' ) );
	}

	public function test_a_redirect_on_the_site_is_kept(): void {
		$url   = home_url( '/thank-you/' );
		$props = $this->render(
			array(
				'redirect'    => true,
				'redirectUrl' => $url,
			)
		)['props'];
		$this->assertTrue( $props['redirect'] );
		$this->assertSame( $url, $props['redirect_url'] );
	}
}
