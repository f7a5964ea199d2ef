<?php
/**
 * The "Pricing table" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * Renders a pricing table (SPEC 4.13): plan, price, every feature and the action link without JavaScript;
 * the `pricing-features` island folds the features beyond visibleFeatures behind a button whose label and
 * icon swap between the unfold and fold texts.
 *
 * @since 0.2.0
 */
final class Pricing_Table implements Block {

	/** Most features a table shows. */
	private const MAX_FEATURES = 50;

	/** Icon pairs of the fold button. */
	private const ICONS = array( 'chevron', 'plus', 'arrow' );

	/**
	 * Renders the table.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner blocks' markup.
	 * @param WP_Block             $block      The block instance.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$text     = static fn ( string $key ): string => is_string( $attributes[ $key ] ?? null ) ? trim( wp_strip_all_tags( $attributes[ $key ] ) ) : '';
		$features = self::features( $attributes['features'] ?? null );
		if ( '' === $text( 'title' ) && '' === $text( 'price' ) && ! $features ) {
			return Editor_Notice::render( __( 'This pricing table has no plan, price or feature yet.', 'inkblocks' ) );
		}
		$visible  = is_int( $attributes['visibleFeatures'] ?? null ) ? min( max( $attributes['visibleFeatures'], 0 ), self::MAX_FEATURES ) : 3;
		$foldable = false !== ( $attributes['foldable'] ?? true ) && count( $features ) > $visible;
		$root     = wp_unique_id( 'inkblocks-pricing-' );
		$props    = array(
			'root'            => $root,
			'features'        => $features,
			'foldable'        => $foldable,
			'visibleFeatures' => $visible,
			'unfoldText'      => '' !== $text( 'unfoldText' ) ? $text( 'unfoldText' ) : __( 'Show all features', 'inkblocks' ),
			'foldText'        => '' !== $text( 'foldText' ) ? $text( 'foldText' ) : __( 'Show fewer features', 'inkblocks' ),
			'icon'            => in_array( $attributes['icon'] ?? '', self::ICONS, true ) ? $attributes['icon'] : self::ICONS[0],
		);
		if ( $foldable ) {
			Assets::enqueue( 'pricing-table' );
		}
		$classes = 'inkblocks-pricing-table' . ( true === ( $attributes['featured'] ?? false ) ? ' is-featured' : '' );
		return Template::render(
			'pricing-table',
			array(
				'props'      => $props,
				'title'      => $text( 'title' ),
				'subtitle'   => $text( 'subtitle' ),
				'currency'   => $text( 'currency' ),
				'price'      => $text( 'price' ),
				'period'     => $text( 'period' ),
				'badge'      => true === ( $attributes['featured'] ?? false ) ? $text( 'badge' ) : '',
				'buttonText' => $text( 'buttonText' ),
				'buttonUrl'  => esc_url( is_string( $attributes['buttonUrl'] ?? null ) ? $attributes['buttonUrl'] : '', array( 'http', 'https', 'mailto' ) ),
				'attributes' => get_block_wrapper_attributes( array( 'class' => $classes ) ),
			)
		);
	}

	/**
	 * The valid features: text with an included flag, empty texts dropped.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $raw The features attribute.
	 * @return list<array{text: string, included: bool}>
	 */
	public static function features( $raw ): array {
		$features = array();
		foreach ( is_array( $raw ) ? $raw : array() as $feature ) {
			$text = is_array( $feature ) && is_string( $feature['text'] ?? null ) ? trim( wp_strip_all_tags( $feature['text'] ) ) : '';
			if ( '' !== $text ) {
				$features[] = array(
					'text'     => $text,
					'included' => false !== ( $feature['included'] ?? true ),
				);
			}
		}
		return array_slice( $features, 0, self::MAX_FEATURES );
	}
}
