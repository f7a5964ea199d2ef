<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkblocks\Blocks\Audio;
use Inkwell\Tests\Test_Case;

/**
 * The server render of the "Audio player" block: a playlist of native players and the island props.
 *
 * @covers \Inkblocks\Blocks\Audio
 */
final class Audio_Test extends Test_Case {

	use Block_Render;

	public function test_each_track_plays_natively_and_the_player_starts_at_0_8(): void {
		$html = $this->render_block(
			'audio',
			array(
				'title'  => 'Tunes',
				'tracks' => array(
					array(
						'url'    => 'https://example.org/one.wav',
						'title'  => 'One',
						'artist' => 'Band',
					),
					array( 'url' => 'https://example.org/two.wav' ),
				),
			)
		);
		$this->assertStringContainsString( '<audio controls preload="none" src="https://example.org/one.wav">', $html );
		$this->assertStringContainsString( '<audio controls preload="none" src="https://example.org/two.wav">', $html );
		$this->assertStringContainsString( '<span class="inkblocks-audio__track-artist">Band</span>', $html );
		$props = $this->island_props( $html, 'audio' );
		$this->assertSame( 0.8, $props['volume'] );
		$this->assertSame( 0.8, Audio::START_VOLUME );
		$this->assertSame( 'Track 2', $props['tracks'][1]['title'] );
		$this->assertTrue( $props['autoAdvance'] );
		$this->assertFalse( $props['loop'] );
		$this->assertTrue( wp_script_is( 'inkblocks-audio-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-audio-view-style', 'enqueued' ) );
	}

	public function test_hostile_attributes_are_refused_or_escaped(): void {
		$html  = $this->render_block(
			'audio',
			array(
				'title'  => '<script>alert(1)</script>',
				'volume' => 7,
				'tracks' => array(
					array( 'url' => 'javascript:alert(2)' ),
					array(
						'url'   => 'https://example.org/ok.wav',
						'title' => '"><img src=x onerror=alert(3)>',
					),
					array( 'url' => array( 'not a string' ) ),
				),
			)
		);
		$props = $this->island_props( $html, 'audio' );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertCount( 1, $props['tracks'] );
		$this->assertEquals( 1.0, $props['volume'] );
	}

	public function test_items_of_the_wrong_shape_are_dropped(): void {
		$this->assertCount( 1, Audio::tracks( array( 'not a track', array( 'url' => 'https://example.org/a.wav' ), null ) ) );
		$this->assertSame( array(), Audio::tracks( 'not a list' ) );
	}

	public function test_a_volume_that_is_not_a_number_falls_back_to_the_start_volume(): void {
		$html = $this->render_block(
			'audio',
			array(
				'volume' => 'loud',
				'tracks' => array( array( 'url' => 'https://example.org/a.wav' ) ),
			)
		);
		$this->assertSame( Audio::START_VOLUME, $this->island_props( $html, 'audio' )['volume'] );
	}

	public function test_without_tracks_readers_get_nothing_and_editors_a_notice(): void {
		$this->assertSame( '', trim( $this->render_block( 'audio', array( 'tracks' => array( array( 'url' => 'ftp://example.org/a.wav' ) ) ) ) ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertStringContainsString( 'class="inkblocks-notice"', $this->render_block( 'audio', array() ) );
	}

	public function test_names_typed_on_the_canvas_read_as_plain_text(): void {
		$html  = $this->render_block(
			'audio',
			array(
				'title'  => 'Rock &amp; roll',
				'tracks' => array(
					array(
						'url'    => 'https://sounds.example/a.mp3',
						'title'  => 'Morning &amp; ink',
						'artist' => '<b>The Band</b>',
					),
				),
			)
		);
		$props = $this->island_props( $html, 'audio' );
		$this->assertSame( 'Rock & roll', $props['title'] );
		$this->assertSame( array( 'Morning & ink', 'The Band' ), array( $props['tracks'][0]['title'], $props['tracks'][0]['artist'] ) );
		$this->assertStringContainsString( 'Morning &amp; ink</span>', $html );
	}
}
