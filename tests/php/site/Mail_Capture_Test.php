<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Site;

use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * The local sites write outgoing mail to var/mail/{site}/ as .eml files (bin/site/mu-plugins).
 *
 * @coversNothing
 */
final class Mail_Capture_Test extends TestCase {

	public function test_wp_mail_lands_in_the_mail_folder_as_a_whole_message(): void {
		$before  = glob( INKWELL_MAIL_DIR . '/*.eml' );
		$subject = 'Capture check ' . wp_generate_password( 8, false );

		$this->assertTrue( wp_mail( 'reader@inkwell.test', $subject, "Hello,\nthis is the body." ) );

		$new = array_values( array_diff( glob( INKWELL_MAIL_DIR . '/*.eml' ), $before ) );
		$this->assertCount( 1, $new );
		$message = (string) file_get_contents( $new[0] );
		$this->assertStringContainsString( 'To: reader@inkwell.test', $message );
		$this->assertStringContainsString( 'Subject: ' . $subject, $message );
		$this->assertStringContainsString( 'this is the body.', $message );
		unlink( $new[0] );
	}
}
