<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use CURLFile;
use Inkwell\Forms\Inbox\Inbox;
use Inkwell\Forms\Submission\Spam_Guard;
use Inkwell\Tests\Http_Test_Case;

/**
 * File fields through real multipart requests: attached to the mail and never kept; size and type refused.
 *
 * @covers \Inkwell\Forms\Submission\Posted_Data
 * @covers \Inkwell\Forms\Submission\Processor
 */
final class Upload_Http_Test extends Http_Test_Case {

	private int $form = 0;

	/** @var string[] */
	private array $temp = array();

	protected function set_up(): void {
		parent::set_up();
		$block      = static fn ( string $type, array $attrs ): string => serialize_block(
			array(
				'blockName'    => 'inkwell-forms/' . $type,
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$this->form = $this->create_post(
			array(
				'post_type'    => 'inkwell_form',
				'post_title'   => 'Upload form',
				'post_content' => $block(
					'email',
					array(
						'name'     => 'your-email',
						'required' => true,
					)
				)
					. $block(
						'file',
						array(
							'name'    => 'cv',
							'label'   => 'CV',
							'accept'  => array( '.txt', '.pdf' ),
							'maxSize' => 1000,
						)
					)
					. $block(
						'file',
						array(
							'name'  => 'extra',
							'label' => 'Extra',
						)
					),
				'meta_input'   => array(
					'_inkwell_forms_mail' => array(
						'to'      => 'hr@inkwell.test',
						'subject' => 'Application',
						'body'    => 'CV: [cv]',
					),
				),
			)
		);
	}

	protected function tear_down(): void {
		foreach ( get_posts(
			array(
				'post_type'   => Inbox::POST_TYPE,
				'post_parent' => $this->form,
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		) as $id ) {
			wp_delete_post( (int) $id, true );
		}
		foreach ( $this->temp as $file ) {
			@unlink( $file );
		}
		parent::tear_down();
	}

	private function file( string $name, string $content ): CURLFile {
		$path = sys_get_temp_dir() . '/' . wp_generate_password( 8, false ) . '-' . $name;
		file_put_contents( $path, $content );
		$this->temp[] = $path;
		return new CURLFile( $path, '', $name );
	}

	/**
	 * @param array<string,mixed> $files Field name => CURLFile.
	 * @return array{0: int, 1: mixed}
	 */
	private function submit( array $files ): array {
		list( $status, $body ) = $this->post(
			$this->url( "/wp-json/inkwell-forms/v1/contact-forms/{$this->form}/feedback" ),
			array(
				'_inkwell_forms_ts'      => Spam_Guard::token( time() - 30 ),
				'_inkwell_forms_website' => '',
				'your-email'             => 'applicant@example.com',
			) + $files
		);
		return array( $status, $body );
	}

	public function test_an_accepted_file_is_attached_to_the_mail_and_not_kept(): void {
		$uploads = wp_get_upload_dir()['basedir'];
		$kept    = static fn (): array => is_dir( $uploads ) ? iterator_to_array( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $uploads, \FilesystemIterator::SKIP_DOTS ) ) ) : array();
		$files   = array_keys( $kept() );
		$before  = glob( INKWELL_MAIL_DIR . '/*.eml' );

		list( $status, $answer ) = $this->submit( array( 'cv' => $this->file( 'my-cv.txt', 'Ada Lovelace, analyst' ) ) );

		$this->assertSame( 200, $status );
		$this->assertSame( 'mail_sent', $answer['status'], wp_json_encode( $answer ) );
		$new = array_values( array_diff( glob( INKWELL_MAIL_DIR . '/*.eml' ), $before ) );
		$this->assertCount( 1, $new );
		$mail = (string) file_get_contents( $new[0] );
		unlink( $new[0] );
		$this->assertStringContainsString( 'CV: my-cv.txt', $mail );
		$this->assertMatchesRegularExpression( '/filename="?my-cv\.txt"?/', $mail );
		$this->assertStringContainsString( base64_encode( 'Ada Lovelace, analyst' ), $mail );
		$this->assertSame( $files, array_keys( $kept() ) );
	}

	public function test_an_oversized_file_is_refused_with_its_field_message(): void {
		list( $status, $answer ) = $this->submit( array( 'cv' => $this->file( 'big.txt', str_repeat( 'a', 1001 ) ) ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 'validation_failed', $answer['status'] );
		$this->assertSame(
			array(
				array(
					'field'   => 'cv',
					'message' => 'The uploaded file is too large.',
				),
			),
			$answer['invalid_fields']
		);
	}

	public function test_a_file_of_another_type_is_refused(): void {
		list( , $answer ) = $this->submit( array( 'cv' => $this->file( 'photo.png', base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=' ) ) ) );
		$this->assertSame( 'validation_failed', $answer['status'] );
		$this->assertSame( 'You are not allowed to upload files of this type.', $answer['invalid_fields'][0]['message'] );
	}

	public function test_a_script_is_refused_even_where_no_types_are_listed(): void {
		list( , $answer ) = $this->submit( array( 'extra' => $this->file( 'shell.php', '<?php echo 1;' ) ) );
		$this->assertSame( 'validation_failed', $answer['status'] );
		$this->assertSame( 'extra', $answer['invalid_fields'][0]['field'] );
		$this->assertSame( 'You are not allowed to upload files of this type.', $answer['invalid_fields'][0]['message'] );
	}
}
