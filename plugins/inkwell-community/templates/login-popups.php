<?php
/**
 * Template part: the login and register popups. Override it as inkwell-community/login-popups.php.
 *
 * @package Inkwell\Community
 *
 * @var array{redirect: string, can_register: bool} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<dialog id="inkwell-login-popup" class="inkwell-popup" aria-labelledby="inkwell-login-popup-title">
	<div class="inkwell-popup__inner">
		<button type="button" class="inkwell-popup__close" data-inkwell-popup-close aria-label="<?php esc_attr_e( 'Close', 'inkwell-community' ); ?>">&times;</button>
		<h2 class="inkwell-popup__title" id="inkwell-login-popup-title"><?php esc_html_e( 'Log in to join the conversation', 'inkwell-community' ); ?></h2>
		<p class="inkwell-popup__message" role="alert" data-inkwell-popup-message hidden></p>
		<?php
		wp_login_form(
			array(
				'redirect'       => $args['redirect'],
				'form_id'        => 'inkwell-login-form',
				'id_username'    => 'inkwell-login-user',
				'id_password'    => 'inkwell-login-pass',
				'id_remember'    => 'inkwell-login-remember',
				'id_submit'      => 'inkwell-login-submit',
				'label_username' => __( 'Username or e-mail', 'inkwell-community' ),
			)
		);
		?>
		<p class="inkwell-popup__links">
			<a href="<?php echo esc_url( wp_lostpassword_url( $args['redirect'] ) ); ?>"><?php esc_html_e( 'Forgot your password?', 'inkwell-community' ); ?></a>
			<?php if ( $args['can_register'] ) : ?>
				<a href="<?php echo esc_url( wp_registration_url() ); ?>" data-inkwell-popup-switch="register"><?php esc_html_e( 'Create an account', 'inkwell-community' ); ?></a>
			<?php endif; ?>
		</p>
	</div>
</dialog>
<?php if ( $args['can_register'] ) : ?>
	<dialog id="inkwell-register-popup" class="inkwell-popup" aria-labelledby="inkwell-register-popup-title">
		<div class="inkwell-popup__inner">
			<button type="button" class="inkwell-popup__close" data-inkwell-popup-close aria-label="<?php esc_attr_e( 'Close', 'inkwell-community' ); ?>">&times;</button>
			<h2 class="inkwell-popup__title" id="inkwell-register-popup-title"><?php esc_html_e( 'Create your account', 'inkwell-community' ); ?></h2>
			<p class="inkwell-popup__message" role="alert" data-inkwell-popup-message hidden></p>
			<p class="inkwell-popup__done" tabindex="-1" data-inkwell-popup-done hidden><?php esc_html_e( 'Registration complete. Please check your e-mail for the link to set your password, then log in.', 'inkwell-community' ); ?></p>
			<form id="inkwell-register-form" method="post" action="<?php echo esc_url( site_url( 'wp-login.php?action=register', 'login_post' ) ); ?>">
				<p>
					<label for="inkwell-register-user"><?php esc_html_e( 'Username', 'inkwell-community' ); ?></label>
					<input type="text" name="user_login" id="inkwell-register-user" autocomplete="username" required>
				</p>
				<p>
					<label for="inkwell-register-email"><?php esc_html_e( 'E-mail', 'inkwell-community' ); ?></label>
					<input type="email" name="user_email" id="inkwell-register-email" autocomplete="email" required>
				</p>
				<input type="hidden" name="redirect_to" value="<?php echo esc_url( $args['redirect'] ); ?>">
				<p><button type="submit" class="inkwell-button"><?php esc_html_e( 'Register', 'inkwell-community' ); ?></button></p>
			</form>
			<p class="inkwell-popup__links">
				<a href="<?php echo esc_url( wp_login_url( $args['redirect'] ) ); ?>" data-inkwell-popup-switch="login"><?php esc_html_e( 'I already have an account', 'inkwell-community' ); ?></a>
			</p>
		</div>
	</dialog>
<?php endif; ?>
