<?php
/**
 * A post card for grids: image, category label, title, excerpt and byline.
 *
 * Arguments: 'heading' (h2 or h3, default h2).
 *
 * @package Inkwell
 */

$inkwell_heading = isset( $args['heading'] ) && 'h3' === $args['heading'] ? 'h3' : 'h2';
?>
<article <?php post_class( 'inkwell-card inkwell-reveal' ); ?>>
	<?php inkwell_post_thumbnail( 'inkwell-card', '(min-width: 1200px) 384px, (min-width: 768px) 45vw, 100vw' ); ?>
	<div class="inkwell-card__body">
		<?php inkwell_category_label(); ?>
		<<?php echo tag_escape( $inkwell_heading ); ?> class="inkwell-card__title">
			<a href="<?php the_permalink(); ?>"><?php inkwell_sticky_label(); ?><?php the_title(); ?></a>
		</<?php echo tag_escape( $inkwell_heading ); ?>>
		<?php inkwell_card_excerpt(); ?>
		<?php get_template_part( 'template-parts/entry-meta', null, array( 'avatar_size' => 28 ) ); ?>
	</div>
</article>
