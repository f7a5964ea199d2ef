<?php
/**
 * An archive listing (tag, date, custom taxonomy): its header, then its articles as cards.
 *
 * @package Inkwell
 */

get_header();
?>
<main id="main" class="inkwell-main" tabindex="-1">
	<?php get_template_part( 'template-parts/archive-header' ); ?>
	<div class="inkwell-container">
		<?php get_template_part( 'template-parts/loop-grid' ); ?>
	</div>
</main>
<?php
get_footer();
