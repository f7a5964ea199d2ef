<?php
/**
 * Template part: the feed's authors and categories. Override it as inkwell-community/feed.php.
 *
 * @package Inkwell\Community
 *
 * @var array{authors: string, categories: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="inkwell-feed">
	<section class="inkwell-feed__section is-authors" aria-labelledby="inkwell-feed-authors">
		<h2 class="inkwell-section-title" id="inkwell-feed-authors"><?php esc_html_e( 'Authors to follow', 'inkwell-community' ); ?></h2>
		<?php echo $args['authors']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the paged-list template escapes. ?>
	</section>
	<section class="inkwell-feed__section is-categories" aria-labelledby="inkwell-feed-categories">
		<h2 class="inkwell-section-title" id="inkwell-feed-categories"><?php esc_html_e( 'Topics to follow', 'inkwell-community' ); ?></h2>
		<?php echo $args['categories']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the paged-list template escapes. ?>
	</section>
</div>
