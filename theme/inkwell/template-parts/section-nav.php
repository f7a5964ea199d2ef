<?php
/**
 * The article's section navigation: links to its level-2 headings. It hides on scroll down and shows
 * on scroll up (build/article).
 *
 * @package Inkwell
 */

$inkwell_sections = inkwell_get_article_sections();
if ( count( $inkwell_sections ) < 2 ) {
	return;
}
?>
<nav class="inkwell-section-nav" aria-label="<?php esc_attr_e( 'In this article', 'inkwell' ); ?>">
	<ol class="inkwell-section-nav__list">
		<?php foreach ( $inkwell_sections as $inkwell_section ) : ?>
			<li><a href="#<?php echo esc_attr( $inkwell_section['id'] ); ?>"><?php echo esc_html( $inkwell_section['title'] ); ?></a></li>
		<?php endforeach; ?>
	</ol>
</nav>
