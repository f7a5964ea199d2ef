<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Lightbox;

use Inkblocks\Lightbox\Lightbox;
use Inkblocks\Lightbox\Settings;
use Inkwell\Tests\Inkblocks\Blocks\Block_Fixtures;
use Inkwell\Tests\Test_Case;
use WP_Query;


/**
 * Lightbox links, content images, the page configuration and loading the script only where needed.
 *
 * @covers \Inkblocks\Lightbox\Lightbox
 * @covers \Inkblocks\Lightbox\Settings
 */
final class Lightbox_Test extends Test_Case {

	use Block_Fixtures;

	protected function tear_down(): void {
		remove_all_filters( 'inkblocks_lightbox_settings', 20 );
		$GLOBALS['wp_query']     = new WP_Query();
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		parent::tear_down();
	}

	/**
	 * Overrides some lightbox settings after the theme's filter.
	 *
	 * @param array<string,mixed> $settings Settings to force.
	 */
	private function set_settings( array $settings ): void {
		add_filter( 'inkblocks_lightbox_settings', static fn ( array $all ): array => array_merge( $all, $settings ), 20 );
	}

	/**
	 * Runs a post's content through the content filters as its page would.
	 */
	private function content_of( int $post ): string {
		$this->reset_queues();
		$GLOBALS['post'] = get_post( $post );
		setup_postdata( $GLOBALS['post'] );
		$html = apply_filters( 'the_content', get_post_field( 'post_content', $post ) );
		wp_reset_postdata();
		return $html;
	}

	public function test_a_link_is_the_spec_hash_with_base64_json_settings(): void {
		$link = Lightbox::link(
			array(
				'type'  => 'image',
				'url'   => 'https://example.org/a.jpg',
				'title' => 'Café',
			)
		);
		$this->assertStringStartsWith( '#block-action:action=lightbox&settings=', $link );
		$this->assertSame(
			array(
				'type'  => 'image',
				'url'   => 'https://example.org/a.jpg',
				'title' => 'Café',
			),
			$this->lightbox_settings_of( $link )
		);
	}

	public function test_content_images_linked_to_their_file_open_in_the_lightbox_when_global_is_on(): void {
		$image = $this->create_image();
		$url   = wp_get_attachment_url( $image );
		$post  = $this->create_post(
			array(
				'post_content' => '<!-- wp:image {"id":' . $image . ',"linkDestination":"media"} --><figure class="wp-block-image"><a href="' . $url . '"><img src="' . $url . '" alt="Boats" class="wp-image-' . $image . '"/></a></figure><!-- /wp:image -->'
					. '<p><a href="https://example.org/page/">A page link</a></p>',
			)
		);
		$html  = $this->content_of( $post );
		$this->assertSame( 1, preg_match( '/data-inkblocks-lightbox="([^"]+)"/', $html, $match ) );
		$slide = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
		$this->assertSame( $url, $slide['url'] );
		$this->assertSame( 'Boats', $slide['alt'] );
		$this->assertSame( 'Harbour at dawn', $slide['title'] );
		$this->assertSame( 'Description of Harbour at dawn', $slide['description'] );
		$this->assertSame( 'content-' . $post, $slide['slideshow'] );
		$this->assertSame( 1, substr_count( $html, 'data-inkblocks-lightbox=' ), 'only the image link is marked' );
		$this->assertStringContainsString( 'href="' . $url . '"', $html, 'the link still opens the file without JavaScript' );
		$this->assertTrue( wp_script_is( 'inkblocks-lightbox', 'enqueued' ) );
	}

	public function test_sources_pick_the_title_and_description_fields(): void {
		$this->set_settings(
			array(
				'lightbox_title_src'       => 'caption',
				'lightbox_description_src' => '',
			)
		);
		$image = $this->create_image();
		$url   = wp_get_attachment_url( $image );
		$post  = $this->create_post( array( 'post_content' => '<a href="' . $url . '"><img src="' . $url . '" class="wp-image-' . $image . '"></a>' ) );
		$this->assertSame( 1, preg_match( '/data-inkblocks-lightbox="([^"]+)"/', $this->content_of( $post ), $match ) );
		$slide = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
		$this->assertSame( 'Caption of Harbour at dawn', $slide['title'] );
		$this->assertSame( '', $slide['description'] );
		$this->assertSame( 'Alt of Harbour at dawn', Lightbox::attachment_text( $image, 'alt' ) );
		$this->assertSame( '', Lightbox::attachment_text( $post, 'title' ), 'only attachments are read' );
	}

	public function test_with_global_off_content_images_are_left_alone_and_nothing_loads(): void {
		$this->set_settings( array( 'global_image_lightbox' => false ) );
		$post = $this->create_post( array( 'post_content' => '<a href="https://example.org/a.jpg"><img src="https://example.org/a.jpg" alt=""></a>' ) );
		$html = $this->content_of( $post );
		$this->assertStringNotContainsString( 'data-inkblocks-lightbox', $html );
		$this->assertFalse( wp_script_is( 'inkblocks-lightbox', 'enqueued' ) );
	}

	public function test_a_page_without_lightbox_links_does_not_load_the_script(): void {
		$post = $this->create_post( array( 'post_content' => '<p>Only words, and <a href="#section">a hash link</a>.</p>' ) );
		$this->content_of( $post );
		$this->assertFalse( wp_script_is( 'inkblocks-lightbox', 'enqueued' ) );
	}

	public function test_a_typed_lightbox_link_in_content_loads_the_script(): void {
		// Editors may type such links (kses would strip the unknown 'scheme' for people without unfiltered_html).
		wp_set_current_user( $this->users['administrator'] );
		$link = Lightbox::link( array( 'url' => 'https://example.org/a.jpg' ) );
		$post = $this->create_post( array( 'post_content' => '<p><a href="' . esc_attr( $link ) . '">See the photo</a></p>' ) );
		$this->content_of( $post );
		$this->assertTrue( wp_script_is( 'inkblocks-lightbox', 'enqueued' ) );
	}

	public function test_the_page_configuration_is_printed_before_the_script_with_the_spec_names(): void {
		$post                    = $this->create_post(
			array(
				'post_title'   => 'Boats & harbours',
				'post_excerpt' => 'Morning light.',
			)
		);
		$GLOBALS['wp_query']     = new WP_Query( array( 'p' => $post ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$this->reset_queues();
		Lightbox::enqueue();
		( new Lightbox() )->print_config();
		$before = wp_scripts()->get_inline_script_data( 'inkblocks-lightbox', 'before' );
		$this->assertSame( 1, preg_match( '/^window\.inkblocksPageConfig = (\{.*\});/s', $before, $match ), $before );
		$config = json_decode( $match[1], true );
		$this->assertSame( $post, $config['post']['id'] );
		$this->assertSame( 'Boats & harbours', $config['post']['title'] );
		$this->assertSame( 'Morning light.', $config['post']['excerpt'] );
		$this->assertSame(
			array( 'global_image_lightbox', 'lightbox_enable_counter', 'lightbox_enable_fullscreen', 'lightbox_enable_zoom', 'lightbox_enable_share', 'lightbox_title_src', 'lightbox_description_src', 'active_breakpoints' ),
			array_keys( $config['settings'] )
		);
		$this->assertSame( 'title', $config['settings']['lightbox_title_src'] );
		$this->assertSame( 'description', $config['settings']['lightbox_description_src'] );
		$this->assertSame(
			array(
				'mobile' => 767,
				'tablet' => 1024,
			),
			$config['settings']['active_breakpoints']
		);
	}

	public function test_nothing_is_printed_where_the_script_is_not_loaded(): void {
		$this->reset_queues();
		( new Lightbox() )->print_config();
		$this->assertSame( '', wp_scripts()->get_inline_script_data( 'inkblocks-lightbox', 'before' ) );
	}

	public function test_bad_setting_values_fall_back_to_the_defaults(): void {
		$this->set_settings(
			array(
				'lightbox_title_src'      => '<script>',
				'lightbox_enable_counter' => 0,
			)
		);
		$settings = Settings::lightbox();
		$this->assertSame( 'title', $settings['lightbox_title_src'] );
		$this->assertFalse( $settings['lightbox_enable_counter'] );
	}
}
