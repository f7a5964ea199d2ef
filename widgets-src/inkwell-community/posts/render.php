<?php
/**
 * The inkwell/posts block: a page of articles (the page named by `inkwell_page` in the URL) with
 * page-number links that work without JavaScript; its view script swaps pages in place. The page itself is
 * the template part posts-widget.php, which a theme may override as inkwell-community/posts-widget.php.
 *
 * @package Inkwell\Community
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkwell\Community\Posts\Params;
use Inkwell\Community\Posts\Posts_Widget;
use Inkwell\Community\Storage\Page_Cache;

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only page number.
$inkwell_page = isset( $_GET[ Posts_Widget::PAGE_PARAM ] ) ? absint( $_GET[ Posts_Widget::PAGE_PARAM ] ) : 1;
echo ( new Posts_Widget( new Page_Cache() ) )->render( Params::normalise( $attributes ), max( 1, $inkwell_page ), is_string( $attributes['heading'] ?? null ) ? $attributes['heading'] : '' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Posts_Widget and its template.
