<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Templates;

use Inkwell\Tests\Rest_Test_Case;
use WP_REST_Request;
use WP_REST_Response;

/**
 * GET /wp-json/inkblocks-tabs-api/v1/block-template (SPEC 7.7, DESIGN 4) and its elements-api twin.
 *
 * @covers \Inkblocks\Templates\Template_Controller
 */
final class Template_Controller_Test extends Rest_Test_Case {

	private const TABS     = '/inkblocks-tabs-api/v1/block-template';
	private const ELEMENTS = '/inkblocks-elements-api/v1/block-template';

	protected function set_up(): void {
		parent::set_up();
		wp_register_script( 'inkwell-test-dep', '/wp-content/test/dep.js', array(), '1.2', true );
		wp_register_script( 'inkwell-test-view', 'https://cdn.example/view.js', array( 'inkwell-test-dep' ), '3', true );
		wp_register_style( 'inkwell-test-look', '/wp-content/test/look.css', array(), '4' );
		register_block_type(
			'inkwell-test/needs-assets',
			array(
				'render_callback' => static function (): string {
					wp_enqueue_script( 'inkwell-test-view' );
					wp_enqueue_style( 'inkwell-test-look' );
					return '<p class="needs-assets">with assets</p>';
				},
			)
		);
	}

	protected function tear_down(): void {
		unregister_block_type( 'inkwell-test/needs-assets' );
		wp_deregister_script( 'inkwell-test-view' );
		wp_deregister_script( 'inkwell-test-dep' );
		wp_deregister_style( 'inkwell-test-look' );
		wp_scripts()->queue = array();
		wp_styles()->queue  = array();
		parent::tear_down();
	}

	/**
	 * @param array<string,mixed> $query Query parameters.
	 */
	private function get( string $route, array $query ): WP_REST_Response {
		$request = new WP_REST_Request( 'GET', $route );
		$request->set_query_params( $query );
		return rest_get_server()->dispatch( $request );
	}

	private function pattern( string $status = 'publish', string $content = '' ): int {
		return $this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_title'   => 'Shipping details',
				'post_status'  => $status,
				'post_author'  => $this->users['editor'],
				'post_content' => '' !== $content ? $content : "<!-- wp:paragraph -->\n<p>Ships in <strong>two days</strong>.</p>\n<!-- /wp:paragraph -->",
			)
		);
	}

	public function data_provider_namespaces(): array {
		return array(
			'tabs api'     => array( self::TABS ),
			'elements api' => array( self::ELEMENTS ),
		);
	}

	/**
	 * @dataProvider data_provider_namespaces
	 */
	public function test_a_published_pattern_is_rendered_for_guests( string $route ): void {
		$data = $this->assert_ok( $this->get( $route, array( 'id' => $this->pattern() ) ) );

		$this->assertSame( array( 'template_content', 'template_scripts', 'template_styles' ), array_keys( $data ) );
		$this->assertMatchesRegularExpression( '#<p[^>]*>Ships in <strong>two days</strong>.</p>#', $data['template_content'] );
		$this->assertStringNotContainsString( '<!-- wp:', $data['template_content'] );
		$this->assertEquals( (object) array(), $data['template_scripts'] );
		// Core may list the paragraph's own stylesheet; whatever is listed is a URL by handle.
		foreach ( (array) $data['template_styles'] as $handle => $url ) {
			$this->assertIsString( $handle );
			$this->assertMatchesRegularExpression( '#^https?://#', $url );
		}
	}

	public function test_the_assets_the_pattern_enqueues_are_listed_with_their_dependencies_in_order(): void {
		$id   = $this->pattern( 'publish', '<!-- wp:inkwell-test/needs-assets /-->' );
		$data = $this->assert_ok( $this->get( self::TABS, array( 'id' => $id ) ) );

		$this->assertStringContainsString( '<p class="needs-assets">with assets</p>', $data['template_content'] );
		$this->assertSame(
			array(
				'inkwell-test-dep'  => site_url( '/wp-content/test/dep.js?ver=1.2' ),
				'inkwell-test-view' => 'https://cdn.example/view.js?ver=3',
			),
			$data['template_scripts']
		);
		$this->assertSame( array( 'inkwell-test-look' => site_url( '/wp-content/test/look.css?ver=4' ) ), $data['template_styles'] );
	}

	/**
	 * @dataProvider data_provider_namespaces
	 */
	public function test_a_draft_is_refused_to_guests( string $route ): void {
		$id = $this->pattern( 'draft' );
		$this->assert_error( $this->get( $route, array( 'id' => $id ) ), 401, 'inkblocks_template_forbidden' );
		$this->assert_error(
			$this->get(
				$route,
				array(
					'id'  => $id,
					'dev' => 'true',
				)
			),
			401,
			'inkblocks_template_dev_forbidden'
		);
	}

	public function test_a_draft_is_refused_without_dev_mode_even_to_its_editor(): void {
		wp_set_current_user( $this->users['editor'] );
		$this->assert_error( $this->get( self::TABS, array( 'id' => $this->pattern( 'draft' ) ) ), 403, 'inkblocks_template_forbidden' );
	}

	/**
	 * @dataProvider data_provider_namespaces
	 */
	public function test_dev_mode_shows_a_draft_to_people_who_can_edit_it( string $route ): void {
		$id = $this->pattern( 'draft' );
		wp_set_current_user( $this->users['editor'] );
		$response = $this->get(
			$route,
			array(
				'id'  => $id,
				'dev' => 'true',
			)
		);
		$data     = $this->assert_ok( $response );
		$this->assertStringContainsString( 'two days', $data['template_content'] );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] ?? null );
	}

	public function test_dev_mode_is_refused_to_people_who_cannot_edit_the_pattern(): void {
		$published = $this->pattern();
		foreach ( array( 'subscriber', 'author' ) as $role ) {
			wp_set_current_user( $this->users[ $role ] );
			$this->assert_error(
				$this->get(
					self::TABS,
					array(
						'id'  => $published,
						'dev' => 'true',
					)
				),
				403,
				'inkblocks_template_dev_forbidden'
			);
		}
		wp_set_current_user( 0 );
		$this->assert_error(
			$this->get(
				self::TABS,
				array(
					'id'  => $published,
					'dev' => '1',
				)
			),
			401,
			'inkblocks_template_dev_forbidden'
		);
	}

	public function test_a_password_protected_pattern_is_refused(): void {
		$id = $this->pattern();
		wp_update_post(
			array(
				'ID'            => $id,
				'post_password' => 'secret',
			)
		);
		$this->assert_error( $this->get( self::TABS, array( 'id' => $id ) ), 401, 'inkblocks_template_forbidden' );
	}

	/**
	 * @dataProvider data_provider_namespaces
	 */
	public function test_an_unknown_id_or_another_post_type_is_not_found( string $route ): void {
		$this->assert_error( $this->get( $route, array( 'id' => 987654 ) ), 404, 'inkblocks_template_not_found' );
		$this->assert_error( $this->get( $route, array( 'id' => $this->create_post() ) ), 404, 'inkblocks_template_not_found' );
	}

	public function test_a_missing_or_invalid_id_is_a_bad_request(): void {
		$this->assert_error( $this->get( self::TABS, array() ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->get( self::TABS, array( 'id' => 'abc' ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->get( self::TABS, array( 'id' => '0' ) ), 400, 'rest_invalid_param' );
		$this->assert_error(
			$this->get(
				self::TABS,
				array(
					'id'  => $this->pattern(),
					'dev' => 'maybe',
				)
			),
			400,
			'rest_invalid_param'
		);
	}

	public function test_a_pattern_that_contains_itself_renders_once(): void {
		$id = $this->pattern();
		wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => '<!-- wp:paragraph --><p>Outer</p><!-- /wp:paragraph --><!-- wp:inkblocks/tabs --><!-- wp:inkblocks/panel {"title":"Loop","templateId":' . $id . '} /--><!-- /wp:inkblocks/tabs -->',
			)
		);
		$data = $this->assert_ok( $this->get( self::TABS, array( 'id' => $id ) ) );
		$this->assertSame( 1, substr_count( $data['template_content'], '>Outer</p>' ) );
	}
}
