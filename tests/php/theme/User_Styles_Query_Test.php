<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;
use WP_Theme_JSON_Resolver;

/**
 * Core's lookup of the theme's saved global styles runs once while there are none, then is answered without
 * SQL until global styles are saved, deleted, given to a theme or the site changes theme.
 *
 * @covers ::inkwell_is_user_styles_query
 * @covers ::inkwell_skip_user_styles_query
 * @covers ::inkwell_answer_user_styles_query
 * @covers ::inkwell_note_user_styles_query
 * @covers ::inkwell_forget_user_styles_on_post
 * @covers ::inkwell_forget_user_styles_on_terms
 * @covers ::inkwell_forget_user_styles_on_switch
 * @covers ::inkwell_write_token
 * @covers ::inkwell_renew_write_token
 */
final class User_Styles_Query_Test extends Test_Case {

	protected function set_up(): void {
		parent::set_up();
		delete_option( INKWELL_NO_USER_STYLES_OPTION );
		delete_option( INKWELL_USER_STYLES_TOKEN );
	}

	/**
	 * The answer "no saved global styles" as kept for a theme under the current token.
	 *
	 * @param string $stylesheet The theme.
	 * @return array{stylesheet: string, token: string}
	 */
	private static function answer( string $stylesheet ): array {
		return array(
			'stylesheet' => $stylesheet,
			'token'      => inkwell_write_token( INKWELL_USER_STYLES_TOKEN ),
		);
	}

	/**
	 * Core's lookup in a new request (core keeps a query's answer for the rest of its request), with the SQL
	 * it ran.
	 *
	 * @param string[]|null $queries Set to the statements run.
	 * @return array<string, mixed> The saved global styles post's fields, or none.
	 */
	private function lookup( ?array &$queries, bool $create = false ): array {
		wp_cache_flush();
		return $this->recording_sql( static fn (): array => WP_Theme_JSON_Resolver::get_user_data_from_wp_global_styles( wp_get_theme(), $create ), $queries );
	}

	public function test_no_saved_styles_is_looked_up_once_then_answered_without_sql(): void {
		$this->assertEmpty( wp_using_ext_object_cache() );
		$this->assertSame( array(), $this->lookup( $queries ) );
		$this->assertNotEmpty( preg_grep( '/wp_global_styles/', $queries ) );
		$this->assertSame( self::answer( get_stylesheet() ), get_option( INKWELL_NO_USER_STYLES_OPTION ) );

		$this->assertSame( array(), $this->lookup( $queries ) );
		$this->assertSame( array(), preg_grep( '/wp_global_styles|wp_theme/', $queries ) );
	}

	public function test_saved_styles_are_found_again_and_their_deletion_is_noticed(): void {
		// As in the editor: an administrator's save gives the styles their theme.
		wp_set_current_user( $this->users['administrator'] );
		$this->lookup( $queries );
		$created = $this->lookup( $queries, true );
		$this->assertSame( 'wp_global_styles', $created['post_type'] );
		$this->assertSame( $created['ID'], $this->lookup( $queries )['ID'], 'saving styles drops the answer' );
		$this->assertSame( $created['ID'], $this->lookup( $queries )['ID'] );

		wp_update_post(
			array(
				'ID'          => $created['ID'],
				'post_status' => 'draft',
			)
		);
		$this->assertSame( array(), $this->lookup( $queries ) );
		$this->assertSame( self::answer( get_stylesheet() ), get_option( INKWELL_NO_USER_STYLES_OPTION ), 'a draft is not saved styles' );
		wp_publish_post( $created['ID'] );
		$this->assertSame( $created['ID'], $this->lookup( $queries )['ID'], 'publishing styles drops the answer' );

		wp_delete_post( $created['ID'], true );
		$this->assertSame( array(), $this->lookup( $queries ) );
		$this->assertNotEmpty( preg_grep( '/wp_global_styles/', $queries ), 'deleting styles drops the answer' );
	}

	public function test_styles_saved_while_a_lookup_runs_are_found_next_time(): void {
		wp_set_current_user( $this->users['administrator'] );
		$theme = wp_get_theme();
		// Another request saves styles after this lookup's query, before it keeps its answer.
		$save = static function ( $posts ) use ( $theme, &$save ) {
			remove_filter( 'posts_results', $save, 5 );
			WP_Theme_JSON_Resolver::get_user_data_from_wp_global_styles( $theme, true );
			return $posts;
		};
		add_filter( 'posts_results', $save, 5 );
		$this->assertSame( array(), $this->lookup( $queries ) );

		$found = $this->lookup( $queries );
		$this->assertSame( 'wp_global_styles', $found['post_type'] ?? null, 'the answer found before the save is not used' );
	}

	public function test_another_themes_answer_and_other_queries_are_left_alone(): void {
		update_option( INKWELL_NO_USER_STYLES_OPTION, self::answer( 'another-theme' ) );
		$this->lookup( $queries );
		$this->assertNotEmpty( preg_grep( '/wp_global_styles/', $queries ) );

		update_option( INKWELL_NO_USER_STYLES_OPTION, get_stylesheet() );
		$this->lookup( $queries );
		$this->assertNotEmpty( preg_grep( '/wp_global_styles/', $queries ) );

		$drafts = get_posts(
			array(
				'post_type'   => 'wp_global_styles',
				'post_status' => array( 'draft' ),
				'tax_query'   => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the shape of core's lookup.
					array(
						'taxonomy' => 'wp_theme',
						'field'    => 'name',
						'terms'    => get_stylesheet(),
					),
				),
			)
		);
		$this->assertSame( array(), $drafts );
		$this->assertNotFalse( get_option( INKWELL_NO_USER_STYLES_OPTION ) );

		$this->lookup( $queries );
		$this->assertSame( array(), preg_grep( '/wp_global_styles/', $queries ) );
		wp_set_object_terms( $this->create_post(), array( 'other' ), 'wp_theme' );
		$this->lookup( $queries );
		$this->assertNotEmpty( preg_grep( '/wp_global_styles/', $queries ), 'styles given to a theme drop the answer' );

		do_action( 'switch_theme', 'twentytwentyfive', wp_get_theme( 'twentytwentyfive' ), wp_get_theme() );
		$this->assertFalse( get_option( INKWELL_NO_USER_STYLES_OPTION ), 'a theme switch drops the answer' );
	}
}
