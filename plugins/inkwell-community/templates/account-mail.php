<?php
/**
 * Template part: the e-mail choices of the account page, per kind of notification. Override it as
 * inkwell-community/account-mail.php.
 *
 * @package Inkwell\Community
 *
 * @var array{action: string, nonce: string, kinds: array<string,string>, labels: array<string,string>, current: array<string,string>, notice: array{type: string, text: string}|null} $args
 */

defined( 'ABSPATH' ) || exit;

use Inkwell\Community\Notifications\Mail_Settings;
?>
<section class="inkwell-setting inkwell-mail-settings" id="inkwell-mail-settings" aria-labelledby="inkwell-mail-settings-title">
	<h2 class="inkwell-setting__title" id="inkwell-mail-settings-title"><?php esc_html_e( 'E-mail notifications', 'inkwell-community' ); ?></h2>
	<?php if ( $args['notice'] ) : ?>
		<p class="inkwell-notice is-<?php echo esc_attr( $args['notice']['type'] ); ?>" role="<?php echo 'error' === $args['notice']['type'] ? 'alert' : 'status'; ?>"><?php echo esc_html( $args['notice']['text'] ); ?></p>
	<?php endif; ?>
	<p><?php esc_html_e( 'Choose, for each kind of news, when we e-mail you. Everything also shows under Notifications on the site.', 'inkwell-community' ); ?></p>
	<form class="inkwell-mail-form" method="post" action="<?php echo esc_url( $args['action'] ); ?>">
		<input type="hidden" name="action" value="<?php echo esc_attr( Mail_Settings::ACTION ); ?>">
		<?php echo $args['nonce']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_nonce_field() output. ?>
		<?php foreach ( $args['kinds'] as $inkwell_kind => $inkwell_kind_label ) : ?>
			<fieldset class="inkwell-mail-form__kind">
				<legend><?php echo esc_html( $inkwell_kind_label ); ?></legend>
				<?php foreach ( $args['labels'] as $inkwell_choice => $inkwell_choice_label ) : ?>
					<label class="inkwell-profile-form__choice">
						<input type="radio" name="mail[<?php echo esc_attr( $inkwell_kind ); ?>]" value="<?php echo esc_attr( $inkwell_choice ); ?>" <?php checked( $args['current'][ $inkwell_kind ], $inkwell_choice ); ?>>
						<span><?php echo esc_html( $inkwell_choice_label ); ?></span>
					</label>
				<?php endforeach; ?>
			</fieldset>
		<?php endforeach; ?>
		<p><button type="submit" class="inkwell-button"><?php esc_html_e( 'Save e-mail choices', 'inkwell-community' ); ?></button></p>
	</form>
</section>
