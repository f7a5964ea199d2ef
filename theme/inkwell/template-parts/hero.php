<?php
/**
 * The featured (lead) article of the front page: a large image beside its title and excerpt.
 *
 * @package Inkwell
 */

?>
<article <?php post_class( 'inkwell-hero' ); ?>>
	<?php inkwell_post_thumbnail( 'inkwell-hero', '(min-width: 1200px) 720px, (min-width: 992px) 60vw, 100vw', true, true ); ?>
	<div class="inkwell-hero__body">
		<?php inkwell_category_label(); ?>
		<h2 class="inkwell-hero__title">
			<a href="<?php the_permalink(); ?>"><?php inkwell_sticky_label(); ?><?php the_title(); ?></a>
		</h2>
		<?php inkwell_card_excerpt( 40 ); ?>
		<?php get_template_part( 'template-parts/entry-meta', null, array( 'avatar_size' => 40 ) ); ?>
	</div>
</article>
