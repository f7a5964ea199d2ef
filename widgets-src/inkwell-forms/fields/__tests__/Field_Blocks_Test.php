<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use Inkwell\Forms\Blocks\Registry;
use Inkwell\Forms\Form\Form;
use Inkwell\Tests\Test_Case;
use WP_Block_Editor_Context;
use WP_Block_Type_Registry;

require_once dirname( __DIR__, 4 ) . '/tests/php/forms/Form_Fixtures.php';

/**
 * The field blocks: one folder each (block.json and render.php), registered from the build, rendered by
 * the server inside their form with the instance's ids, values, errors and aria wiring.
 *
 * @covers \Inkwell\Forms\Blocks\Field
 * @covers \Inkwell\Forms\Blocks\Registry
 * @covers \Inkwell\Forms\Form\Form
 */
final class Field_Blocks_Test extends Test_Case {
	use Form_Fixtures;

	/** Field type => the attributes its block.json declares besides name and label. */
	private const TYPES = array(
		'text'       => array( 'required', 'placeholder', 'default', 'minLength', 'maxLength' ),
		'email'      => array( 'required', 'placeholder', 'default', 'minLength', 'maxLength' ),
		'url'        => array( 'required', 'placeholder', 'default', 'minLength', 'maxLength' ),
		'tel'        => array( 'required', 'placeholder', 'default', 'minLength', 'maxLength' ),
		'textarea'   => array( 'required', 'placeholder', 'default', 'minLength', 'maxLength' ),
		'number'     => array( 'required', 'placeholder', 'default', 'min', 'max', 'step' ),
		'date'       => array( 'required', 'placeholder', 'default', 'min', 'max', 'days' ),
		'time'       => array( 'required', 'placeholder', 'default', 'min', 'max' ),
		'select'     => array( 'required', 'default', 'options' ),
		'checkbox'   => array( 'required', 'default', 'options', 'minItems', 'maxItems' ),
		'radio'      => array( 'required', 'default', 'options' ),
		'acceptance' => array( 'optional', 'default' ),
		'file'       => array( 'required', 'minSize', 'maxSize', 'accept' ),
		'quiz'       => array( 'placeholder', 'questions' ),
		'captcha'    => array( 'placeholder' ),
		'submit'     => array(),
	);

	private function render( int $form ): string {
		return do_blocks( '<!-- wp:inkwell-forms/contact-form {"id":' . $form . '} /-->' );
	}

	/**
	 * @return array<string,array{0: string}>
	 */
	public static function data_provider_types(): array {
		return array_map( static fn ( string $type ): array => array( $type ), array_combine( array_keys( self::TYPES ), array_keys( self::TYPES ) ) );
	}

	/**
	 * @dataProvider data_provider_types
	 */
	public function test_each_field_type_is_registered_from_its_block_json_with_the_attributes_it_uses( string $type ): void {
		$block = WP_Block_Type_Registry::get_instance()->get_registered( 'inkwell-forms/' . $type );
		$this->assertNotNull( $block, "inkwell-forms/$type is registered" );
		$this->assertSame( 3, $block->api_version );
		$this->assertFileExists( INKWELL_FORMS_DIR . "/build/$type/block.json" );
		$this->assertFileExists( INKWELL_FORMS_DIR . "/build/$type/render.php" );
		$expected = array_merge( 'submit' === $type ? array( 'label' ) : array( 'name', 'label' ), self::TYPES[ $type ] );
		$declared = json_decode( (string) file_get_contents( INKWELL_FORMS_DIR . "/build/$type/block.json" ), true )['attributes'];
		$this->assertEqualsCanonicalizing( $expected, array_keys( $declared ) );
		$this->assertSame( $declared, array_intersect_key( $block->attributes, $declared ) );
		$this->assertSame( array( Form::FIELD_CONTEXT ), $block->uses_context );
		$this->assertSame( array( Registry::FIELD_EDITOR ), $block->editor_script_handles, 'one editor script for every field block' );
		$this->assertArrayHasKey( 'inkwell-forms/' . $type, Form::field_blocks() );
	}

	public function test_the_field_blocks_are_the_folders_of_the_build(): void {
		$folders = array_map( 'basename', array_map( 'dirname', glob( INKWELL_FORMS_DIR . '/build/*/block.json' ) ) );
		$this->assertEqualsCanonicalizing( array_merge( array_keys( self::TYPES ), array( 'contact-form' ) ), $folders );
		$this->assertEqualsCanonicalizing( array_map( static fn ( string $type ): string => 'inkwell-forms/' . $type, array_keys( self::TYPES ) ), array_keys( Form::field_blocks() ) );
	}

	public function test_the_field_editor_script_learns_every_field_block_the_server_registered(): void {
		( new Registry() )->describe_field_blocks();
		$before = implode( "\n", (array) wp_scripts()->get_data( Registry::FIELD_EDITOR, 'before' ) );
		$this->assertSame( 1, preg_match( '/^window\.inkwellFormsFieldBlocks = (.*);$/m', $before, $match ) );
		$blocks = array_column( json_decode( $match[1], true ), null, 'name' );
		$this->assertCount( count( self::TYPES ), $blocks );
		$this->assertSame( 'E-mail field', $blocks['inkwell-forms/email']['title'] );
		$this->assertSame( 'widgets', $blocks['inkwell-forms/email']['category'] );
		$this->assertSame( array( 'type' => 'integer' ), $blocks['inkwell-forms/email']['attributes']['maxLength'] );
		$this->assertArrayHasKey( 'questions', $blocks['inkwell-forms/quiz']['attributes'] );
		$this->assertArrayNotHasKey( 'questions', $blocks['inkwell-forms/email']['attributes'] );
	}

	public function test_field_blocks_are_offered_in_forms_only(): void {
		$registry = new Registry();
		$form     = new WP_Block_Editor_Context( array( 'post' => get_post( $this->create_form( array() ) ) ) );
		$post     = new WP_Block_Editor_Context( array( 'post' => get_post( $this->create_post() ) ) );
		$this->assertTrue( $registry->allowed_blocks( true, $form ) );
		$allowed = $registry->allowed_blocks( true, $post );
		$this->assertContains( 'inkwell-forms/contact-form', $allowed );
		$this->assertContains( 'core/paragraph', $allowed );
		$this->assertEmpty( array_intersect( $allowed, array_keys( Form::field_blocks() ) ) );
		$this->assertSame( array( 'core/paragraph' ), $registry->allowed_blocks( array( 'core/paragraph', 'inkwell-forms/email' ), $post ) );
	}

	public function test_a_field_block_outside_a_form_renders_nothing(): void {
		$this->assertSame( '', trim( do_blocks( '<!-- wp:inkwell-forms/text {"name":"a","label":"A"} /-->' ) ) );
	}

	public function test_every_field_type_renders_its_control_with_its_constraints(): void {
		$form = $this->create_form(
			array(
				array(
					'url',
					array(
						'name'        => 'site',
						'placeholder' => 'https://',
					),
				),
				array( 'tel', array( 'name' => 'phone' ) ),
				array(
					'number',
					array(
						'name' => 'n',
						'min'  => '1',
						'max'  => '9',
						'step' => 2,
					),
				),
				array(
					'date',
					array(
						'name' => 'd',
						'min'  => '2026-01-01',
					),
				),
				array( 'time', array( 'name' => 't' ) ),
				array(
					'select',
					array(
						'name'    => 's',
						'options' => array( 'Sales', 'Support' ),
						'default' => 'Support',
					),
				),
				array(
					'checkbox',
					array(
						'name'     => 'c',
						'options'  => array( 'a', 'b' ),
						'required' => true,
					),
				),
				array(
					'radio',
					array(
						'name'     => 'r',
						'options'  => array( 'Yes', 'No' ),
						'required' => true,
					),
				),
				array(
					'file',
					array(
						'name'   => 'f',
						'accept' => array( '.pdf', 'image/*' ),
					),
				),
				array(
					'textarea',
					array(
						'name'      => 'm',
						'minLength' => 5,
						'default'   => 'Hello <b>',
					),
				),
				array(
					'acceptance',
					array(
						'name'     => 'ok',
						'label'    => 'I agree',
						'optional' => true,
					),
				),
			)
		);
		$html = $this->render( $form );
		$id   = 'inkwell-forms-f' . $form . '-p0-o1';
		$this->assertStringContainsString( '<input type="url" id="' . $id . '-site" name="site" placeholder="https://" value="">', $html );
		$this->assertStringContainsString( '<input type="tel" id="' . $id . '-phone" name="phone" value="">', $html );
		$this->assertStringContainsString( '<input type="number" id="' . $id . '-n" name="n" min="1" max="9" step="2" value="">', $html );
		$this->assertStringContainsString( '<input type="date" id="' . $id . '-d" name="d" min="2026-01-01" value="">', $html );
		$this->assertStringContainsString( '<input type="time" id="' . $id . '-t" name="t" value="">', $html );
		$this->assertStringContainsString( '<option value="Support" selected=\'selected\'>Support</option>', $html );
		$this->assertMatchesRegularExpression( '/<fieldset [^>]*class="[^"]*inkwell-contact-form__field is-type-checkbox[^"]*"><legend>c <span class="inkwell-contact-form__required" aria-hidden="true">\*<\/span><span class="screen-reader-text"> \(required\)<\/span><\/legend>/', $html );
		$this->assertStringContainsString( '<label class="inkwell-contact-form__choice" for="' . $id . '-c-1"><input type="checkbox" id="' . $id . '-c-1" name="c[]" value="b"> b</label>', $html );
		$this->assertStringContainsString( '<input type="radio" id="' . $id . '-r-0" name="r" value="Yes" required>', $html );
		$this->assertStringContainsString( '<input type="radio" id="' . $id . '-r-1" name="r" value="No" required>', $html );
		$this->assertStringContainsString( '<input type="file" id="' . $id . '-f" name="f" accept=".pdf,image/*">', $html );
		$this->assertStringContainsString( '<textarea rows="6" id="' . $id . '-m" name="m" minlength="5">Hello &lt;b&gt;</textarea>', $html );
		$this->assertStringContainsString( '<input type="checkbox" value="1" id="' . $id . '-ok" name="ok"> I agree</label>', $html );
	}

	public function test_the_quiz_and_the_captcha_render_their_challenge_and_token_without_javascript(): void {
		$form = $this->create_form(
			array(
				array(
					'quiz',
					array(
						'name'      => 'quiz',
						'questions' => array(
							array(
								'question' => 'What is 2 + 3?',
								'answer'   => '5|five',
							),
						),
					),
				),
				array(
					'captcha',
					array(
						'name'  => 'code',
						'label' => 'Type the code',
					),
				),
			)
		);
		$html = $this->render( $form );
		$this->assertMatchesRegularExpression( '/<label for="[^"]+-quiz"><span class="inkwell-contact-form__question">What is 2 \+ 3\?<\/span> <span class="inkwell-contact-form__required" aria-hidden="true">\*<\/span><\/label>/', $html );
		$this->assertMatchesRegularExpression( '/<input type="text" autocomplete="off" id="[^"]+-quiz" name="quiz" required value="">/', $html );
		$this->assertMatchesRegularExpression( '/<img class="inkwell-contact-form__captcha" src="data:image\/png;base64,[^"]+" width="150" height="50" alt="The code to type, in distorted letters">/', $html );
		$this->assertMatchesRegularExpression( '/name="_inkwell_forms_challenge_quiz" value="0\.[0-9a-f]{64}"/', $html );
		$this->assertMatchesRegularExpression( '/name="_inkwell_forms_challenge_code" value="[A-Za-z0-9]{20}"/', $html );
		$this->assertStringNotContainsString( 'five', $html );
	}

	public function test_the_schema_carries_the_declared_constraints_typed_and_never_the_quiz_answers(): void {
		$form   = $this->create_form(
			array(
				array(
					'number',
					array(
						'name'      => 'n',
						'min'       => '1.5',
						'step'      => '2',
						'maxLength' => 9,
					),
				),
				array(
					'date',
					array(
						'name' => 'd',
						'days' => array( '6', 7 ),
					),
				),
				array(
					'quiz',
					array(
						'name'      => 'q',
						'questions' => array(
							array(
								'question' => 'Sky?',
								'answer'   => 'blue',
							),
						),
					),
				),
				array(
					'acceptance',
					array(
						'name'     => 'ok',
						'optional' => true,
					),
				),
			)
		);
		$fields = array_column( Form::find( $form )->schema()['fields'], null, 'name' );
		$this->assertSame(
			array(
				'type'     => 'number',
				'name'     => 'n',
				'label'    => '',
				'required' => false,
				'min'      => 1.5,
				'step'     => 2.0,
			),
			$fields['n'],
			'maxLength is not an attribute of a number field'
		);
		$this->assertSame( array( 6, 7 ), $fields['d']['days'] );
		$this->assertArrayNotHasKey( 'questions', $fields['q'] );
		$this->assertTrue( $fields['q']['required'] );
		$this->assertFalse( $fields['ok']['required'] );
		$this->assertArrayNotHasKey( 'optional', $fields['ok'] );
	}
}
