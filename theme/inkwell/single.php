<?php
/**
 * An article: reading progress; header with label, title, dek and byline; featured image; section
 * navigation; content; share bar; tags; community actions; author box, with the sidebar beside them;
 * previous/next and related articles; comments.
 *
 * @package Inkwell
 */

get_header();
?>
<main id="main" class="inkwell-main" tabindex="-1">
	<?php
	while ( have_posts() ) :
		the_post();
		?>
		<article id="post-<?php the_ID(); ?>" <?php post_class( 'inkwell-entry' ); ?>>
			<div class="inkwell-progress" role="progressbar" aria-label="<?php esc_attr_e( 'Reading progress', 'inkwell' ); ?>" aria-valuemin="0" aria-valuemax="100" aria-valuenow="0"></div>
			<header class="inkwell-entry__header">
				<?php inkwell_category_label(); ?>
				<?php the_title( '<h1 class="inkwell-entry__title">', '</h1>' ); ?>
				<?php inkwell_dek(); ?>
				<?php get_template_part( 'template-parts/entry-meta', null, array( 'avatar_size' => 48 ) ); ?>
			</header>

			<?php if ( has_post_thumbnail() && ! post_password_required() ) : ?>
				<figure class="inkwell-entry__figure">
					<?php inkwell_post_thumbnail( 'inkwell-hero', '(min-width: 1248px) 1200px, 100vw', false, true ); ?>
					<?php if ( get_the_post_thumbnail_caption() ) : ?>
						<figcaption class="inkwell-entry__caption"><?php echo wp_kses_post( get_the_post_thumbnail_caption() ); ?></figcaption>
					<?php endif; ?>
				</figure>
			<?php endif; ?>

			<div class="inkwell-entry__columns">
				<div class="inkwell-entry__main">
					<?php get_template_part( 'template-parts/section-nav' ); ?>

					<div class="inkwell-entry__content inkwell-prose">
						<?php
						the_content();
						wp_link_pages(
							array(
								'before' => '<nav class="inkwell-page-links" aria-label="' . esc_attr__( 'Article pages', 'inkwell' ) . '">',
								'after'  => '</nav>',
							)
						);
						?>
					</div>

					<?php get_template_part( 'template-parts/share-bar' ); ?>

					<footer class="inkwell-entry__footer">
						<?php the_tags( '<ul class="inkwell-tags" aria-label="' . esc_attr__( 'Tags', 'inkwell' ) . '"><li>', '</li><li>', '</li></ul>' ); ?>
						<div class="inkwell-entry__actions">
							<?php
							/**
							 * Fires below an article's content (for example like, bookmark and share buttons).
							 *
							 * @since 0.1.0
							 *
							 * @param int $post_id The article's post ID.
							 */
							do_action( 'inkwell_entry_actions', get_the_ID() );
							?>
						</div>
						<?php get_template_part( 'template-parts/author-box' ); ?>
					</footer>
				</div>
				<?php get_sidebar(); ?>
			</div>
		</article>

		<div class="inkwell-container">
			<?php get_template_part( 'template-parts/related' ); ?>
		</div>

		<?php
		if ( comments_open() || get_comments_number() ) {
			comments_template();
		}
	endwhile;
	?>
</main>
<?php
get_footer();
