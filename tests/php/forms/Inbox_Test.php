<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Inbox\Inbox;
use Inkwell\Tests\Test_Case;

require_once __DIR__ . '/Form_Fixtures.php';

/**
 * The submissions inbox: stored entries, admin search and the CSV export.
 *
 * @covers \Inkwell\Forms\Inbox\Inbox
 */
final class Inbox_Test extends Test_Case {
	use Form_Fixtures;

	/**
	 * @param array<string,mixed> $values Values.
	 */
	private function store( int $form_id, array $values, string $status = 'mail_sent' ): int {
		return ( new Inbox() )->store( Form::find( $form_id ), $values + array( 'consent' => '1' ), $status, 'hash' );
	}

	public function test_entries_are_found_by_the_admin_search_on_any_value(): void {
		$form = $this->contact_form();
		$id   = $this->store(
			$form,
			array(
				'your-name'    => 'Ada',
				'your-email'   => 'ada@example.com',
				'your-message' => 'About the difference engine',
			)
		);
		$this->store(
			$form,
			array(
				'your-name'    => 'Grace',
				'your-email'   => 'grace@example.com',
				'your-message' => 'About compilers',
			)
		);
		$found = get_posts(
			array(
				'post_type' => Inbox::POST_TYPE,
				's'         => 'difference engine',
				'fields'    => 'ids',
			)
		);
		$this->assertSame( array( $id ), array_map( 'intval', $found ) );
	}

	public function test_the_csv_has_one_row_per_entry_and_neutralises_formulas(): void {
		$form = $this->contact_form();
		$this->store(
			$form,
			array(
				'your-name'    => '=HYPERLINK("http://evil.example")',
				'your-email'   => 'ada@example.com',
				'your-message' => "Two\nlines, with \"quotes\"",
			),
			'spam'
		);

		$rows = array_map( 'str_getcsv', preg_split( '/\n(?=(?:[^"]*"[^"]*")*[^"]*$)/', trim( ( new Inbox() )->csv() ) ) );

		$this->assertSame( array( 'date', 'form', 'status', 'your-name', 'your-email', 'your-message', 'consent' ), $rows[0] );
		$last = end( $rows );
		$this->assertSame( 'Test form', $last[1] );
		$this->assertSame( 'spam', $last[2] );
		$this->assertSame( '\'=HYPERLINK("http://evil.example")', $last[3] );
		$this->assertSame( "Two\nlines, with \"quotes\"", $last[5] );
	}

	public function test_only_editors_of_pages_may_see_and_delete_entries(): void {
		$form = $this->contact_form();
		$id   = $this->store( $form, array( 'your-name' => 'Ada' ) );
		wp_set_current_user( $this->users['subscriber'] );
		$this->assertFalse( current_user_can( 'delete_post', $id ) );
		$this->assertFalse( current_user_can( 'edit_post', $id ) );
		wp_set_current_user( $this->users['administrator'] );
		$this->assertTrue( current_user_can( 'delete_post', $id ) );
		$this->assertFalse( current_user_can( get_post_type_object( Inbox::POST_TYPE )->cap->create_posts ) );
	}
}
