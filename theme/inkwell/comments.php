<?php
/**
 * The responses of a post: title with the counter badge, intro, threaded comment list, comment pages,
 * and the comment form or the closed state. Shown inline or, with the "modal" setting, in a dialog opened
 * by the "Show responses" control (build/article); without JavaScript it is always inline.
 *
 * @package Inkwell
 */

if ( post_password_required() ) {
	return;
}

$inkwell_count = (int) get_comments_number();
$inkwell_mode  = inkwell_comments_mode();
?>
<?php if ( 'modal' === $inkwell_mode ) : ?>
	<div class="inkwell-container inkwell-comments-show" hidden>
		<button type="button" class="inkwell-button inkwell-comments-show__button" aria-controls="comments" aria-haspopup="dialog">
			<?php esc_html_e( 'Show responses', 'inkwell' ); ?>
			<span class="inkwell-comments__count" data-inkwell-comment-count><?php echo $inkwell_count ? esc_html( number_format_i18n( $inkwell_count ) ) : ''; ?></span>
		</button>
	</div>
<?php endif; ?>
<section id="comments" class="inkwell-comments<?php echo have_comments() ? ' has-comments' : ' is-empty'; ?>" aria-labelledby="inkwell-comments-title" data-inkwell-comments data-mode="<?php echo esc_attr( $inkwell_mode ); ?>">
	<div class="inkwell-comments__inner">
		<?php if ( 'modal' === $inkwell_mode ) : ?>
			<button type="button" class="inkwell-comments__close" hidden>
				<span aria-hidden="true">&times;</span>
				<?php esc_html_e( 'Close responses', 'inkwell' ); ?>
			</button>
		<?php endif; ?>
		<h2 class="inkwell-comments__title" id="inkwell-comments-title" tabindex="-1">
			<?php esc_html_e( 'Responses', 'inkwell' ); ?>
			<span class="inkwell-comments__count" data-inkwell-comment-count><?php echo $inkwell_count ? esc_html( number_format_i18n( $inkwell_count ) ) : ''; ?></span>
		</h2>

		<?php if ( ! have_comments() && comments_open() ) : ?>
			<p class="inkwell-comments__intro" data-inkwell-comment-intro data-first="<?php esc_attr_e( 'Yours is the first response. Thank you for starting the conversation.', 'inkwell' ); ?>"><?php esc_html_e( 'No responses yet. Start the conversation.', 'inkwell' ); ?></p>
		<?php endif; ?>

		<?php if ( comments_open() ) : ?>
			<button type="button" class="inkwell-button inkwell-comments-trigger" data-post-id="<?php echo esc_attr( (string) get_the_ID() ); ?>" aria-controls="respond" hidden>
				<?php esc_html_e( 'Write a response', 'inkwell' ); ?>
			</button>
		<?php endif; ?>

		<ol class="inkwell-comments__list comment-list" data-inkwell-comment-list tabindex="-1" aria-label="<?php esc_attr_e( 'Responses', 'inkwell' ); ?>">
			<?php wp_list_comments(); ?>
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
