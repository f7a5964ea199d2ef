<?php
/**
 * An author profile: the profile header, then the author's stories as cards.
 *
 * @package Inkwell
 */

$inkwell_author = get_queried_object();
$inkwell_name   = $inkwell_author instanceof WP_User ? $inkwell_author->display_name : '';

get_header();
?>
<main id="main" class="inkwell-main" tabindex="-1">
	<?php get_template_part( 'template-parts/author-header' ); ?>
	<div class="inkwell-container">
		<?php if ( has_action( 'inkwell_author_profile' ) ) : ?>
			<?php
			/**
			 * Prints the profile's lists in place of the stories grid (the community plugin's tabs).
			 *
			 * @since 0.1.0
			 *
			 * @param int $author_id The profile's user ID.
			 */
			do_action( 'inkwell_author_profile', $inkwell_author instanceof WP_User ? (int) $inkwell_author->ID : 0 );
			?>
		<?php else : ?>
		<section class="inkwell-stories" aria-labelledby="inkwell-stories-title">
			<h2 class="inkwell-section-title" id="inkwell-stories-title"><?php esc_html_e( 'Stories', 'inkwell' ); ?></h2>
			<?php
			get_template_part(
				'template-parts/loop-grid',
				null,
				array(
					'heading' => 'h3',
					'empty'   => array(
						'title'   => __( 'No stories yet', 'inkwell' ),
						/* translators: %s: author's display name. */
						'message' => sprintf( __( '%s has not published any stories yet.', 'inkwell' ), $inkwell_name ),
					),
				)
			);
			?>
		</section>
		<?php endif; ?>
	</div>
</main>
<?php
get_footer();
