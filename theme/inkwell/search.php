<?php
/**
 * Search results: the query and number of results, a search form to refine, then the results as cards.
 *
 * @package Inkwell
 */

$inkwell_found = (int) $GLOBALS['wp_query']->found_posts;

get_header();
?>
<main id="main" class="inkwell-main" tabindex="-1">
	<header class="inkwell-topic is-search">
		<div class="inkwell-topic__inner">
			<p class="inkwell-eyebrow"><?php esc_html_e( 'Search', 'inkwell' ); ?></p>
			<h1 class="inkwell-topic__title">
				<?php
				if ( '' === get_search_query() ) {
					esc_html_e( 'Search the stories', 'inkwell' );
				} else {
					/* translators: %s: the search query. */
					echo esc_html( sprintf( __( 'Results for “%s”', 'inkwell' ), get_search_query( false ) ) );
				}
				?>
			</h1>
			<div class="inkwell-topic__footer">
				<span class="inkwell-count">
					<?php
					/* translators: %s: number of results. */
					echo esc_html( sprintf( _n( '%s result', '%s results', $inkwell_found, 'inkwell' ), number_format_i18n( $inkwell_found ) ) );
					?>
				</span>
			</div>
			<div class="inkwell-topic__search">
				<?php get_search_form( array( 'aria_label' => __( 'Refine your search', 'inkwell' ) ) ); ?>
			</div>
		</div>
	</header>
	<div class="inkwell-container">
		<?php
		get_template_part(
			'template-parts/loop-grid',
			null,
			array(
				'empty' => array(
					'title'   => __( 'No stories match your search', 'inkwell' ),
					'message' => __( 'Check the spelling, try fewer or more general words, or browse the latest stories instead.', 'inkwell' ),
					'search'  => false,
				),
			)
		);
		?>
	</div>
</main>
<?php
get_footer();
