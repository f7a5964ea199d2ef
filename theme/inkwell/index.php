<?php
/**
 * The fallback template: any listing without a more specific template.
 *
 * @package Inkwell
 */

get_header();
?>
<main id="main" class="inkwell-main" tabindex="-1">
	<div class="inkwell-container">
		<header class="inkwell-page-header">
			<h1 class="inkwell-page-header__title">
				<?php
				if ( is_home() ) {
					esc_html_e( 'Latest stories', 'inkwell' );
				} else {
					echo wp_kses_post( get_the_archive_title() );
				}
				?>
			</h1>
		</header>
		<?php get_template_part( 'template-parts/loop-grid' ); ?>
	</div>
</main>
<?php
get_footer();
