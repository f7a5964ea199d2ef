<?php
/**
 * The demo contact form, placed on the Contact page.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use RuntimeException;

/**
 * Creates an `inkwell_form` with the usual fields (name, e-mail, website, topic, message, consent) and
 * appends the "Contact form" block to the Contact page. Skipped when inkwell-forms is not active.
 */
final class Contact_Form {

	/**
	 * Creates the form and places it.
	 *
	 * @param int $page   The Contact page.
	 * @param int $author Owner of the form (the editor).
	 * @return int The form id, or 0 when the forms plugin is not active.
	 * @throws RuntimeException When WordPress refuses the form.
	 */
	public function create( int $page, int $author ): int {
		if ( ! post_type_exists( 'inkwell_form' ) ) {
			return 0;
		}
		$fields  = array(
			array(
				'text',
				array(
					'name'      => 'your-name',
					'label'     => 'Your name',
					'required'  => true,
					'maxLength' => 100,
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
				'url',
				array(
					'name'  => 'your-website',
					'label' => 'Your website',
				),
			),
			array(
				'select',
				array(
					'name'     => 'topic',
					'label'    => 'Topic',
					'required' => true,
					'options'  => array( 'A story idea', 'A correction', 'Advertising', 'Something else' ),
				),
			),
			array(
				'textarea',
				array(
					'name'      => 'your-message',
					'label'     => 'Message',
					'required'  => true,
					'minLength' => 20,
					'maxLength' => 2000,
				),
			),
			array(
				'acceptance',
				array(
					'name'  => 'consent',
					'label' => 'I agree that my message and e-mail address are stored to answer me.',
				),
			),
			array( 'submit', array( 'label' => 'Send message' ) ),
		);
		$content = '';
		foreach ( $fields as list( $type, $attrs ) ) {
			$content .= '<!-- wp:inkwell-forms/' . $type . ' ' . wp_json_encode( $attrs ) . " /-->\n";
		}
		$form = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'inkwell_form',
					'post_status'  => 'publish',
					'post_title'   => 'Contact',
					'post_content' => $content,
					'post_author'  => $author,
					'meta_input'   => array(
						'_inkwell_demo'       => 1,
						'_inkwell_forms_mail' => array(
							'to'       => '[_site_admin_email]',
							'subject'  => '[_site_title]: [topic] from [your-name]',
							'body'     => "[your-name] <[your-email]> wrote about \"[topic]\":\n\n[your-message]\n\nWebsite: [your-website]\n\n-- \nSent from the contact form of [_site_title] ([_site_url])",
							'reply_to' => '[your-email]',
						),
					),
				)
			),
			true
		);
		if ( is_wp_error( $form ) ) {
			throw new RuntimeException( 'could not create the contact form: ' . $form->get_error_message() );
		}
		$post = get_post( $page );
		wp_update_post(
			wp_slash(
				array(
					'ID'           => $page,
					'post_content' => ( $post ? $post->post_content : '' ) . "\n\n<!-- wp:inkwell-forms/contact-form {\"id\":$form} /-->",
				)
			)
		);
		return (int) $form;
	}
}
