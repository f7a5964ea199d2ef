<?php
/**
 * The Slider block. Override it in a theme as inkblocks/slider.php.
 *
 * Without JavaScript the slides form a row that scrolls and snaps (slides.php); the slider island replaces
 * it with Swiper. A slider without slides renders nothing.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Slider;

defined( 'ABSPATH' ) || exit;

$inkblocks_props = Slider::props( $attributes );
if ( ! $inkblocks_props['slides'] ) {
	return;
}
$inkblocks_kind  = 'slider';
$inkblocks_style = sprintf( '--inkblocks-slider-height:%dpx;width:%d%%', $inkblocks_props['height'], $inkblocks_props['width'] );
require __DIR__ . '/slides.php';
