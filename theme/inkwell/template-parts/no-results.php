<?php
/**
 * The friendly empty state of a listing: a message, a search form and a way back home.
 *
 * Arguments: 'title', 'message' (plain text), 'search' (bool, whether to show a search form; default true).
 *
 * @package Inkwell
 */

$inkwell_title   = isset( $args['title'] ) ? (string) $args['title'] : __( 'Nothing here yet', 'inkwell' );
$inkwell_message = isset( $args['message'] ) ? (string) $args['message'] : __( 'There are no stories to show here yet. Try a search, or head back to the front page for the latest.', 'inkwell' );
?>
<section class="inkwell-empty">
	<div class="inkwell-empty__icon" aria-hidden="true">
		<svg width="48" height="48" viewBox="0 0 24 24" focusable="false"><path d="M6 3h9l5 5v13H6V3Zm2 2v14h10V9h-4V5H8Zm2 7h6v2h-6v-2Zm0 4h6v2h-6v-2Z"/></svg>
	</div>
	<h2 class="inkwell-empty__title"><?php echo esc_html( $inkwell_title ); ?></h2>
	<p class="inkwell-empty__message"><?php echo esc_html( $inkwell_message ); ?></p>
	<?php if ( ! isset( $args['search'] ) || $args['search'] ) : ?>
		<div class="inkwell-empty__search">
			<?php get_search_form( array( 'aria_label' => __( 'Search again', 'inkwell' ) ) ); ?>
		</div>
	<?php endif; ?>
	<a class="inkwell-button" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php esc_html_e( 'Back to the front page', 'inkwell' ); ?></a>
</section>
