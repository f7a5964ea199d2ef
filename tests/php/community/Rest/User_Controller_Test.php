<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rest;

use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Rest_Test_Case;

/**
 * @covers \Inkwell\Community\Rest\User_Controller
 */
final class User_Controller_Test extends Rest_Test_Case {

	private Relations $relations;
	private int $me;
	private int $them;

	protected function set_up(): void {
		parent::set_up();
		$this->relations = new Relations();
		$this->me        = $this->users['subscriber'];
		$this->them      = $this->users['author'];
		wp_set_current_user( $this->me );
	}

	private function follows( int $from, int $to ): bool {
		return $this->relations->has( $from, Relations::FOLLOW, Relations::USER, $to );
	}

	private function blocks( int $from, int $to ): bool {
		return $this->relations->has( $from, Relations::BLOCK, Relations::USER, $to );
	}

	public function test_follow_answers_user_follow_and_stores_the_follow(): void {
		$data = $this->assert_ok( $this->post( '/fup/user/follow', array( 'id' => $this->them ) ) );
		$this->assertSame( 'user-follow', $data['message'] );
		$this->assertTrue( $data['active'] );
		$this->assertSame( 1, $data['followers'] );
		$this->assertTrue( $this->follows( $this->me, $this->them ) );
	}

	public function test_following_twice_is_one_follow(): void {
		$this->assert_ok( $this->post( '/fup/user/follow', array( 'id' => $this->them ) ) );
		$data = $this->assert_ok( $this->post( '/fup/user/follow', array( 'id' => $this->them ) ) );
		$this->assertSame( 'user-follow', $data['message'] );
		$this->assertSame( 1, $data['followers'] );
	}

	public function test_unfollow_answers_user_unfollow_and_removes_the_follow(): void {
		$this->assert_ok( $this->post( '/fup/user/follow', array( 'id' => $this->them ) ) );
		$data = $this->assert_ok( $this->post( '/fup/user/unfollow', array( 'id' => $this->them ) ) );
		$this->assertSame( 'user-unfollow', $data['message'] );
		$this->assertFalse( $data['active'] );
		$this->assertSame( 0, $data['followers'] );
		$this->assertFalse( $this->follows( $this->me, $this->them ) );
		$this->assertSame( 'user-unfollow', $this->assert_ok( $this->post( '/fup/user/unfollow', array( 'id' => $this->them ) ) )['message'] );
	}

	public function test_unfollowing_ends_a_mute_so_following_again_brings_the_mails_back(): void {
		$this->assert_ok( $this->post( '/fup/user/follow', array( 'id' => $this->them ) ) );
		$this->relations->add( $this->me, Relations::MUTE, Relations::USER, $this->them );
		$this->assert_ok( $this->post( '/fup/user/follow', array( 'id' => $this->them ) ) );
		$this->assertTrue( $this->relations->has( $this->me, Relations::MUTE, Relations::USER, $this->them ), 'following again while following keeps the mute' );
		$this->assert_ok( $this->post( '/fup/user/unfollow', array( 'id' => $this->them ) ) );
		$this->assertFalse( $this->relations->has( $this->me, Relations::MUTE, Relations::USER, $this->them ) );
	}

	public function test_following_oneself_is_a_bad_request(): void {
		$this->assert_error( $this->post( '/fup/user/follow', array( 'id' => $this->me ) ), 400, 'inkwell_invalid_request' );
		$this->assertFalse( $this->follows( $this->me, $this->me ) );
	}

	public function test_blocking_oneself_is_a_bad_request(): void {
		$this->assert_error( $this->post( '/fup/user/block', array( 'id' => $this->me ) ), 400, 'inkwell_invalid_request' );
		$this->assertFalse( $this->blocks( $this->me, $this->me ) );
	}

	/**
	 * @dataProvider data_provider_paths
	 */
	public function test_an_unknown_user_is_not_found( string $path ): void {
		$this->assert_error( $this->post( $path, array( 'id' => 987654 ) ), 404, 'inkwell_not_found' );
	}

	/**
	 * @dataProvider data_provider_paths
	 */
	public function test_a_bad_id_is_a_bad_request( string $path ): void {
		$this->assertSame( 400, $this->post( $path, array( 'id' => 'x' ) )->get_status() );
		$this->assertSame( 400, $this->post( $path, array() )->get_status() );
	}

	/** @return array<string,array{0: string}> */
	public static function data_provider_paths(): array {
		return array(
			'follow'   => array( '/fup/user/follow' ),
			'unfollow' => array( '/fup/user/unfollow' ),
			'block'    => array( '/fup/user/block' ),
			'unblock'  => array( '/fup/user/unblock' ),
		);
	}

	public function test_block_answers_user_block_and_removes_follows_both_ways(): void {
		$this->relations->add( $this->me, Relations::FOLLOW, Relations::USER, $this->them );
		$this->relations->add( $this->them, Relations::FOLLOW, Relations::USER, $this->me );
		$this->relations->add( $this->me, Relations::FOLLOW, Relations::USER, $this->users['editor'] );

		$data = $this->assert_ok( $this->post( '/fup/user/block', array( 'id' => $this->them ) ) );
		$this->assertSame( 'user-block', $data['message'] );
		$this->assertTrue( $data['active'] );
		$this->assertTrue( $this->blocks( $this->me, $this->them ) );
		$this->assertFalse( $this->follows( $this->me, $this->them ) );
		$this->assertFalse( $this->follows( $this->them, $this->me ) );
		$this->assertTrue( $this->follows( $this->me, $this->users['editor'] ), 'other follows stay' );
	}

	public function test_blocking_twice_is_one_block(): void {
		$this->assert_ok( $this->post( '/fup/user/block', array( 'id' => $this->them ) ) );
		$this->assertSame( 'user-block', $this->assert_ok( $this->post( '/fup/user/block', array( 'id' => $this->them ) ) )['message'] );
		$this->assertSame( 1, $this->relations->count( Relations::BLOCK, Relations::USER, $this->them ) );
	}

	public function test_the_blocked_person_cannot_follow_the_blocker(): void {
		$this->assert_ok( $this->post( '/fup/user/block', array( 'id' => $this->them ) ) );
		wp_set_current_user( $this->them );
		$this->assert_error( $this->post( '/fup/user/follow', array( 'id' => $this->me ) ), 403, 'inkwell_blocked' );
		$this->assertFalse( $this->follows( $this->them, $this->me ) );
	}

	public function test_the_blocker_must_unblock_before_following(): void {
		$this->assert_ok( $this->post( '/fup/user/block', array( 'id' => $this->them ) ) );
		$this->assert_error( $this->post( '/fup/user/follow', array( 'id' => $this->them ) ), 403, 'inkwell_blocked' );

		$data = $this->assert_ok( $this->post( '/fup/user/unblock', array( 'id' => $this->them ) ) );
		$this->assertSame( 'user-unblock', $data['message'] );
		$this->assertFalse( $this->blocks( $this->me, $this->them ) );
		$this->assertSame( 'user-follow', $this->assert_ok( $this->post( '/fup/user/follow', array( 'id' => $this->them ) ) )['message'] );
	}

	public function test_unblock_without_a_block_is_harmless(): void {
		$this->assertSame( 'user-unblock', $this->assert_ok( $this->post( '/fup/user/unblock', array( 'id' => $this->them ) ) )['message'] );
	}

	public function test_unfollowing_someone_who_blocked_you_still_works(): void {
		$this->relations->add( $this->them, Relations::BLOCK, Relations::USER, $this->me );
		$this->assertSame( 'user-unfollow', $this->assert_ok( $this->post( '/fup/user/unfollow', array( 'id' => $this->them ) ) )['message'] );
	}
}
