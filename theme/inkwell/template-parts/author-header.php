<?php
/**
 * The profile header of an author page: avatar, display name, bio, story count and actions.
 *
 * @package Inkwell
 */

$inkwell_author = get_queried_object();
if ( ! $inkwell_author instanceof WP_User ) {
	return;
}
$inkwell_author_id = (int) $inkwell_author->ID;
$inkwell_bio       = (string) get_the_author_meta( 'description', $inkwell_author_id );
$inkwell_website   = (string) get_the_author_meta( 'user_url', $inkwell_author_id );
?>
<header class="inkwell-profile">
	<?php
	/**
	 * Fires at the top of an author page's profile header (for example the profile cover).
	 *
	 * @since 0.1.0
	 *
	 * @param int $author_id The author's user ID.
	 */
	do_action( 'inkwell_author_cover', $inkwell_author_id );
	?>
	<div class="inkwell-profile__inner">
		<?php echo get_avatar( $inkwell_author_id, 112, '', '', array( 'class' => 'inkwell-avatar inkwell-profile__avatar' ) ); ?>
		<div class="inkwell-profile__body">
			<p class="inkwell-eyebrow"><?php esc_html_e( 'Author', 'inkwell' ); ?></p>
			<h1 class="inkwell-profile__name"><?php echo esc_html( $inkwell_author->display_name ); ?></h1>
			<?php if ( '' !== $inkwell_bio ) : ?>
				<p class="inkwell-profile__bio"><?php echo esc_html( $inkwell_bio ); ?></p>
			<?php endif; ?>
			<ul class="inkwell-profile__facts">
				<li><?php inkwell_count_label( inkwell_get_author_story_count( $inkwell_author_id ), 'stories' ); ?></li>
				<li>
					<?php
					/* translators: %s: month and year the user registered. */
					echo esc_html( sprintf( __( 'Joined %s', 'inkwell' ), wp_date( 'F Y', (int) strtotime( $inkwell_author->user_registered ) ) ) );
					?>
				</li>
				<?php if ( '' !== $inkwell_website ) : ?>
					<li><a href="<?php echo esc_url( $inkwell_website ); ?>" rel="me nofollow"><?php echo esc_html( (string) wp_parse_url( $inkwell_website, PHP_URL_HOST ) ); ?></a></li>
				<?php endif; ?>
			</ul>
			<div class="inkwell-profile__actions">
				<?php
				/**
				 * Fires in the profile header of an author page (for example follow and block buttons).
				 *
				 * @since 0.1.0
				 *
				 * @param int $author_id The author's user ID.
				 */
				do_action( 'inkwell_author_header_actions', $inkwell_author_id );
				?>
			</div>
		</div>
	</div>
</header>
