<?php
/**
 * Template Name: Feed
 *
 * The feed: the page's own text, then authors and topics to follow (printed by the community plugin).
 *
 * @package Inkwell
 */

get_header();
?>
<main id="main" class="inkwell-main" tabindex="-1">
	<?php
	while ( have_posts() ) :
		the_post();
		get_template_part( 'template-parts/content', 'page' );
	endwhile;
	?>
	<div class="inkwell-container">
		<?php
		/**
		 * Prints the feed's lists (authors and categories, each with 'more').
		 *
		 * @since 0.1.0
		 */
		do_action( 'inkwell_feed' );
		?>
	</div>
</main>
<?php
get_footer();
