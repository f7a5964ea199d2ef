<?php
/**
 * The Carousel block. Override it in a theme as inkblocks/carousel.php.
 *
 * Without JavaScript the cards form a row that scrolls and snaps (the slider's slides.php); the carousel
 * island of the slider's view script replaces it with Swiper. A carousel without cards renders nothing.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Carousel;

defined( 'ABSPATH' ) || exit;

$inkblocks_props = Carousel::props( $attributes );
if ( ! $inkblocks_props['slides'] ) {
	return;
}
$inkblocks_kind  = 'carousel';
$inkblocks_style = sprintf(
	'--inkblocks-carousel-mobile:%d;--inkblocks-carousel-tablet:%d;--inkblocks-carousel-desktop:%d',
	$inkblocks_props['slidesPerView']['mobile'],
	$inkblocks_props['slidesPerView']['tablet'],
	$inkblocks_props['slidesPerView']['desktop']
);
require dirname( __DIR__ ) . '/slider/slides.php';
