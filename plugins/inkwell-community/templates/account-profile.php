<?php
/**
 * Template part: the profile settings of the account page (SPEC 2.8). Override it as
 * inkwell-community/account-profile.php.
 *
 * @package Inkwell\Community
 *
 * @var array{action: string, nonce: string, overlay: string, choices: array<string,string>, cover: string, avatar: string, initials: string, has_image: bool, name: string, slug: string, profile: string, max_bytes: int, types: string[], notice: array{type: string, text: string}|null} $args
 */

defined( 'ABSPATH' ) || exit;

use Inkwell\Community\Profile\Account_Settings;

$inkwell_limit = size_format( $args['max_bytes'] );
/* translators: %s: size limit, for example "2 MB". */
$inkwell_too_large = sprintf( __( 'The image is too large: the limit is %s.', 'inkwell-community' ), $inkwell_limit );
/* translators: %s: size limit, for example "2 MB". */
$inkwell_hint = sprintf( __( 'JPEG, PNG, GIF or WebP, up to %s. It is used as your avatar everywhere.', 'inkwell-community' ), $inkwell_limit );
?>
<section class="inkwell-setting inkwell-profile-settings" id="inkwell-profile-settings" aria-labelledby="inkwell-profile-settings-title">
	<h2 class="inkwell-setting__title" id="inkwell-profile-settings-title"><?php esc_html_e( 'Profile', 'inkwell-community' ); ?></h2>
	<?php if ( $args['notice'] ) : ?>
		<p class="inkwell-notice is-<?php echo esc_attr( $args['notice']['type'] ); ?>" role="<?php echo 'error' === $args['notice']['type'] ? 'alert' : 'status'; ?>"><?php echo esc_html( $args['notice']['text'] ); ?></p>
	<?php endif; ?>
	<form class="inkwell-profile-form" method="post" action="<?php echo esc_url( $args['action'] ); ?>" enctype="multipart/form-data" data-inkwell-profile-form data-max-bytes="<?php echo esc_attr( (string) $args['max_bytes'] ); ?>" data-types="<?php echo esc_attr( implode( ',', $args['types'] ) ); ?>">
		<input type="hidden" name="action" value="<?php echo esc_attr( Account_Settings::ACTION ); ?>">
		<?php echo $args['nonce']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_nonce_field() output. ?>

		<div class="inkwell-profile-preview" aria-label="<?php esc_attr_e( 'Preview', 'inkwell-community' ); ?>" role="group">
			<?php echo $args['cover']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the cover template escapes. ?>
			<div class="inkwell-profile-preview__person">
				<?php echo $args['avatar']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_avatar() output. ?>
				<span class="inkwell-profile-preview__name"><?php echo esc_html( $args['name'] ); ?></span>
			</div>
		</div>

		<p class="inkwell-profile-form__slug">
			<label for="inkwell-profile-slug"><?php esc_html_e( 'Profile address', 'inkwell-community' ); ?></label>
			<input type="text" id="inkwell-profile-slug" name="<?php echo esc_attr( Account_Settings::SLUG_FIELD ); ?>" value="<?php echo esc_attr( $args['slug'] ); ?>" minlength="3" maxlength="50" autocomplete="off" spellcheck="false" aria-describedby="inkwell-profile-slug-hint">
			<span class="inkwell-profile-form__hint" id="inkwell-profile-slug-hint">
				<?php
				/* translators: %s: the address of the person's profile page. */
				echo esc_html( sprintf( __( 'Lowercase letters, digits and hyphens; the last part of your profile\'s address, now %s. Your username stays private.', 'inkwell-community' ), $args['profile'] ) );
				?>
			</span>
		</p>

		<fieldset class="inkwell-profile-form__overlays">
			<legend><?php esc_html_e( 'Cover overlay', 'inkwell-community' ); ?></legend>
			<?php foreach ( $args['choices'] as $inkwell_value => $inkwell_label ) : ?>
				<label class="inkwell-profile-form__choice">
					<input type="radio" name="cover_overlay" value="<?php echo esc_attr( $inkwell_value ); ?>" <?php checked( $args['overlay'], $inkwell_value ); ?>>
					<span><?php echo esc_html( $inkwell_label ); ?></span>
				</label>
			<?php endforeach; ?>
		</fieldset>

		<div class="inkwell-profile-form__image">
			<label for="inkwell-profile-image"><?php esc_html_e( 'Profile image', 'inkwell-community' ); ?></label>
			<input type="file" id="inkwell-profile-image" name="profile_image" accept="<?php echo esc_attr( implode( ',', $args['types'] ) ); ?>" aria-describedby="inkwell-profile-image-hint">
			<p class="inkwell-profile-form__hint" id="inkwell-profile-image-hint"><?php echo esc_html( $inkwell_hint ); ?></p>
			<p class="inkwell-profile-form__error" role="alert" data-inkwell-image-error hidden
				data-message-type="<?php esc_attr_e( 'Please choose a JPEG, PNG, GIF or WebP image.', 'inkwell-community' ); ?>"
				data-message-size="<?php echo esc_attr( $inkwell_too_large ); ?>"></p>
			<input type="hidden" name="<?php echo esc_attr( Account_Settings::DELETE_FLAG ); ?>" value="0" data-inkwell-image-delete-flag>
			<button type="submit" class="inkwell-button is-small is-outline" name="<?php echo esc_attr( Account_Settings::DELETE_FLAG ); ?>" value="1" data-inkwell-image-delete data-initials="<?php echo esc_attr( $args['initials'] ); ?>"<?php echo $args['has_image'] ? '' : ' hidden'; ?>><?php esc_html_e( 'Remove image', 'inkwell-community' ); ?></button>
			<p class="inkwell-profile-form__status" role="status" data-inkwell-image-status data-message-removed="<?php esc_attr_e( 'The image will be removed when you save.', 'inkwell-community' ); ?>"></p>
		</div>

		<p><button type="submit" class="inkwell-button"><?php esc_html_e( 'Save profile', 'inkwell-community' ); ?></button></p>
	</form>
</section>
