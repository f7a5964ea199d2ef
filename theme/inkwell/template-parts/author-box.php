<?php
/**
 * The "written by" box under an article: avatar, name, bio, story count and a link to the profile.
 *
 * @package Inkwell
 */

$inkwell_author_id = (int) get_the_author_meta( 'ID' );
$inkwell_bio       = (string) get_the_author_meta( 'description', $inkwell_author_id );
?>
<section class="inkwell-author-box" aria-labelledby="inkwell-author-box-title">
	<?php echo get_avatar( $inkwell_author_id, 72, '', '', array( 'class' => 'inkwell-avatar inkwell-author-box__avatar' ) ); ?>
	<div class="inkwell-author-box__body">
		<p class="inkwell-eyebrow"><?php esc_html_e( 'Written by', 'inkwell' ); ?></p>
		<h2 class="inkwell-author-box__name" id="inkwell-author-box-title">
			<a href="<?php echo esc_url( get_author_posts_url( $inkwell_author_id ) ); ?>" rel="author"><?php echo esc_html( get_the_author_meta( 'display_name', $inkwell_author_id ) ); ?></a>
		</h2>
		<?php inkwell_count_label( inkwell_get_author_story_count( $inkwell_author_id ), 'stories' ); ?>
		<?php if ( '' !== $inkwell_bio ) : ?>
			<p class="inkwell-author-box__bio"><?php echo esc_html( $inkwell_bio ); ?></p>
		<?php endif; ?>
		<div class="inkwell-author-box__actions">
			<a class="inkwell-button is-outline is-small" href="<?php echo esc_url( get_author_posts_url( $inkwell_author_id ) ); ?>">
				<?php esc_html_e( 'View profile', 'inkwell' ); ?>
			</a>
			<?php
			/**
			 * Fires in the author box under an article, beside "View profile" (for example a follow button).
			 *
			 * @since 0.1.0
			 *
			 * @param int $author_id The author's user ID.
			 */
			do_action( 'inkwell_author_box_actions', $inkwell_author_id );
			?>
		</div>
	</div>
</section>
