<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkblocks\Blocks\Video;
use Inkwell\Tests\Test_Case;

/**
 * The server render of the "Video player" block: a native player or a link, never a third-party embed.
 *
 * @covers \Inkblocks\Blocks\Video
 * @covers \Inkblocks\Blocks\Media_File
 */
final class Video_Test extends Test_Case {

	use Block_Render;

	public function test_a_self_hosted_video_plays_natively_without_javascript(): void {
		$html = $this->render_block(
			'video',
			array(
				'url'    => 'https://example.org/clip.webm',
				'poster' => 'https://example.org/poster.jpg',
				'title'  => 'Ink in water',
				'loop'   => true,
			)
		);
		$this->assertMatchesRegularExpression( '#<video class="inkblocks-video__media" controls preload="metadata" playsinline\s+src="https://example.org/clip.webm"\s+poster="https://example.org/poster.jpg"\s+loop#', $html );
		$this->assertStringContainsString( '<figcaption class="inkblocks-video__caption">Ink in water</figcaption>', $html );
		$props = $this->island_props( $html, 'video' );
		$this->assertSame( 'self', $props['source'] );
		$this->assertTrue( $props['customControls'] );
		$this->assertSame( '16:9', $props['aspectRatio'] );
		$this->assertStringContainsString( 'style="--inkblocks-video-ratio: 16 / 9"', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-video-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-video-view-style', 'enqueued' ) );
	}

	public function test_a_media_library_video_is_used_only_when_it_is_a_video(): void {
		$video = wp_insert_attachment(
			array(
				'post_mime_type' => 'video/webm',
				'post_status'    => 'inherit',
			),
			'clip.webm'
		);
		$image = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'shot.jpg'
		);
		$this->assertStringEndsWith( 'clip.webm', Video::video( array( 'mediaId' => $video ) )['src'] );
		$this->assertNull( Video::video( array( 'mediaId' => $image ) ) );
	}

	public function test_youtube_uses_the_privacy_enhanced_player_and_the_page_only_links_to_it(): void {
		$html = $this->render_block(
			'video',
			array(
				'source' => 'youtube',
				'url'    => 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10',
				'title'  => 'Bunny',
				'start'  => 30,
			)
		);
		$this->assertStringNotContainsString( '<iframe', $html );
		$this->assertStringNotContainsString( 'youtube-nocookie.com', preg_replace( '/data-inkwell-props="[^"]*"/', '', $html ) );
		$this->assertStringContainsString( 'href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"', $html );
		$props = $this->island_props( $html, 'video' );
		$this->assertSame( 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0&start=30', $props['embed'] );
	}

	public function test_vimeo_uses_do_not_track(): void {
		$video = Video::video(
			array(
				'source' => 'vimeo',
				'url'    => 'https://vimeo.com/76979871',
				'loop'   => true,
			)
		);
		$this->assertSame( 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&loop=1', $video['embed'] );
		$this->assertSame( 'https://vimeo.com/76979871', $video['watch'] );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function data_provider_youtube_addresses(): array {
		return array(
			'watch'     => array( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ' ),
			'short'     => array( 'https://youtu.be/aqz-KE-bpKQ?t=3', 'aqz-KE-bpKQ' ),
			'embed'     => array( 'https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ' ),
			'shorts'    => array( 'https://youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ' ),
			'bare id'   => array( 'aqz-KE-bpKQ', 'aqz-KE-bpKQ' ),
			'other'     => array( 'https://evil.example/watch?v=aqz-KE-bpKQ', '' ),
			'injection' => array( 'aqz-KE-bpKQ"><script>', '' ),
		);
	}

	/**
	 * @dataProvider data_provider_youtube_addresses
	 */
	public function test_youtube_ids_are_read_from_known_addresses_only( string $url, string $id ): void {
		$this->assertSame( $id, Video::youtube_id( $url ) );
	}

	public function test_hostile_attributes_are_refused_or_escaped(): void {
		$this->assertSame( '', trim( $this->render_block( 'video', array( 'url' => 'javascript:alert(1)' ) ) ) );
		$this->assertSame(
			'',
			trim(
				$this->render_block(
					'video',
					array(
						'source' => 'vimeo',
						'url'    => 'https://vimeo.com/1"><script>',
					)
				)
			)
		);
		$html  = $this->render_block(
			'video',
			array(
				'source'      => 'nonsense',
				'url'         => 'https://example.org/a.mp4',
				'poster'      => 'javascript:alert(2)',
				'title'       => '"><script>alert(3)</script>',
				'aspectRatio' => '1:1;background:url(x)',
				'start'       => -5,
			)
		);
		$props = $this->island_props( $html, 'video' );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertSame( 'self', $props['source'] );
		$this->assertSame( '', $props['poster'] );
		$this->assertSame( '16:9', $props['aspectRatio'] );
		$this->assertSame( 0, $props['start'] );
	}

	public function test_without_a_video_readers_get_nothing_and_editors_a_notice(): void {
		$this->assertSame( '', trim( $this->render_block( 'video', array() ) ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertStringContainsString( 'class="inkblocks-notice"', $this->render_block( 'video', array() ) );
	}

	public function test_a_title_typed_on_the_canvas_reads_as_plain_text(): void {
		$html  = $this->render_block(
			'video',
			array(
				'url'   => 'https://videos.example/clip.mp4',
				'title' => 'Ink &amp; water',
			)
		);
		$props = $this->island_props( $html, 'video' );
		$this->assertSame( 'Ink & water', $props['title'] );
		$this->assertStringContainsString( '<figcaption class="inkblocks-video__caption">Ink &amp; water</figcaption>', $html );
	}
}
