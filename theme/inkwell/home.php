<?php
/**
 * The posts page (when the front page shows a static page): the latest articles as cards.
 *
 * @package Inkwell
 */

$inkwell_posts_page = (int) get_option( 'page_for_posts' );

get_header();
?>
<main id="main" class="inkwell-main" tabindex="-1">
	<div class="inkwell-container">
		<header class="inkwell-page-header">
			<p class="inkwell-eyebrow"><?php esc_html_e( 'The journal', 'inkwell' ); ?></p>
			<h1 class="inkwell-page-header__title">
				<?php echo esc_html( $inkwell_posts_page ? get_the_title( $inkwell_posts_page ) : __( 'Latest stories', 'inkwell' ) ); ?>
			</h1>
		</header>
		<?php get_template_part( 'template-parts/loop-grid' ); ?>
	</div>
</main>
<?php
get_footer();
