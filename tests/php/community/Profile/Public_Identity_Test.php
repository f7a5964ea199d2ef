<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Profile;

use Inkwell\Community\Profile\Account_Settings;
use Inkwell\Community\Profile\Public_Identity;
use Inkwell\Community\Rest\Request_Exception;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Test_Case;

/**
 * Profile addresses and the names in lists never give away a login: a public slug of each member's own,
 * from the display name, set on registration, by the upgrade for existing members, changeable on the
 * account page. The requests of the attack are in Public_Identity_Http_Test.
 *
 * @covers \Inkwell\Community\Profile\Public_Identity
 * @covers \Inkwell\Community\Profile\Account_Settings
 */
final class Public_Identity_Test extends Test_Case {

	private function member( string $login, string $name = '' ): int {
		$id = wp_insert_user(
			array(
				'user_login'   => $login,
				'user_email'   => $login . '@inkwell.test',
				'user_pass'    => 'password',
				'display_name' => $name,
				'role'         => 'subscriber',
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	private function assert_no_login( string $text, string $login ): void {
		$this->assertStringNotContainsStringIgnoringCase( $login, $text );
		$this->assertStringNotContainsStringIgnoringCase( sanitize_title( $login ), $text );
	}

	public function test_a_member_gets_a_slug_from_their_name_never_from_their_login(): void {
		$id   = $this->member( 'reader_secret7', 'Ada Lovelace' );
		$user = get_userdata( $id );

		$this->assertMatchesRegularExpression( '/^ada-lovelace(-\d+)?$/', $user->user_nicename );
		$this->assert_no_login( get_author_posts_url( $id ), 'reader_secret7' );
	}

	public function test_a_registration_with_only_a_login_gets_a_neutral_name_and_slug(): void {
		// What wp-login.php?action=register does: a login and an address, nothing else.
		$id   = wp_create_user( 'reader_secret8', 'password', 'reader_secret8@inkwell.test' );
		$user = get_userdata( $id );

		$this->assertMatchesRegularExpression( '/^Member \d{5}$/', $user->display_name );
		$this->assertMatchesRegularExpression( '/^member-\d{5}(-\d+)?$/', $user->user_nicename );
		$this->assertStringStartsWith( sanitize_title( $user->display_name ), $user->user_nicename, 'the slug comes from the public name' );
		$this->assert_no_login( get_author_posts_url( $id ) . $user->display_name, 'reader_secret8' );
	}

	public function test_two_members_with_one_name_get_two_slugs(): void {
		$one = get_userdata( $this->member( 'twin_one', 'Grace Hopper Twin' ) )->user_nicename;
		$two = get_userdata( $this->member( 'twin_two', 'Grace Hopper Twin' ) )->user_nicename;

		$this->assertNotSame( $one, $two );
		$this->assertStringStartsWith( 'grace-hopper-twin', $two );
	}

	public function test_an_update_cannot_put_the_login_back(): void {
		$id = $this->member( 'reader_secret9', 'Katherine Johnson' );

		wp_update_user(
			array(
				'ID'            => $id,
				'user_nicename' => 'reader_secret9',
				'display_name'  => 'reader_secret9',
			)
		);

		$user = get_userdata( $id );
		$this->assertSame( 'Katherine Johnson', $user->display_name );
		$this->assert_no_login( $user->user_nicename, 'reader_secret9' );
	}

	public function test_the_upgrade_gives_existing_members_a_public_slug_and_name(): void {
		global $wpdb;
		$named = $this->member( 'old_author7', 'Mary Somerville' );
		$bare  = $this->member( 'old_reader7', 'Someone' );
		// As WordPress left them before: the nicename is the login, and one display name is too.
		$wpdb->update( $wpdb->users, array( 'user_nicename' => 'old_author7' ), array( 'ID' => $named ) );
		$wpdb->update(
			$wpdb->users,
			array(
				'user_nicename' => 'old_reader7',
				'display_name'  => 'old_reader7',
			),
			array( 'ID' => $bare )
		);
		clean_user_cache( $named );
		clean_user_cache( $bare );
		update_option( Public_Identity::VERSION_OPTION, '0' );

		$upgrade = new Public_Identity();
		$batches = 1;
		while ( ! $upgrade->upgrade_batch() && $batches < 100 ) {
			$this->assertNotSame( Public_Identity::VERSION, get_option( Public_Identity::VERSION_OPTION ), 'not done before the last batch' );
			++$batches;
		}

		$this->assertSame( Public_Identity::VERSION, get_option( Public_Identity::VERSION_OPTION ) );
		$this->assertMatchesRegularExpression( '/^mary-somerville(-\d+)?$/', get_userdata( $named )->user_nicename );
		$this->assertSame( 'Mary Somerville', get_userdata( $named )->display_name );
		$this->assertMatchesRegularExpression( '/^Member \d{5}$/', get_userdata( $bare )->display_name );
		$this->assert_no_login( get_author_posts_url( $bare ) . get_userdata( $bare )->display_name, 'old_reader7' );
		$this->assertSame( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users} WHERE user_nicename = user_login" ) );
	}

	public function test_the_followers_list_names_and_links_no_login(): void {
		$author   = $this->users['author'];
		$follower = $this->member( 'follower_secret5', 'Hedy Lamarr' );
		( new Relations() )->add( $follower, Relations::FOLLOW, Relations::USER, $author );
		$_GET = array( 'tab' => 'followers' );
		ob_start();
		do_action( 'inkwell_author_profile', $author );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'Hedy Lamarr', $html );
		$this->assertStringContainsString( get_author_posts_url( $follower ), $html );
		$this->assert_no_login( $html, 'follower_secret5' );
		foreach ( $this->users as $id ) {
			$this->assertStringNotContainsString( '/author/' . get_userdata( $id )->user_login . '/', $html );
		}
	}

	/**
	 * @return array<string,array{0: string, 1: string}>
	 */
	public static function data_provider_refused_slugs(): array {
		return array(
			'the login'     => array( 'chooser_secret3', 'cannot be your username' ),
			'the login, -2' => array( 'chooser_secret3-2', 'cannot be your username' ),
			'too short'     => array( 'ab', 'of 3 to 50' ),
			'taken'         => array( 'taken-slug-here', 'is taken' ),
			'only hyphens'  => array( '---', 'of 3 to 50' ),
		);
	}

	/**
	 * @dataProvider data_provider_refused_slugs
	 */
	public function test_the_account_page_refuses_an_address_that_is_not_usable( string $wanted, string $message ): void {
		$this->member( 'slug_owner3', 'Taken Slug Here' );
		$id = $this->member( 'chooser_secret3', 'Rosalind Franklin' );
		try {
			Public_Identity::checked_slug( $id, $wanted );
			$this->fail( 'accepted ' . $wanted );
		} catch ( Request_Exception $e ) {
			$this->assertStringContainsString( $message, $e->getMessage() );
		}
	}

	public function test_the_account_page_saves_a_chosen_address(): void {
		$id = $this->member( 'chooser_secret4', 'Lise Meitner' );
		wp_set_current_user( $id );
		$_POST = array(
			'_wpnonce'                   => wp_create_nonce( Account_Settings::ACTION ),
			'cover_overlay'              => 'none',
			Account_Settings::SLUG_FIELD => 'Lise M',
		);

		( new Account_Settings() )->apply( $id );

		$this->assertSame( 'lise-m', get_userdata( $id )->user_nicename );
		$this->assertStringEndsWith( '/author/lise-m/', get_author_posts_url( $id ) );
	}

	public function test_the_account_form_shows_the_address_field(): void {
		$id = $this->member( 'chooser_secret6', 'Chien-Shiung Wu' );
		wp_set_current_user( $id );
		ob_start();
		do_action( 'inkwell_account', $id );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'name="profile_slug" value="' . get_userdata( $id )->user_nicename . '"', $html );
		$this->assertStringContainsString( '<label for="inkwell-profile-slug">Profile address</label>', $html );
	}
}
