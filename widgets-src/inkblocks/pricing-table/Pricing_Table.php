<?php
/**
 * The "Pricing table" block's server side: its plan and features read for render.php and the island.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/pricing-table` (SPEC 4.13): plan, price, every feature and the action link without JavaScript
 * (render.php); the `pricing-features` island folds the features beyond visibleFeatures behind a button
 * whose label and icon swap between the unfold and fold texts.
 *
 * @since 0.2.0
 */
final class Pricing_Table {

	/** Most features a table shows. */
	private const MAX_FEATURES = 50;

	/** Icon pairs of the fold button. */
	private const ICONS = array( 'chevron', 'plus', 'arrow' );

	/**
	 * The plan as the table shows it: its texts as inline HTML (Rich_Text::inline), the badge of a featured
	 * plan, a safe button link.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{title: string, subtitle: string, currency: string, price: string, period: string, featured: bool, badge: string, buttonText: string, buttonUrl: string}
	 */
	public static function plan( array $attributes ): array {
		$featured = true === ( $attributes['featured'] ?? false );
		return array(
			'title'      => self::text( $attributes, 'title' ),
			'subtitle'   => self::text( $attributes, 'subtitle' ),
			'currency'   => self::text( $attributes, 'currency' ),
			'price'      => self::text( $attributes, 'price' ),
			'period'     => self::text( $attributes, 'period' ),
			'featured'   => $featured,
			'badge'      => $featured ? self::text( $attributes, 'badge' ) : '',
			'buttonText' => self::text( $attributes, 'buttonText' ),
			'buttonUrl'  => esc_url_raw( is_string( $attributes['buttonUrl'] ?? null ) ? $attributes['buttonUrl'] : '', array( 'http', 'https', 'mailto' ) ),
		);
	}

	/**
	 * The island's props: the features and how they fold (foldable only when some are beyond the visible
	 * count).
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{root: string, features: list<array{text: string, included: bool}>, foldable: bool, visibleFeatures: int, unfoldText: string, foldText: string, icon: string}
	 */
	public static function props( array $attributes ): array {
		$features = self::features( $attributes['features'] ?? null );
		$visible  = is_int( $attributes['visibleFeatures'] ?? null ) ? min( max( $attributes['visibleFeatures'], 0 ), self::MAX_FEATURES ) : 3;
		$unfold   = Rich_Text::inline( $attributes['unfoldText'] ?? '' );
		$fold     = Rich_Text::inline( $attributes['foldText'] ?? '' );
		return array(
			'root'            => wp_unique_id( 'inkblocks-pricing-' ),
			'features'        => $features,
			'foldable'        => false !== ( $attributes['foldable'] ?? true ) && count( $features ) > $visible,
			'visibleFeatures' => $visible,
			'unfoldText'      => '' !== $unfold ? $unfold : esc_html__( 'Show all features', 'inkblocks' ),
			'foldText'        => '' !== $fold ? $fold : esc_html__( 'Show fewer features', 'inkblocks' ),
			'icon'            => in_array( $attributes['icon'] ?? '', self::ICONS, true ) ? $attributes['icon'] : self::ICONS[0],
		);
	}

	/**
	 * The valid features: text (inline HTML) with an included flag, texts empty of words dropped.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $raw The features attribute.
	 * @return list<array{text: string, included: bool}>
	 */
	public static function features( $raw ): array {
		$features = array();
		foreach ( is_array( $raw ) ? $raw : array() as $feature ) {
			$text = Rich_Text::inline( is_array( $feature ) ? ( $feature['text'] ?? '' ) : '' );
			if ( '' !== trim( wp_strip_all_tags( $text ) ) ) {
				$features[] = array(
					'text'     => $text,
					'included' => false !== ( $feature['included'] ?? true ),
				);
			}
		}
		return array_slice( $features, 0, self::MAX_FEATURES );
	}

	/**
	 * A text attribute as inline HTML (Rich_Text::inline), or '' when it holds no words.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $name       Attribute name.
	 */
	private static function text( array $attributes, string $name ): string {
		$text = Rich_Text::inline( $attributes[ $name ] ?? '' );
		return '' !== trim( wp_strip_all_tags( $text ) ) ? $text : '';
	}
}
