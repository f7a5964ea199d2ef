<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;


/**
 * Server render of the scroll navigation: links to the sections, and the SPEC 9 defaults.
 *
 * @covers \Inkblocks\Blocks\Scroll_Navigation
 */
final class Scroll_Navigation_Test extends Test_Case {
	use Block_Render;

	private const ITEMS = array(
		array(
			'label'     => 'Intro',
			'sectionId' => 'intro',
		),
		array(
			'label'     => 'Pricing',
			'sectionId' => 'pricing-plans',
		),
	);

	public function test_the_menu_links_to_each_section_with_the_spec_defaults(): void {
		$html  = do_blocks( $this->block( 'inkblocks/scroll-navigation', array( 'items' => self::ITEMS ) ) );
		$props = $this->island_props( $html, 'scroll-navigation' );

		$this->assertMatchesRegularExpression( '#<nav [^>]*aria-label="Sections of this page"[^>]*data-inkwell-island="scroll-navigation"#', $html );
		$this->assertStringContainsString( 'href="#intro"><span class="inkblocks-scroll-navigation__label">Intro</span></a>', $html );
		$this->assertStringContainsString( 'href="#pricing-plans"', $html );
		$this->assertFalse( $props['sectionIdVisibility'] );
		$this->assertSame( 500, $props['speed'] );
		$this->assertSame( 0, $props['offset'] );
		$this->assertFalse( $props['sectionSwitch'] );
		$this->assertStringContainsString( 'is-right', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-scroll-navigation-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-scroll-navigation-view-style', 'enqueued' ) );
	}

	public function test_its_settings_are_read(): void {
		$html  = do_blocks(
			$this->block(
				'inkblocks/scroll-navigation',
				array(
					'items'               => self::ITEMS,
					'sectionIdVisibility' => true,
					'speed'               => 800,
					'offset'              => 80,
					'sectionSwitch'       => true,
					'position'            => 'left',
				)
			)
		);
		$props = $this->island_props( $html, 'scroll-navigation' );
		$this->assertTrue( $props['sectionIdVisibility'] );
		$this->assertSame( 800, $props['speed'] );
		$this->assertSame( 80, $props['offset'] );
		$this->assertTrue( $props['sectionSwitch'] );
		$this->assertStringContainsString( 'is-left', $html );
	}

	public function test_hostile_attributes_are_neutralised(): void {
		$html  = do_blocks(
			$this->block(
				'inkblocks/scroll-navigation',
				array(
					'items'    => array(
						array( 'label' => 'No id' ),
						array(
							'label'     => '<script>alert(1)</script>Safe',
							'sectionId' => '"><img src=x onerror=alert(2)>',
						),
						array( 'sectionId' => 'only-id' ),
					),
					'speed'    => 999999,
					'offset'   => '12px',
					'position' => 'center',
				)
			)
		);
		$props = $this->island_props( $html, 'scroll-navigation' );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertSame(
			array(
				array(
					'label'     => 'Safe',
					'sectionId' => 'imgsrcxonerroralert2',
				),
				array(
					'label'     => 'only-id',
					'sectionId' => 'only-id',
				),
			),
			$props['items']
		);
		$this->assertSame( 5000, $props['speed'] );
		$this->assertSame( 0, $props['offset'] );
		$this->assertStringContainsString( 'is-right', $html );
	}

	public function test_a_menu_without_sections_renders_nothing_and_loads_no_script(): void {
		$this->assertSame( '', trim( do_blocks( $this->block( 'inkblocks/scroll-navigation', '{"items":"none"}' ) ) ) );
		$this->assertFalse( wp_script_is( 'inkblocks-scroll-navigation-view-script', 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'inkblocks-scroll-navigation-view-style', 'enqueued' ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertSame( '<p class="inkblocks-notice" role="note">This scroll navigation has no section yet.</p>', trim( do_blocks( $this->block( 'inkblocks/scroll-navigation', array() ) ) ) );
	}

	public function test_labels_typed_on_the_canvas_keep_their_inline_formats(): void {
		$html  = do_blocks(
			$this->block(
				'inkblocks/scroll-navigation',
				array(
					'items' => array(
						array(
							'label'     => 'Our <em onclick="y()">work</em> &amp; <strong>play</strong>',
							'sectionId' => 'work',
						),
						array(
							'label'     => '<strong> </strong>',
							'sectionId' => 'empty-label',
						),
					),
				)
			)
		);
		$props = $this->island_props( $html, 'scroll-navigation' );
		$this->assertSame( 'Our <em>work</em> &amp; <strong>play</strong>', $props['items'][0]['label'] );
		$this->assertSame( 'empty-label', $props['items'][1]['label'] );
		$this->assertStringContainsString( '<span class="inkblocks-scroll-navigation__label">Our <em>work</em> &amp; <strong>play</strong></span>', $html );
		$this->assertStringNotContainsString( 'onclick', $html );
	}
}
