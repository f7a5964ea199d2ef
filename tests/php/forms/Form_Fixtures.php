<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use Inkwell\Forms\Submission\Spam_Guard;

/**
 * Builds contact forms from field blocks and reads the captured mail.
 */
trait Form_Fixtures {

	/**
	 * Creates a published form.
	 *
	 * @param array<int,array{0: string, 1: array<string,mixed>}> $fields Block type and attributes of each field.
	 * @param array<string,string>                                $mail   Mail settings.
	 */
	protected function create_form( array $fields, array $mail = array() ): int {
		$content = '';
		foreach ( $fields as list( $type, $attrs ) ) {
			$content .= serialize_block(
				array(
					'blockName'    => 'inkwell-forms/' . $type,
					'attrs'        => $attrs,
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			) . "\n";
		}
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'inkwell_form',
					'post_status'  => 'publish',
					'post_title'   => 'Test form',
					'post_content' => $content,
				)
			),
			true
		);
		$this->assertIsInt( $id );
		if ( $mail ) {
			update_post_meta( $id, '_inkwell_forms_mail', $mail );
		}
		return $id;
	}

	/**
	 * A typical contact form: name, email, subject, message, acceptance, submit.
	 *
	 * @param array<string,string> $mail Mail settings.
	 */
	protected function contact_form( array $mail = array() ): int {
		return $this->create_form(
			array(
				array(
					'text',
					array(
						'name'     => 'your-name',
						'label'    => 'Your name',
						'required' => true,
					),
				),
				array(
					'email',
					array(
						'name'     => 'your-email',
						'label'    => 'Your email',
						'required' => true,
					),
				),
				array(
					'text',
					array(
						'name'  => 'your-subject',
						'label' => 'Subject',
					),
				),
				array(
					'textarea',
					array(
						'name'      => 'your-message',
						'label'     => 'Message',
						'required'  => true,
						'maxLength' => 500,
					),
				),
				array(
					'acceptance',
					array(
						'name'  => 'consent',
						'label' => 'I agree to the privacy policy.',
					),
				),
				array( 'submit', array( 'label' => 'Send' ) ),
			),
			$mail + array(
				'to'       => 'office@inkwell.test',
				'subject'  => 'Contact: [your-subject]',
				'body'     => "From: [your-name] <[your-email]>\n\n[your-message]",
				'reply_to' => '[your-email]',
			)
		);
	}

	/**
	 * Valid fields of contact_form(), with the hidden fields of a form rendered a minute ago.
	 *
	 * @param array<string,mixed> $overrides Fields to change.
	 * @return array<string,mixed>
	 */
	protected function valid_submission( int $form_id, array $overrides = array() ): array {
		return array_merge(
			array(
				'_inkwell_forms'          => (string) $form_id,
				'_inkwell_forms_unit_tag' => 'inkwell-forms-f' . $form_id . '-p0-o1',
				'_inkwell_forms_ts'       => Spam_Guard::token( time() - 60 ),
				'_inkwell_forms_website'  => '',
				'your-name'               => 'Ada Lovelace',
				'your-email'              => 'ada@example.com',
				'your-subject'            => 'Engines',
				'your-message'            => 'The analytical engine weaves algebraic patterns.',
				'consent'                 => '1',
			),
			$overrides
		);
	}

	/**
	 * The .eml files written since a snapshot.
	 *
	 * @param string[] $before Files before.
	 * @return string[] Messages.
	 */
	protected function new_mail( array $before ): array {
		$messages = array();
		foreach ( array_diff( glob( INKWELL_MAIL_DIR . '/*.eml' ), $before ) as $file ) {
			$messages[] = (string) file_get_contents( $file );
			unlink( $file );
		}
		return $messages;
	}

	/**
	 * The mail folder now.
	 *
	 * @return string[]
	 */
	protected function mail_snapshot(): array {
		return glob( INKWELL_MAIL_DIR . '/*.eml' );
	}
}
