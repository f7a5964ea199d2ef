<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Newsletter;

use Inkblocks\Newsletter\Admin_Screen;
use Inkblocks\Newsletter\Subscribers;
use Inkwell\Tests\Test_Case;

/**
 * The Newsletter admin screen: lists with counts, search, CSV export and delete, on the real tables.
 *
 * @covers \Inkblocks\Newsletter\Admin_Screen
 * @covers \Inkblocks\Newsletter\Subscribers
 */
final class Admin_Screen_Test extends Test_Case {

	private Subscribers $subscribers;
	private Admin_Screen $screen;
	private int $weekly;
	private int $offers;

	protected function set_up(): void {
		parent::set_up();
		$this->subscribers = new Subscribers();
		$this->screen      = new Admin_Screen( $this->subscribers );
		$this->weekly      = $this->subscribers->create_list( 'Weekly' );
		$this->offers      = $this->subscribers->create_list( 'Offers' );
		$ada               = $this->subscribers->add( $this->weekly, 'ada@example.com', array(), 'page:1' );
		$this->subscribers->set_status( $ada['id'], Subscribers::CONFIRMED );
		$this->subscribers->add( $this->weekly, 'grace@example.com', array(), 'page:1' );
		$old = $this->subscribers->add( $this->weekly, '=cmd@example.com', array(), 'popup:2' );
		$this->subscribers->set_status( $old['id'], Subscribers::UNSUBSCRIBED );
		$this->subscribers->add( $this->offers, 'ada@example.com', array(), 'popup:2' );
	}

	/**
	 * The screen's HTML for a query.
	 *
	 * @param array<string,string> $query GET parameters.
	 */
	private function render( array $query = array() ): string {
		$_GET = $query;
		ob_start();
		$this->screen->render();
		$_GET = array();
		return (string) ob_get_clean();
	}

	public function test_lists_show_their_counts_per_status(): void {
		$counts = array_column( $this->subscribers->lists_with_counts(), null, 'id' );
		$this->assertSame( array( 1, 1, 1 ), array( $counts[ $this->weekly ]['confirmed'], $counts[ $this->weekly ]['pending'], $counts[ $this->weekly ]['unsubscribed'] ) );
		$this->assertSame( array( 0, 1, 0 ), array( $counts[ $this->offers ]['confirmed'], $counts[ $this->offers ]['pending'], $counts[ $this->offers ]['unsubscribed'] ) );

		$html = $this->render();
		$this->assertMatchesRegularExpression( '#<a href="[^"]*list=' . $this->weekly . '">Weekly</a></th><td>1</td><td>1</td><td>1</td>#', $html );
		$this->assertMatchesRegularExpression( '#>Offers</a></th><td>0</td><td>1</td><td>0</td>#', $html );
	}

	public function test_a_list_page_lists_its_subscribers_and_search_narrows_them(): void {
		$html = $this->render( array( 'list' => (string) $this->weekly ) );
		$this->assertStringContainsString( 'Weekly: 3 subscribers', $html );
		$this->assertStringContainsString( '<td>grace@example.com</td>', $html );

		$html = $this->render(
			array(
				'list' => (string) $this->weekly,
				's'    => 'GRACE',
			)
		);
		$this->assertStringContainsString( 'Weekly: 1 subscriber', $html );
		$this->assertStringContainsString( '<td>grace@example.com</td>', $html );
		$this->assertStringNotContainsString( '<td>ada@example.com</td>', $html );
	}

	public function test_search_treats_like_wildcards_as_text(): void {
		$this->assertSame( 0, $this->subscribers->search( $this->weekly, '%' )['total'] );
		$this->assertSame( 3, $this->subscribers->search( $this->weekly, '' )['total'] );
	}

	public function test_the_csv_holds_one_list_and_neutralises_formulas(): void {
		$csv  = $this->screen->csv( $this->weekly );
		$rows = array_map( 'str_getcsv', array_filter( explode( "\n", $csv ) ) );
		$this->assertSame( array( 'email', 'status', 'source', 'subscribed' ), $rows[0] );
		$this->assertCount( 4, $rows );
		$emails = array_column( array_slice( $rows, 1 ), 0 );
		$this->assertContains( "'=cmd@example.com", $emails );
		$this->assertSame( array( 'ada@example.com', 'confirmed', 'page:1' ), array_slice( $rows[3], 0, 3 ) );
		$this->assertCount( 2, array_filter( explode( "\n", $this->screen->csv( $this->offers ) ) ), 'header and the one subscriber of that list' );
		$this->assertCount( 2, array_filter( explode( "\n", $this->screen->csv( $this->weekly, 'grace' ) ) ), 'the search applies to the export' );
	}

	public function test_delete_removes_only_the_chosen_subscribers(): void {
		$grace = $this->subscribers->find( $this->weekly, 'grace@example.com' );
		$this->assertSame( 1, $this->subscribers->delete( array( $grace['id'], $grace['id'] ) ) );
		$this->assertNull( $this->subscribers->find( $this->weekly, 'grace@example.com' ) );
		$this->assertNotNull( $this->subscribers->find( $this->weekly, 'ada@example.com' ) );
		$this->assertNotNull( $this->subscribers->find( $this->offers, 'ada@example.com' ) );
	}
}
