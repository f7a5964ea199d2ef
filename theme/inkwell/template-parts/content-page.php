<?php
/**
 * The body of a static page: title, featured image, content and page links.
 *
 * @package Inkwell
 */

?>
<article id="post-<?php the_ID(); ?>" <?php post_class( 'inkwell-entry is-page' ); ?>>
	<header class="inkwell-entry__header">
		<?php the_title( '<h1 class="inkwell-entry__title">', '</h1>' ); ?>
	</header>
	<?php if ( has_post_thumbnail() ) : ?>
		<figure class="inkwell-entry__figure">
			<?php inkwell_post_thumbnail( 'inkwell-hero', '(min-width: 1200px) 1200px, 100vw', false, true ); ?>
		</figure>
	<?php endif; ?>
	<div class="inkwell-entry__content inkwell-prose">
		<?php
		the_content();
		wp_link_pages(
			array(
				'before' => '<nav class="inkwell-page-links" aria-label="' . esc_attr__( 'Page', 'inkwell' ) . '">',
				'after'  => '</nav>',
			)
		);
		?>
	</div>
</article>
