<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use Inkwell\Forms\Blocks\Plain_Post;
use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Inbox\Inbox;
use Inkwell\Forms\Submission\Mailer;
use Inkwell\Forms\Submission\Processor;
use Inkwell\Forms\Submission\Spam_Guard;
use Inkwell\Tests\Rest_Test_Case;
use WP_REST_Request;

require_once __DIR__ . '/Form_Fixtures.php';

/**
 * A form is read and parsed once per request, and read again once it changes.
 *
 * @covers \Inkwell\Forms\Form\Form
 * @covers \Inkwell\Forms\Form\Post_Type
 * @covers \Inkwell\Forms\Blocks\Plain_Post
 */
final class Form_Test extends Rest_Test_Case {
	use Form_Fixtures;

	/** How many times parse_blocks() ran since the test started counting. */
	private int $parses = 0;

	protected function tear_down(): void {
		remove_filter( 'block_parser_class', array( $this, 'count_parse' ) );
		parent::tear_down();
	}

	/**
	 * Counts parse_blocks() calls: each asks for the parser class once.
	 */
	public function count_parse( string $parser ): string {
		++$this->parses;
		return $parser;
	}

	private function start_counting(): void {
		wp_cache_flush(); // As at the start of a request: nothing read yet.
		$this->parses = 0;
		add_filter( 'block_parser_class', array( $this, 'count_parse' ) );
	}

	public function test_the_rest_routes_a_plain_post_the_challenges_and_the_render_of_one_request_parse_the_form_once(): void {
		$form = $this->create_form(
			array(
				array(
					'text',
					array(
						'name'     => 'your-name',
						'required' => true,
					),
				),
				array(
					'quiz',
					array(
						'name'      => 'human',
						'questions' => array(
							array(
								'question' => 'What is 2 + 3?',
								'answer'   => '5',
							),
						),
					),
				),
				array( 'submit', array() ),
			)
		);
		$this->start_counting();

		$this->assertNotNull( Form::find( $form ) );
		$this->assertSame( 1, $this->parses, 'the first look-up parses the form' );

		foreach ( array( "/inkwell-forms/v1/contact-forms/$form/feedback/schema", "/inkwell-forms/v1/contact-forms/$form/refill" ) as $route ) {
			$this->assert_ok( rest_get_server()->dispatch( new WP_REST_Request( 'GET', $route ) ) );
		}
		$request = new WP_REST_Request( 'POST', "/inkwell-forms/v1/contact-forms/$form/feedback" );
		$request->set_header( 'Content-Type', 'multipart/form-data' );
		$request->set_body_params( array( 'your-name' => 'Ada' ) );
		$this->assertSame( 'validation_failed', $this->assert_ok( rest_get_server()->dispatch( $request ) )['status'] );
		Form::find( $form )->quiz_pairs( 'human' );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = array(
			'_inkwell_forms'          => (string) $form,
			'_inkwell_forms_unit_tag' => 'inkwell-forms-f' . $form . '-p0-o1',
		);
		( new Plain_Post( new Processor( new Spam_Guard(), new Mailer(), new Inbox() ) ) )->handle();
		unset( $_SERVER['REQUEST_METHOD'] );
		$this->assertSame( 1, $this->parses, 'schema, refill, feedback, a plain POST and the quiz reuse it' );

		do_blocks( '<!-- wp:inkwell-forms/contact-form {"id":' . $form . '} /-->' );
		$this->assertSame( 2, $this->parses, 'the render parses only the page it is on' );
	}

	public function test_an_unknown_id_is_looked_up_once_too(): void {
		$this->start_counting();
		$queries = get_num_queries();
		$this->assertNull( Form::find( 999999 ) );
		$after_first = get_num_queries();
		$this->assertNull( Form::find( 999999 ) );
		$this->assertGreaterThan( $queries, $after_first );
		$this->assertSame( $after_first, get_num_queries() );
	}

	public function test_a_saved_form_is_read_again(): void {
		$form = $this->create_form( array( array( 'text', array( 'name' => 'first' ) ) ) );
		$this->assertSame( array( 'first' ), wp_list_pluck( Form::find( $form )->fields, 'name' ) );

		wp_update_post(
			array(
				'ID'           => $form,
				'post_content' => '<!-- wp:inkwell-forms/email {"name":"second"} /-->',
			)
		);
		$this->assertSame( array( 'second' ), wp_list_pluck( Form::find( $form )->fields, 'name' ) );

		wp_update_post(
			array(
				'ID'          => $form,
				'post_status' => 'draft',
			)
		);
		$this->assertNull( Form::find( $form ), 'a form taken offline is gone at once' );
	}
}
