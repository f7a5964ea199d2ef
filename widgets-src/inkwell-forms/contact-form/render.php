<?php
/**
 * The Contact form block: the form {id} as a form that works without JavaScript. It posts to the page
 * itself and the answer is rendered in place (Plain_Post); its fields are the form post's blocks, rendered
 * with this instance of the form as their context. The view script enhances this markup as it is: it
 * validates, sends through REST and shows the answer without rendering any field of its own.
 *
 * @package Inkwell\Forms
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkwell\Forms\Blocks\Form_Instance;
use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Submission\Spam_Guard;

defined( 'ABSPATH' ) || exit;

$inkwell_forms_form = Form::find( (int) ( $attributes['id'] ?? 0 ) );
if ( null === $inkwell_forms_form ) {
	if ( current_user_can( 'edit_posts' ) ) {
		printf( '<p class="inkwell-contact-form__missing">%s</p>', esc_html__( 'This contact form does not exist.', 'inkwell-forms' ) );
	}
	return;
}
$inkwell_forms_instance = Form_Instance::create( $inkwell_forms_form, (int) get_the_ID() );
$inkwell_forms_wrapper  = get_block_wrapper_attributes(
	array(
		'class' => 'inkwell-contact-form is-' . $inkwell_forms_instance->status(),
		'id'    => $inkwell_forms_instance->unit_tag,
	)
);
?>
<div <?php echo $inkwell_forms_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?> data-inkwell-island="contact-form" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkwell_forms_instance->props(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
	<form class="inkwell-contact-form__form" action="<?php echo esc_url( $inkwell_forms_instance->action() ); ?>" method="post" enctype="multipart/form-data" aria-label="<?php echo esc_attr( get_the_title( $inkwell_forms_form->post ) ); ?>">
		<?php foreach ( $inkwell_forms_instance->hidden() as $inkwell_forms_name => $inkwell_forms_value ) : ?>
			<input type="hidden" name="<?php echo esc_attr( $inkwell_forms_name ); ?>" value="<?php echo esc_attr( $inkwell_forms_value ); ?>">
		<?php endforeach; ?>
		<p class="inkwell-contact-form__honeypot" aria-hidden="true"><label><?php esc_html_e( 'Leave this field empty', 'inkwell-forms' ); ?> <input type="text" name="<?php echo esc_attr( Spam_Guard::HONEYPOT ); ?>" value="" tabindex="-1" autocomplete="off"></label></p>
		<?php echo $inkwell_forms_instance->render_blocks(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each field block escapes its markup. ?>
		<div class="inkwell-contact-form__response" role="status" aria-live="polite" tabindex="-1"><?php echo esc_html( $inkwell_forms_instance->message() ); ?></div>
	</form>
</div>
