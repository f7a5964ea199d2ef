<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkblocks\Blocks\Countdown;
use Inkwell\Tests\Test_Case;


/**
 * The server render of the Countdown block.
 *
 * @covers \Inkblocks\Blocks\Countdown
 */
final class Countdown_Test extends Test_Case {

	use Block_Render;

	protected function set_up(): void {
		parent::set_up();
		update_option( 'timezone_string', 'Europe/Berlin' );
		update_option( 'gmt_offset', '' );
	}

	public function test_dates_are_read_in_the_site_time_zone_across_daylight_saving(): void {
		// Winter (CET, +01:00) and summer (CEST, +02:00) on both sides of the change of 29 March 2026.
		$this->assertSame( gmmktime( 11, 0, 0, 3, 28, 2026 ) * 1000, Countdown::instant( '2026-03-28 12:00:00' ) );
		$this->assertSame( gmmktime( 10, 0, 0, 3, 29, 2026 ) * 1000, Countdown::instant( '2026-03-29T12:00:00' ) );
		$this->assertSame( gmmktime( 16, 30, 0, 10, 25, 2026 ) * 1000, Countdown::instant( '2026-10-25 17:30' ) );
	}

	public function test_invalid_dates_are_refused(): void {
		foreach ( array( '', 'tomorrow', '2026-02-30 10:00:00', '2026-13-01 10:00', '2026-01-01 10:00:00; DROP', array( 1 ), 12 ) as $value ) {
			$this->assertNull( Countdown::instant( $value ), wp_json_encode( $value ) );
		}
	}

	public function test_a_due_date_countdown_has_the_spec_fields_and_a_statement_without_javascript(): void {
		$this->reset_scripts();
		$html  = $this->render_block(
			'countdown',
			array(
				'timerId' => 'launch',
				'dueDate' => '2030-06-01 09:00:00',
			)
		);
		$props = $this->island_props( $html );
		$this->assertSame( 'due_date', $props['type'] );
		$this->assertSame( gmmktime( 7, 0, 0, 6, 1, 2030 ) * 1000, $props['due-date'] );
		$this->assertSame( array( 'message' ), $props['expire-actions'] );
		$this->assertSame( 86400, $props['evergreen-interval'] );
		$this->assertSame( 86400, $props['restart-interval'] );
		$this->assertSame( 'Europe/Berlin', $props['timeZone'] );
		$this->assertSame( 'launch', $props['id'] );
		$this->assertStringContainsString( 'data-inkwell-island="countdown"', $html );
		$this->assertStringContainsString( '<time datetime="2030-06-01T07:00:00+00:00">Ends on', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-countdown-view-script', 'enqueued' ) );
	}

	public function test_evergreen_and_endless_keep_their_intervals(): void {
		$props = $this->island_props(
			$this->render_block(
				'countdown',
				array(
					'type'              => 'evergreen',
					'evergreenInterval' => 7200,
					'expireActions'     => array( 'restart', 'hide' ),
					'restartInterval'   => 600,
				)
			)
		);
		$this->assertSame( 'evergreen', $props['type'] );
		$this->assertSame( 7200, $props['evergreen-interval'] );
		$this->assertSame( 600, $props['restart-interval'] );
		$this->assertSame( array( 'hide', 'restart' ), $props['expire-actions'] );

		$html = $this->render_block(
			'countdown',
			array(
				'type'      => 'endless',
				'startDate' => '2026-01-01 18:00',
			)
		);
		$this->assertSame( Countdown::instant( '2026-01-01 18:00' ), $this->island_props( $html )['start-date'] );
		$this->assertStringContainsString( 'Restarts every 1 day', $html );
	}

	public function test_hostile_attributes_are_refused(): void {
		$html  = $this->render_block(
			'countdown',
			array(
				'type'              => 'forever',
				'dueDate'           => '2030-01-01 00:00',
				'expireActions'     => array( 'redirect', 'explode', 'message', 42 ),
				'expireRedirectUrl' => 'javascript:alert(1)',
				'expireMessage'     => '<img src=x onerror=alert(1)>Done',
				'evergreenInterval' => -1,
				'restartInterval'   => 10 ** 12,
				'timerId'           => 'Promo 2026!<b>',
			)
		);
		$props = $this->island_props( $html );
		$this->assertSame( 'due_date', $props['type'] );
		$this->assertSame( array( 'message' ), $props['expire-actions'], 'redirect without a valid URL is dropped' );
		$this->assertSame( '', $props['expire-redirect-url'] );
		$this->assertSame( 'Done', $props['message'] );
		$this->assertSame( 1, $props['evergreen-interval'] );
		$this->assertSame( 31536000, $props['restart-interval'] );
		$this->assertSame( 'promo2026', $props['id'] );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( 'onerror', $html );
	}

	public function test_labels_and_message_keep_inline_formats_only(): void {
		$props = $this->island_props(
			$this->render_block(
				'countdown',
				array(
					'dueDate'       => '2030-01-01 00:00',
					'labelDays'     => '<strong>Jours</strong><script>x()</script>',
					'labelSeconds'  => '<em onclick="x()">Sec</em>',
					'expireMessage' => '<strong>Closed</strong>, <a href="https://example.org/">see you</a>.<p>!</p>',
				)
			)
		);
		$this->assertSame(
			array(
				'days'    => '<strong>Jours</strong>x()',
				'hours'   => 'Hours',
				'minutes' => 'Minutes',
				'seconds' => '<em>Sec</em>',
			),
			$props['labels']
		);
		$this->assertSame( '<strong>Closed</strong>, <a href="https://example.org/">see you</a>.!', $props['message'] );

		$html = $this->render_block(
			'countdown',
			array(
				'dueDate'       => '2020-01-01 00:00',
				'expireMessage' => '<em>Closed</em><img src=x onerror=alert(1)>',
			)
		);
		$this->assertStringContainsString( '<p class="inkblocks-countdown__message"><em>Closed</em></p>', $html );
	}

	public function test_a_redirect_keeps_its_url(): void {
		$props = $this->island_props(
			$this->render_block(
				'countdown',
				array(
					'dueDate'           => '2030-01-01 00:00',
					'expireActions'     => array( 'redirect' ),
					'expireRedirectUrl' => 'https://example.org/closed/',
				)
			)
		);
		$this->assertSame( array( 'redirect' ), $props['expire-actions'] );
		$this->assertSame( 'https://example.org/closed/', $props['expire-redirect-url'] );
	}

	public function test_a_past_due_date_shows_its_message_or_hides_without_javascript(): void {
		$html = $this->render_block(
			'countdown',
			array(
				'dueDate'       => '2020-01-01 00:00',
				'expireMessage' => 'Closed.',
			)
		);
		$this->assertStringContainsString( '<p class="inkblocks-countdown__message">Closed.</p>', $html );

		$html = $this->render_block(
			'countdown',
			array(
				'dueDate'       => '2020-01-01 00:00',
				'expireActions' => array( 'hide' ),
			)
		);
		$this->assertMatchesRegularExpression( '/<div [^>]*class="[^"]*inkblocks-countdown[^"]*"[^>]* hidden>/', $html );
	}

	public function test_a_countdown_without_its_date_renders_nothing_for_readers_and_a_notice_for_editors(): void {
		$this->assertSame( '', trim( $this->render_block( 'countdown', array() ) ) );
		$this->assertSame( '', trim( $this->render_block( 'countdown', array( 'type' => 'endless' ) ) ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertStringContainsString( 'due date', $this->render_block( 'countdown', array() ) );
	}
}
