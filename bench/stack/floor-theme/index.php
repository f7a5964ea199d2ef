<?php
/**
 * The one template of the bench's floor theme: the main query, with core's head and footer output.
 *
 * @package Inkwell\Bench
 */

?><!doctype html>
<html <?php language_attributes(); ?>>
<head><meta charset="<?php bloginfo( 'charset' ); ?>"><?php wp_head(); ?></head>
<body <?php body_class(); ?>>
<?php
while ( have_posts() ) {
	the_post();
	printf( '<article><h2><a href="%s">%s</a></h2>', esc_url( get_permalink() ), esc_html( get_the_title() ) );
	is_singular() ? the_content() : the_excerpt();
	echo '</article>';
}
wp_footer();
?>
</body>
</html>
