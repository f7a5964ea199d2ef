<?php
/**
 * The front page: the lead article and a grid of the latest ones, or the static page when one is set.
 *
 * @package Inkwell
 */

get_header();

if ( 'page' === get_option( 'show_on_front' ) ) :
	?>
	<main id="main" class="inkwell-main" tabindex="-1">
		<div class="inkwell-container">
			<?php
			while ( have_posts() ) :
				the_post();
				get_template_part( 'template-parts/content', 'page' );
				if ( comments_open() || get_comments_number() ) {
					comments_template();
				}
			endwhile;
			?>
		</div>
	</main>
	<?php
else :
	?>
	<main id="main" class="inkwell-main" tabindex="-1">
		<div class="inkwell-container">
			<?php
			$inkwell_has_hero = have_posts() && ! is_paged();
			if ( $inkwell_has_hero ) {
				the_post();
				get_template_part( 'template-parts/hero' );
				inkwell_the_front_sliders();
			}
			// The hero may have been the only article on the page: then there is no grid to show.
			if ( ! $inkwell_has_hero || $GLOBALS['wp_query']->post_count > 1 ) :
				?>
			<section class="inkwell-latest" aria-labelledby="inkwell-latest-title">
				<h2 class="inkwell-section-title" id="inkwell-latest-title">
					<?php
					echo esc_html(
						is_paged()
							/* translators: %s: page number. */
							? sprintf( __( 'Latest stories, page %s', 'inkwell' ), number_format_i18n( max( 1, (int) get_query_var( 'paged' ) ) ) )
							: __( 'Latest stories', 'inkwell' )
					);
					?>
				</h2>
				<?php get_template_part( 'template-parts/loop-grid', null, array( 'heading' => 'h3' ) ); ?>
			</section>
			<?php endif; ?>
		</div>
	</main>
	<?php
endif;

get_footer();
