<?php
/**
 * The search form.
 *
 * @package Inkwell
 */

$inkwell_form_id = wp_unique_id( 'inkwell-search-' );
$inkwell_label   = ! empty( $args['aria_label'] ) ? (string) $args['aria_label'] : __( 'Search', 'inkwell' );
?>
<form role="search" method="get" class="inkwell-search" action="<?php echo esc_url( home_url( '/' ) ); ?>" aria-label="<?php echo esc_attr( $inkwell_label ); ?>">
	<label class="screen-reader-text" for="<?php echo esc_attr( $inkwell_form_id ); ?>"><?php esc_html_e( 'Search for:', 'inkwell' ); ?></label>
	<input type="search" id="<?php echo esc_attr( $inkwell_form_id ); ?>" class="inkwell-search__input" name="s" value="<?php echo esc_attr( get_search_query() ); ?>" placeholder="<?php esc_attr_e( 'Search stories…', 'inkwell' ); ?>" autocomplete="off">
	<button type="submit" class="inkwell-search__submit">
		<svg class="inkwell-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M10.5 4a6.5 6.5 0 0 1 5.2 10.4l4.4 4.4-1.4 1.4-4.4-4.4A6.5 6.5 0 1 1 10.5 4Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z"/></svg>
		<span class="screen-reader-text"><?php esc_html_e( 'Search', 'inkwell' ); ?></span>
	</button>
</form>
