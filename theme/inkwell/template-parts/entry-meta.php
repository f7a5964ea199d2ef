<?php
/**
 * The byline of a post: author avatar and name, date and reading time.
 *
 * Arguments: 'avatar_size' (pixels; 0 hides the avatar).
 *
 * @package Inkwell
 */

$inkwell_avatar_size = isset( $args['avatar_size'] ) ? (int) $args['avatar_size'] : 40;
$inkwell_author_id   = (int) get_the_author_meta( 'ID' );
?>
<div class="inkwell-meta">
	<?php if ( $inkwell_avatar_size > 0 ) : ?>
		<a class="inkwell-meta__avatar" href="<?php echo esc_url( get_author_posts_url( $inkwell_author_id ) ); ?>" tabindex="-1" aria-hidden="true">
			<?php echo get_avatar( $inkwell_author_id, $inkwell_avatar_size, '', '', array( 'class' => 'inkwell-avatar' ) ); ?>
		</a>
	<?php endif; ?>
	<div class="inkwell-meta__text">
		<span class="inkwell-meta__author">
			<span class="screen-reader-text"><?php esc_html_e( 'By', 'inkwell' ); ?></span>
			<?php inkwell_posted_by(); ?>
		</span>
		<span class="inkwell-meta__details">
			<?php inkwell_posted_on(); ?>
			<span class="inkwell-meta__sep" aria-hidden="true">&middot;</span>
			<?php inkwell_reading_time(); ?>
		</span>
	</div>
</div>
