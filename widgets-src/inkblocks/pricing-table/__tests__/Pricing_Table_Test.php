<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkwell\Tests\Test_Case;


/**
 * Server render of the pricing table: every feature without JavaScript, the fold island only when there
 * is something to fold.
 *
 * @covers \Inkblocks\Blocks\Pricing_Table
 */
final class Pricing_Table_Test extends Test_Case {
	use Block_Render;

	/** @return list<array{text: string, included: bool}> */
	private function features( int $count ): array {
		return array_map(
			static fn ( int $n ): array => array(
				'text'     => "Feature $n",
				'included' => 0 !== $n % 4,
			),
			range( 1, $count )
		);
	}

	public function test_the_plan_price_features_and_button_render_and_the_fold_island_gets_its_texts(): void {
		$html  = do_blocks(
			$this->block(
				'inkblocks/pricing-table',
				array(
					'title'      => 'Pro',
					'subtitle'   => 'For teams',
					'price'      => '29',
					'period'     => 'per month',
					'featured'   => true,
					'badge'      => 'Popular',
					'features'   => $this->features( 5 ),
					'buttonText' => 'Choose Pro',
					'buttonUrl'  => 'https://example.org/pro',
				)
			)
		);
		$props = $this->island_props( $html, 'pricing-features' );

		$this->assertStringContainsString( '<h3 class="inkblocks-pricing-table__title">Pro</h3>', $html );
		$this->assertStringContainsString( '<span class="inkblocks-pricing-table__currency">$</span><span class="inkblocks-pricing-table__amount">29</span>', $html );
		$this->assertStringContainsString( '<p class="inkblocks-pricing-table__badge">Popular</p>', $html );
		$this->assertStringContainsString( 'is-featured', $html );
		$this->assertSame( 5, substr_count( $html, '<li class="inkblocks-pricing-table__feature' ) );
		$this->assertStringContainsString( 'Not included:', $html );
		$this->assertStringContainsString( 'href="https://example.org/pro">Choose Pro</a>', $html );
		$this->assertTrue( $props['foldable'] );
		$this->assertSame( 3, $props['visibleFeatures'] );
		$this->assertSame( 'Show all features', $props['unfoldText'] );
		$this->assertSame( 'Show fewer features', $props['foldText'] );
		$this->assertSame( 'chevron', $props['icon'] );
		$this->assertTrue( wp_script_is( 'inkblocks-pricing-table-view-script', 'enqueued' ) );
	}

	public function test_a_short_list_or_a_disabled_fold_has_no_island_but_the_styles(): void {
		$html  = do_blocks(
			$this->block(
				'inkblocks/pricing-table',
				array(
					'title'    => 'Basic',
					'features' => $this->features( 3 ),
				)
			)
		);
		$html .= do_blocks(
			$this->block(
				'inkblocks/pricing-table',
				array(
					'title'    => 'Plus',
					'foldable' => false,
					'features' => $this->features( 9 ),
				)
			)
		);
		$this->assertStringNotContainsString( 'data-inkwell-island', $html );
		$this->assertSame( 12, substr_count( $html, '<li class="inkblocks-pricing-table__feature' ) );
		// Without an island, the page drops the script WordPress enqueued (Deferred_Bundles); the styles stay.
		$this->assertTrue( wp_style_is( 'inkblocks-pricing-table-view-style', 'enqueued' ) );
	}

	public function test_custom_fold_texts_and_icon_are_used(): void {
		$props = $this->island_props(
			do_blocks(
				$this->block(
					'inkblocks/pricing-table',
					array(
						'title'           => 'Pro',
						'features'        => $this->features( 4 ),
						'visibleFeatures' => 1,
						'unfoldText'      => 'Everything',
						'foldText'        => 'Less',
						'icon'            => 'plus',
					)
				)
			),
			'pricing-features'
		);
		$this->assertSame( 1, $props['visibleFeatures'] );
		$this->assertSame( 'Everything', $props['unfoldText'] );
		$this->assertSame( 'Less', $props['foldText'] );
		$this->assertSame( 'plus', $props['icon'] );
	}

	public function test_hostile_attributes_are_neutralised(): void {
		$html  = do_blocks(
			$this->block(
				'inkblocks/pricing-table',
				array(
					'title'           => '<script>alert(1)</script>Evil',
					'price'           => array( 'x' ),
					'features'        => array( array( 'text' => '<img src=x onerror=alert(2)>Real' ), array( 'text' => '' ), array( 'included' => true ), array( 'text' => 'Two' ), array( 'text' => 'Three' ), array( 'text' => 'Four' ) ),
					'visibleFeatures' => 'all',
					'icon'            => 'skull',
					'buttonText'      => 'Pay',
					'buttonUrl'       => 'javascript:alert(3)',
				)
			)
		);
		$props = $this->island_props( $html, 'pricing-features' );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( 'inkblocks-pricing-table__button', $html );
		$this->assertSame( array( 'Real', 'Two', 'Three', 'Four' ), array_column( $props['features'], 'text' ) );
		$this->assertSame( 3, $props['visibleFeatures'] );
		$this->assertSame( 'chevron', $props['icon'] );
	}

	public function test_texts_typed_on_the_canvas_keep_their_inline_formats_only(): void {
		$html  = do_blocks(
			$this->block(
				'inkblocks/pricing-table',
				array(
					'title'           => '<strong>Pro</strong><div onclick="x()">plan</div>',
					'subtitle'        => '<em>For teams</em><style>*{}</style>',
					'currency'        => '<b>€</b>',
					'price'           => '<strong>29</strong>',
					'period'          => 'per <em>month</em>',
					'featured'        => true,
					'badge'           => '<strong onmouseover="x()">Best</strong>',
					'features'        => array(
						array( 'text' => '<strong>Unlimited</strong> reading<img src=x onerror=y()>' ),
						array( 'text' => '<em></em>' ),
						array( 'text' => 'Two' ),
					),
					'visibleFeatures' => 1,
					'unfoldText'      => '<em>More</em><script>x()</script>',
					'foldText'        => '<strong>Less</strong>',
					'buttonText'      => '<em>Choose</em><iframe src="https://example.org/"></iframe>',
					'buttonUrl'       => 'https://example.org/pro',
				)
			)
		);
		$props = $this->island_props( $html, 'pricing-features' );

		$this->assertStringContainsString( '<h3 class="inkblocks-pricing-table__title"><strong>Pro</strong>plan</h3>', $html );
		$this->assertStringContainsString( '<p class="inkblocks-pricing-table__subtitle"><em>For teams</em>*{}</p>', $html );
		$this->assertStringContainsString( '<span class="inkblocks-pricing-table__currency">€</span><span class="inkblocks-pricing-table__amount"><strong>29</strong></span>', $html );
		$this->assertStringContainsString( '<span class="inkblocks-pricing-table__period">per <em>month</em></span>', $html );
		$this->assertStringContainsString( '<p class="inkblocks-pricing-table__badge"><strong>Best</strong></p>', $html );
		$this->assertStringContainsString( '<span class="inkblocks-pricing-table__feature-text"><strong>Unlimited</strong> reading</span>', $html );
		$this->assertStringContainsString( 'href="https://example.org/pro"><em>Choose</em></a>', $html );
		$this->assertSame( array( '<strong>Unlimited</strong> reading', 'Two' ), array_column( $props['features'], 'text' ) );
		$this->assertSame( '<em>More</em>x()', $props['unfoldText'] );
		$this->assertSame( '<strong>Less</strong>', $props['foldText'] );
		foreach ( array( 'onclick', 'onmouseover', 'onerror', '<style', '<iframe', '<script', '<img', '<b>' ) as $unsafe ) {
			$this->assertStringNotContainsString( $unsafe, $html );
		}
	}

	public function test_a_features_attribute_of_the_wrong_shape_is_ignored(): void {
		$html = do_blocks( $this->block( 'inkblocks/pricing-table', '{"title":"Odd","features":["just a string",42]}' ) );
		$this->assertStringContainsString( '>Odd</h3>', $html );
		$this->assertStringNotContainsString( 'inkblocks-pricing-table__feature', $html );
	}

	public function test_an_empty_table_renders_nothing_for_readers_and_a_notice_for_editors(): void {
		$markup = $this->block( 'inkblocks/pricing-table' );
		$this->assertSame( '', trim( do_blocks( $markup ) ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertStringContainsString( 'inkblocks-notice', do_blocks( $markup ) );
	}
}
