<?php
/**
 * Template Name: Account
 *
 * The reader's settings: the page's own text, then the settings the community plugin prints.
 *
 * @package Inkwell
 */

get_header();
?>
<main id="main" class="inkwell-main" tabindex="-1">
	<?php
	while ( have_posts() ) :
		the_post();
		get_template_part( 'template-parts/content', 'page' );
	endwhile;
	?>
	<div class="inkwell-container inkwell-account-settings">
		<?php if ( is_user_logged_in() ) : ?>
			<?php
			/**
			 * Prints the account settings (dark mode, profile cover and image).
			 *
			 * @since 0.1.0
			 *
			 * @param int $user_id The current user's ID.
			 */
			do_action( 'inkwell_account', get_current_user_id() );
			?>
		<?php else : ?>
			<p>
				<?php esc_html_e( 'Log in to change your settings.', 'inkwell' ); ?>
				<a class="inkwell-button is-small" href="<?php echo esc_url( wp_login_url( inkwell_get_current_url() ) ); ?>" data-inkwell-login-popup><?php esc_html_e( 'Log in', 'inkwell' ); ?></a>
			</p>
		<?php endif; ?>
	</div>
</main>
<?php
get_footer();
