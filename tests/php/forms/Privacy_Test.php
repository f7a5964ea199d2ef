<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Inbox\Inbox;
use Inkwell\Tests\Test_Case;

require_once __DIR__ . '/Form_Fixtures.php';

/**
 * Submissions in the privacy tools of WordPress.
 *
 * @covers \Inkwell\Forms\Inbox\Privacy
 */
final class Privacy_Test extends Test_Case {
	use Form_Fixtures;

	private function store( int $form_id, string $email, string $name ): int {
		return ( new Inbox() )->store(
			Form::find( $form_id ),
			array(
				'your-name'    => $name,
				'your-email'   => $email,
				'your-subject' => 'Hello',
				'your-message' => 'A message from ' . $name,
				'consent'      => '1',
			),
			'mail_sent',
			'hash'
		);
	}

	public function test_the_exporter_and_eraser_are_registered(): void {
		$this->assertArrayHasKey( 'inkwell-forms', apply_filters( 'wp_privacy_personal_data_exporters', array() ) );
		$this->assertArrayHasKey( 'inkwell-forms', apply_filters( 'wp_privacy_personal_data_erasers', array() ) );
	}

	public function test_export_gives_the_submissions_of_that_address_only(): void {
		$form = $this->contact_form();
		$this->store( $form, 'Ada@Example.com', 'Ada' );
		$this->store( $form, 'grace@example.com', 'Grace' );

		$exporter = apply_filters( 'wp_privacy_personal_data_exporters', array() )['inkwell-forms']['callback'];
		$export   = $exporter( 'ada@example.com', 1 );

		$this->assertTrue( $export['done'] );
		$this->assertCount( 1, $export['data'] );
		$this->assertSame( 'inkwell-forms', $export['data'][0]['group_id'] );
		$values = wp_list_pluck( $export['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'Ada', $values['your-name'] );
		$this->assertSame( 'A message from Ada', $values['your-message'] );
		$this->assertSame( 'mail_sent', $values['Status'] );
	}

	public function test_erase_deletes_the_submissions_of_that_address_only(): void {
		$form  = $this->contact_form();
		$ada   = $this->store( $form, 'ada@example.com', 'Ada' );
		$grace = $this->store( $form, 'grace@example.com', 'Grace' );

		$eraser = apply_filters( 'wp_privacy_personal_data_erasers', array() )['inkwell-forms']['callback'];
		$result = $eraser( 'ada@example.com', 1 );

		$this->assertTrue( $result['items_removed'] );
		$this->assertTrue( $result['done'] );
		$this->assertNull( get_post( $ada ) );
		$this->assertNotNull( get_post( $grace ) );
		$this->assertFalse( $eraser( 'nobody@example.com', 1 )['items_removed'] );
	}
}
