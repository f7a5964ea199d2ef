<?php
/**
 * The comment markup used by wp_list_comments() in comments.php.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * Prints the opening of one comment: avatar, author, date, text and reply link.
 *
 * Core closes the element (</li>) itself after the children, so this callback leaves it open.
 *
 * @since 0.1.0
 *
 * @param WP_Comment           $comment The comment.
 * @param array<string, mixed> $args    wp_list_comments() arguments.
 * @param int                  $depth   Nesting depth, from 1.
 */
function inkwell_comment( WP_Comment $comment, array $args, int $depth ): void {
	$classes = array( 'inkwell-comment' );
	if ( ! empty( $args['has_children'] ) ) {
		$classes[] = 'has-replies';
	}
	$author_id = (int) $comment->user_id;
	$post      = get_post( (int) $comment->comment_post_ID );
	if ( $author_id && $post instanceof WP_Post && (int) $post->post_author === $author_id ) {
		$classes[] = 'is-by-post-author';
	}
	?>
	<li id="comment-<?php comment_ID(); ?>" <?php comment_class( $classes, $comment ); ?>>
		<article class="inkwell-comment__body" id="div-comment-<?php comment_ID(); ?>">
			<header class="inkwell-comment__header">
				<?php echo get_avatar( $comment, 40, '', '', array( 'class' => 'inkwell-avatar inkwell-comment__avatar' ) ); ?>
				<div class="inkwell-comment__meta">
					<span class="inkwell-comment__author"><?php comment_author_link( $comment ); ?></span>
					<?php if ( in_array( 'is-by-post-author', $classes, true ) ) : ?>
						<span class="inkwell-comment__badge"><?php esc_html_e( 'Author', 'inkwell' ); ?></span>
					<?php endif; ?>
					<a class="inkwell-comment__date" href="<?php echo esc_url( get_comment_link( $comment, $args ) ); ?>">
						<time datetime="<?php echo esc_attr( get_comment_date( DATE_W3C, $comment ) ); ?>">
							<?php
							/* translators: 1: comment date, 2: comment time. */
							echo esc_html( sprintf( __( '%1$s at %2$s', 'inkwell' ), get_comment_date( '', $comment ), get_comment_time() ) );
							?>
						</time>
					</a>
				</div>
			</header>

			<?php if ( '0' === $comment->comment_approved ) : ?>
				<p class="inkwell-comment__moderation"><?php esc_html_e( 'Your comment is awaiting moderation.', 'inkwell' ); ?></p>
			<?php endif; ?>

			<div class="inkwell-comment__content">
				<?php comment_text( $comment ); ?>
			</div>
			<?php
			/**
			 * Fires under a comment's text (for example to show the images attached to it).
			 *
			 * @since 0.1.0
			 *
			 * @param WP_Comment $comment The comment.
			 */
			do_action( 'inkwell_comment_content_after', $comment );
			?>

			<footer class="inkwell-comment__actions">
				<?php
				comment_reply_link(
					array_merge(
						$args,
						array(
							'add_below' => 'div-comment',
							'depth'     => $depth,
							'max_depth' => (int) $args['max_depth'],
							'before'    => '',
							'after'     => '',
						)
					),
					$comment
				);
				edit_comment_link( __( 'Edit', 'inkwell' ), '', '' );
				/**
				 * Fires at the end of a comment's actions (for example its action menu with the report link).
				 *
				 * @since 0.1.0
				 *
				 * @param WP_Comment $comment The comment.
				 */
				do_action( 'inkwell_comment_actions', $comment );
				?>
			</footer>
		</article>
	<?php
}

/**
 * Makes every comment list of the theme (and the single comments plugins render, which read the same
 * arguments) use the theme's markup.
 *
 * @since 0.1.0
 *
 * @param array<string,mixed> $args wp_list_comments() arguments.
 * @return array<string,mixed>
 */
function inkwell_comment_list_args( array $args ): array {
	if ( empty( $args['callback'] ) && empty( $args['walker'] ) ) {
		$args['callback']    = 'inkwell_comment';
		$args['style']       = 'ol';
		$args['avatar_size'] = 40;
		$args['short_ping']  = true;
	}
	return $args;
}
add_filter( 'wp_list_comments_args', 'inkwell_comment_list_args' );
