<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Validation\Rules;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * The rules of SPEC 5.3 against the value table the client tests share.
 *
 * @covers \Inkwell\Forms\Validation\Rules
 */
final class Rules_Test extends TestCase {

	/**
	 * @return array<string,array{0: array<string,mixed>, 1: mixed, 2: string|null}>
	 */
	public static function data_provider_cases(): array {
		$table = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/validation-cases.json' ), true );
		$cases = array();
		foreach ( $table['cases'] as $i => $case ) {
			$label           = sprintf( '#%d %s %s', $i, $case['rule'], wp_json_encode( $case['value'] ) );
			$cases[ $label ] = array( $case['field'], $case['value'], $case['error'] );
		}
		return $cases;
	}

	/**
	 * @dataProvider data_provider_cases
	 *
	 * @param array<string,mixed> $field Field.
	 * @param mixed               $value Value.
	 * @param string|null         $error Expected code.
	 */
	public function test_rule_gives_the_expected_answer( array $field, mixed $value, ?string $error ): void {
		$this->assertSame( $error, Rules::check( $field, $value, Form::url_schemes() ) );
	}

	public function test_the_table_has_valid_and_invalid_values_for_every_rule(): void {
		$table = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/validation-cases.json' ), true );
		$seen  = array();
		foreach ( $table['cases'] as $case ) {
			$seen[ $case['rule'] ][ null === $case['error'] ? 'valid' : 'invalid' ] = true;
		}
		foreach ( array( 'required', 'email', 'url', 'tel', 'number', 'date', 'time', 'minlength', 'maxlength', 'minnumber', 'maxnumber', 'step', 'mindate', 'maxdate', 'dayofweek', 'enum', 'minitems', 'maxitems', 'maxfilesize', 'filetype' ) as $rule ) {
			$this->assertArrayHasKey( 'valid', $seen[ $rule ] ?? array(), $rule );
			$this->assertArrayHasKey( 'invalid', $seen[ $rule ] ?? array(), $rule );
		}
	}

	public function test_a_bare_host_gets_the_http_prefix(): void {
		$this->assertSame( 'http://example.com/a', Rules::normalize_url( 'example.com/a', Form::url_schemes() ) );
		$this->assertSame( 'mailto:a@example.com', Rules::normalize_url( 'mailto:a@example.com', Form::url_schemes() ) );
	}

	public function test_every_error_code_has_a_message(): void {
		foreach ( array_keys( Rules::messages() ) as $code ) {
			$this->assertNotSame( '', Rules::message( $code ) );
		}
		$this->assertSame( 'Please enter an email address.', Rules::message( 'invalid_email' ) );
	}
}
