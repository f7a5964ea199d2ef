<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use Inkwell\Forms\Blocks\Form_Patterns;
use Inkwell\Forms\Form\Form;
use Inkwell\Tests\Test_Case;
use WP_Block_Patterns_Registry;
use WP_Block_Type_Registry;

/**
 * The starting points of a new contact form: "Contact" and "Quote request".
 *
 * @covers \Inkwell\Forms\Blocks\Form_Patterns
 */
final class Form_Patterns_Test extends Test_Case {

	public function test_each_starting_point_is_a_pattern_of_field_blocks_offered_for_new_forms(): void {
		$registry = WP_Block_Patterns_Registry::get_instance();
		foreach ( array(
			'inkwell-forms/contact'       => 'Contact',
			'inkwell-forms/quote-request' => 'Quote request',
		) as $name => $title ) {
			$pattern = $registry->get_registered( $name );
			$this->assertIsArray( $pattern, $name );
			$this->assertSame( $title, $pattern['title'] );
			$this->assertSame( array( Form::POST_TYPE ), $pattern['postTypes'] );
			$this->assertSame( array( 'core/post-content' ), $pattern['blockTypes'] );
			$blocks = array_values( array_filter( parse_blocks( $pattern['content'] ), static fn ( array $block ): bool => null !== $block['blockName'] ) );
			foreach ( $blocks as $block ) {
				$this->assertTrue( WP_Block_Type_Registry::get_instance()->is_registered( $block['blockName'] ), $block['blockName'] );
			}
			$this->assertSame( 'inkwell-forms/submit', end( $blocks )['blockName'] );
		}
	}

	public function test_a_form_made_from_a_starting_point_has_its_named_fields(): void {
		$form = $this->create_post(
			array(
				'post_type'    => Form::POST_TYPE,
				'post_content' => Form_Patterns::markup( Form_Patterns::patterns()['inkwell-forms/quote-request']['fields'] ),
			)
		);
		$this->assertSame( array( 'your-name', 'your-email', 'your-phone', 'service', 'budget', 'deadline', 'details', 'consent' ), array_column( Form::find( $form )?->data_fields() ?? array(), 'name' ) );
	}
}
