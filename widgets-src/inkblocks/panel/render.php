<?php
/**
 * The Panel block: one tab, accordion toggle or switcher side. Override it in a theme as
 * inkblocks/panel.php.
 *
 * It renders the panel's content only (its inner blocks, or its synced pattern inside <noscript>, which
 * the island loads when the panel first opens); the parent block places it under the panel's title.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 * @var string               $content    Inner blocks' markup.
 * @var WP_Block             $block      The panel instance.
 */

use Inkblocks\Blocks\Panel;

defined( 'ABSPATH' ) || exit;

$inkblocks_html = Panel::content( $attributes, $content );
Panel::remember( $block, $inkblocks_html );
echo $inkblocks_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks, or a notice escaped by Editor_Notice.
