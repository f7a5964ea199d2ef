<?php
/**
 * The starting points of a new contact form.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Blocks;

use Inkwell\Forms\Form\Form;

/**
 * Block patterns of field blocks, "Contact" and "Quote request": offered when a new form is created
 * (WordPress shows a post type's starter patterns, those for core/post-content, in its "Choose a pattern"
 * dialog) and by the Contact form block, which creates a form from one without leaving the page.
 *
 * @since 0.5.0
 */
final class Form_Patterns {

	/** The patterns' category. */
	public const CATEGORY = 'inkwell-forms';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
	}

	/**
	 * Registers the category and the patterns.
	 */
	public function register(): void {
		register_block_pattern_category( self::CATEGORY, array( 'label' => __( 'Contact forms', 'inkwell-forms' ) ) );
		foreach ( self::patterns() as $name => $pattern ) {
			register_block_pattern(
				$name,
				array(
					'title'       => $pattern['title'],
					'description' => $pattern['description'],
					'content'     => self::markup( $pattern['fields'] ),
					'categories'  => array( self::CATEGORY ),
					'postTypes'   => array( Form::POST_TYPE ),
					'blockTypes'  => array( 'core/post-content' ),
				)
			);
		}
	}

	/**
	 * The patterns: name, title, description and fields (type and attributes) of each.
	 *
	 * @since 0.5.0
	 *
	 * @return array<string, array{title: string, description: string, fields: list<array{0: string, 1: array<string, mixed>}>}>
	 */
	public static function patterns(): array {
		$name    = array(
			'text',
			array(
				'name'      => 'your-name',
				'label'     => __( 'Your name', 'inkwell-forms' ),
				'required'  => true,
				'maxLength' => 100,
			),
		);
		$email   = array(
			'email',
			array(
				'name'        => 'your-email',
				'label'       => __( 'Your e-mail', 'inkwell-forms' ),
				'placeholder' => __( 'you@example.com', 'inkwell-forms' ),
				'required'    => true,
			),
		);
		$consent = array(
			'acceptance',
			array(
				'name'  => 'consent',
				'label' => __( 'I agree that my message and e-mail address are stored to answer me.', 'inkwell-forms' ),
			),
		);
		return array(
			'inkwell-forms/contact'       => array(
				'title'       => __( 'Contact', 'inkwell-forms' ),
				'description' => __( 'Name, e-mail and a message, with consent to store them.', 'inkwell-forms' ),
				'fields'      => array(
					$name,
					$email,
					array(
						'textarea',
						array(
							'name'        => 'your-message',
							'label'       => __( 'Message', 'inkwell-forms' ),
							'placeholder' => __( 'What would you like to tell us?', 'inkwell-forms' ),
							'required'    => true,
							'maxLength'   => 2000,
						),
					),
					$consent,
					array( 'submit', array( 'label' => __( 'Send message', 'inkwell-forms' ) ) ),
				),
			),
			'inkwell-forms/quote-request' => array(
				'title'       => __( 'Quote request', 'inkwell-forms' ),
				'description' => __( 'Contact details, the service wanted, a budget and a date, then the details.', 'inkwell-forms' ),
				'fields'      => array(
					$name,
					$email,
					array(
						'tel',
						array(
							'name'  => 'your-phone',
							'label' => __( 'Phone', 'inkwell-forms' ),
						),
					),
					array(
						'select',
						array(
							'name'     => 'service',
							'label'    => __( 'Service', 'inkwell-forms' ),
							'required' => true,
							'options'  => array( __( 'Writing', 'inkwell-forms' ), __( 'Editing', 'inkwell-forms' ), __( 'Photography', 'inkwell-forms' ) ),
						),
					),
					array(
						'number',
						array(
							'name'  => 'budget',
							'label' => __( 'Budget', 'inkwell-forms' ),
							'min'   => '0',
						),
					),
					array(
						'date',
						array(
							'name'  => 'deadline',
							'label' => __( 'Needed by', 'inkwell-forms' ),
						),
					),
					array(
						'textarea',
						array(
							'name'        => 'details',
							'label'       => __( 'Details', 'inkwell-forms' ),
							'placeholder' => __( 'What is it about, and how long?', 'inkwell-forms' ),
							'required'    => true,
						),
					),
					$consent,
					array( 'submit', array( 'label' => __( 'Ask for a quote', 'inkwell-forms' ) ) ),
				),
			),
		);
	}

	/**
	 * The block markup of fields.
	 *
	 * @since 0.5.0
	 *
	 * @param list<array{0: string, 1: array<string, mixed>}> $fields Field types and attributes.
	 */
	public static function markup( array $fields ): string {
		$markup = '';
		foreach ( $fields as list( $type, $attributes ) ) {
			$markup .= get_comment_delimited_block_content( 'inkwell-forms/' . $type, $attributes, '' ) . "\n\n";
		}
		return rtrim( $markup ) . "\n";
	}
}
