<?php
/**
 * Under an article: links to the previous and next articles, then more articles from the same topic.
 *
 * @package Inkwell
 */

$inkwell_related = inkwell_get_related_posts( (int) get_the_ID() );
update_post_thumbnail_cache( $inkwell_related );

the_post_navigation(
	array(
		'class'      => 'inkwell-post-nav',
		'aria_label' => __( 'More articles', 'inkwell' ),
		'prev_text'  => '<span class="inkwell-post-nav__label">' . esc_html__( 'Previous article', 'inkwell' ) . '</span><span class="inkwell-post-nav__title">%title</span>',
		'next_text'  => '<span class="inkwell-post-nav__label">' . esc_html__( 'Next article', 'inkwell' ) . '</span><span class="inkwell-post-nav__title">%title</span>',
	)
);

if ( $inkwell_related->have_posts() ) :
	?>
	<section class="inkwell-related" aria-labelledby="inkwell-related-title">
		<h2 class="inkwell-section-title" id="inkwell-related-title"><?php esc_html_e( 'Keep reading', 'inkwell' ); ?></h2>
		<div class="inkwell-grid">
			<?php
			while ( $inkwell_related->have_posts() ) :
				$inkwell_related->the_post();
				get_template_part( 'template-parts/card', null, array( 'heading' => 'h3' ) );
			endwhile;
			wp_reset_postdata();
			?>
		</div>
	</section>
	<?php
endif;
