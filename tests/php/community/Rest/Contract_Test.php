<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rest;

use Inkwell\Community\Rest\Category_Controller;
use Inkwell\Community\Rest\Messages;
use Inkwell\Community\Rest\Post_Controller;
use Inkwell\Community\Rest\User_Controller;
use PHPUnit\Framework\TestCase;
use ReflectionClass;

/**
 * The action routes and answer messages live once in PHP and once in TypeScript: the two stay equal.
 *
 * @coversNothing
 */
final class Contract_Test extends TestCase {

	/**
	 * The string literals of a TypeScript `export const NAME = [ ... ]` or `= { ... }` declaration.
	 *
	 * @return list<string>
	 */
	private function ts_literals( string $file, string $name ): array {
		$source = (string) file_get_contents( dirname( __DIR__, 4 ) . '/widgets-src/' . $file );
		$this->assertSame( 1, preg_match( '/export const ' . $name . ' = [\[{](.*?)[\]}] as const;/s', $source, $match ), "$name in $file" );
		preg_match_all( "/'([^']*)'/", $match[1], $literals );
		return $literals[1];
	}

	public function test_the_client_knows_exactly_the_action_routes_the_controllers_declare(): void {
		$php = array_keys( array_merge( User_Controller::ROUTES, Category_Controller::ROUTES, Post_Controller::ROUTES ) );
		$ts  = $this->ts_literals( 'common/api.ts', 'COMMUNITY_ACTION_PATHS' );
		sort( $php );
		sort( $ts );
		$this->assertSame( $php, $ts );
	}

	public function test_the_buttons_read_exactly_the_messages_the_routes_answer(): void {
		$php = array_values( ( new ReflectionClass( Messages::class ) )->getConstants() );
		$ts  = array_values( array_filter( $this->ts_literals( 'inkwell-community/community/constants.ts', 'COMMUNITY_MESSAGES' ), static fn ( string $s ): bool => str_contains( $s, '-' ) ) );
		sort( $php );
		sort( $ts );
		$this->assertSame( $php, $ts );
	}
}
