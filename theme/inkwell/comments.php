<?php
/**
 * The responses of a post: count, threaded comment list, comment pages, and the comment form or the closed state.
 *
 * @package Inkwell
 */

if ( post_password_required() ) {
	return;
}

$inkwell_count = (int) get_comments_number();
?>
<section id="comments" class="inkwell-comments<?php echo have_comments() ? ' has-comments' : ' is-empty'; ?>" aria-labelledby="inkwell-comments-title">
	<div class="inkwell-comments__inner">
		<h2 class="inkwell-comments__title" id="inkwell-comments-title">
			<?php esc_html_e( 'Responses', 'inkwell' ); ?>
			<span class="inkwell-comments__count"><?php echo esc_html( number_format_i18n( $inkwell_count ) ); ?></span>
		</h2>

		<?php if ( have_comments() ) : ?>
			<ol class="inkwell-comments__list">
				<?php
				wp_list_comments(
					array(
						'style'       => 'ol',
						'callback'    => 'inkwell_comment',
						'avatar_size' => 40,
						'short_ping'  => true,
					)
				);
				?>
			</ol>

			<?php
			the_comments_navigation(
				array(
					'class'      => 'inkwell-comments__nav',
					'aria_label' => __( 'Comment pages', 'inkwell' ),
					'prev_text'  => '<span aria-hidden="true">&larr;</span> ' . esc_html__( 'Older responses', 'inkwell' ),
					'next_text'  => esc_html__( 'Newer responses', 'inkwell' ) . ' <span aria-hidden="true">&rarr;</span>',
				)
			);
			?>
		<?php elseif ( comments_open() ) : ?>
			<p class="inkwell-comments__intro"><?php esc_html_e( 'No responses yet. Start the conversation.', 'inkwell' ); ?></p>
		<?php endif; ?>

		<?php if ( ! comments_open() ) : ?>
			<p class="inkwell-comments__closed"><?php esc_html_e( 'Responses are closed for this story.', 'inkwell' ); ?></p>
		<?php endif; ?>

		<?php
		comment_form(
			array(
				'class_container'    => 'inkwell-respond',
				'class_form'         => 'inkwell-comment-form',
				'class_submit'       => 'inkwell-button',
				'title_reply'        => __( 'Write a response', 'inkwell' ),
				/* translators: %s: name of the person being replied to. */
				'title_reply_to'     => __( 'Reply to %s', 'inkwell' ),
				'title_reply_before' => '<h3 id="reply-title" class="inkwell-respond__title">',
				'title_reply_after'  => '</h3>',
				'cancel_reply_link'  => __( 'Cancel reply', 'inkwell' ),
				'label_submit'       => __( 'Post response', 'inkwell' ),
			)
		);
		?>
	</div>
</section>
