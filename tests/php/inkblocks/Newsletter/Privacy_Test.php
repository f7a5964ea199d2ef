<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Newsletter;

use Inkblocks\Newsletter\Subscribers;
use Inkwell\Tests\Test_Case;

/**
 * Newsletter subscriptions in the privacy tools of WordPress.
 *
 * @covers \Inkblocks\Newsletter\Privacy
 */
final class Privacy_Test extends Test_Case {

	private Subscribers $subscribers;
	private int $weekly;
	private int $offers;

	protected function set_up(): void {
		parent::set_up();
		$this->subscribers = new Subscribers();
		$this->weekly      = $this->subscribers->create_list( 'Weekly' );
		$this->offers      = $this->subscribers->create_list( 'Offers' );
		$this->subscribers->add( $this->weekly, 'ada@example.com', array( 'first-name' => 'Ada' ), 'page:1' );
		$this->subscribers->add( $this->offers, 'ada@example.com', array(), 'popup:2' );
		$this->subscribers->add( $this->weekly, 'grace@example.com', array(), 'page:1' );
	}

	/**
	 * @param string $kind exporters or erasers.
	 */
	private function tool( string $kind ): callable {
		$tools = apply_filters( "wp_privacy_personal_data_$kind", array() );
		$this->assertArrayHasKey( 'inkblocks-newsletter', $tools );
		return $tools['inkblocks-newsletter']['callback'];
	}

	public function test_export_gives_every_subscription_of_that_address_only(): void {
		$export = ( $this->tool( 'exporters' ) )( 'Ada@Example.com', 1 );

		$this->assertTrue( $export['done'] );
		$this->assertCount( 2, $export['data'] );
		$first = array_column( $export['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'Weekly', $first['List'] );
		$this->assertSame( 'ada@example.com', $first['E-mail'] );
		$this->assertSame( 'pending', $first['Status'] );
		$this->assertSame( 'Ada', $first['first-name'] );
		$this->assertSame( 'Offers', array_column( $export['data'][1]['data'], 'value', 'name' )['List'] );
		$this->assertStringNotContainsString( 'grace', (string) wp_json_encode( $export ) );
	}

	public function test_erase_deletes_every_subscription_of_that_address_only(): void {
		$answer = ( $this->tool( 'erasers' ) )( 'ada@example.com', 1 );

		$this->assertTrue( $answer['items_removed'] );
		$this->assertTrue( $answer['done'] );
		$this->assertNull( $this->subscribers->find( $this->weekly, 'ada@example.com' ) );
		$this->assertNull( $this->subscribers->find( $this->offers, 'ada@example.com' ) );
		$this->assertNotNull( $this->subscribers->find( $this->weekly, 'grace@example.com' ) );
		$this->assertFalse( ( $this->tool( 'erasers' ) )( 'ada@example.com', 1 )['items_removed'] );
	}
}
