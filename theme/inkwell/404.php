<?php
/**
 * Page not found: an explanation, a search form and the latest articles to carry on reading.
 *
 * @package Inkwell
 */

$inkwell_recent = inkwell_get_recent_posts( 3 );

get_header();
?>
<main id="main" class="inkwell-main" tabindex="-1">
	<div class="inkwell-container">
		<section class="inkwell-not-found">
			<p class="inkwell-not-found__code" aria-hidden="true">404</p>
			<h1 class="inkwell-not-found__title"><?php esc_html_e( 'This page has wandered off', 'inkwell' ); ?></h1>
			<p class="inkwell-not-found__message"><?php esc_html_e( 'The link may be old or mistyped, or the story may have moved. Try searching for it, or pick up one of the latest stories below.', 'inkwell' ); ?></p>
			<div class="inkwell-not-found__search">
				<?php get_search_form( array( 'aria_label' => __( 'Search the site', 'inkwell' ) ) ); ?>
			</div>
			<a class="inkwell-button is-outline" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php esc_html_e( 'Back to the front page', 'inkwell' ); ?></a>
		</section>

		<?php if ( $inkwell_recent->have_posts() ) : ?>
			<section class="inkwell-related" aria-labelledby="inkwell-recent-title">
				<h2 class="inkwell-section-title" id="inkwell-recent-title"><?php esc_html_e( 'Latest stories', 'inkwell' ); ?></h2>
				<div class="inkwell-grid">
					<?php
					while ( $inkwell_recent->have_posts() ) :
						$inkwell_recent->the_post();
						get_template_part( 'template-parts/card', null, array( 'heading' => 'h3' ) );
					endwhile;
					wp_reset_postdata();
					?>
				</div>
			</section>
		<?php endif; ?>
	</div>
</main>
<?php
get_footer();
