<?php
/**
 * The main query as a grid of cards with page numbers, or the empty state when it found nothing.
 *
 * Arguments: 'heading' (card heading, h2 or h3), 'empty' (arguments of template-parts/no-results).
 *
 * @package Inkwell
 */

$inkwell_heading = isset( $args['heading'] ) ? (string) $args['heading'] : 'h2';

if ( have_posts() ) :
	?>
	<div class="inkwell-grid">
		<?php
		while ( have_posts() ) :
			the_post();
			get_template_part( 'template-parts/card', null, array( 'heading' => $inkwell_heading ) );
		endwhile;
		?>
	</div>
	<?php
	get_template_part( 'template-parts/pagination' );
else :
	get_template_part( 'template-parts/no-results', null, isset( $args['empty'] ) ? (array) $args['empty'] : array() );
endif;
