<?php
/**
 * Sends the page-cache bans a request collected to the Varnish servers.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Page_Cache;

/**
 * Collects the paths a request made stale and, once its answer is sent, bans them in every Varnish server
 * of the `INKWELL_PAGE_CACHE` constant (comma-separated host:port). One BAN request per server carries one
 * regular expression over the stored URLs in the `X-Inkwell-Ban` header (cluster/varnish.vcl honours it).
 *
 * @since 0.3.0
 */
final class Varnish_Bans {

	/**
	 * Regular expressions of the stale paths, as keys.
	 *
	 * @var array<string, true>
	 */
	private array $patterns = array();

	/**
	 * Creates the sender.
	 *
	 * @param string[] $servers Varnish addresses, host:port.
	 */
	public function __construct( private readonly array $servers ) {
	}

	/**
	 * The sender of the configured servers, or null when the site has no page cache to ban in.
	 *
	 * @since 0.3.0
	 */
	public static function from_config(): ?self {
		$servers = defined( 'INKWELL_PAGE_CACHE' ) ? array_filter( array_map( 'trim', explode( ',', (string) INKWELL_PAGE_CACHE ) ) ) : array();
		return $servers ? new self( array_values( $servers ) ) : null;
	}

	/**
	 * Registers the hook that sends the bans at the end of the request.
	 */
	public function add_hooks(): void {
		add_action( 'shutdown', array( $this, 'send' ), 100 );
	}

	/**
	 * Marks a URL's path and everything below it (comment pages, feeds, paged lists) stale.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url A URL of the site, or a path.
	 */
	public function ban_below( string $url ): void {
		$path = (string) wp_parse_url( $url, PHP_URL_PATH );
		if ( '' === $path ) {
			return;
		}
		$path = trailingslashit( $path );
		if ( trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ) === $path ) {
			// The front page: itself, its later pages and the site feed, not the whole site below it.
			$this->patterns[ '^' . preg_quote( $path, '' ) . '($|\?|page/|feed/)' ] = true;
			return;
		}
		$this->patterns[ '^' . preg_quote( $path, '' ) ] = true;
	}

	/**
	 * Bans the collected paths; the reader already has the answer (fastcgi_finish_request).
	 */
	public function send(): void {
		if ( ! $this->patterns ) {
			return;
		}
		$pattern        = '(' . implode( '|', array_keys( $this->patterns ) ) . ')';
		$this->patterns = array();
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		}
		foreach ( $this->servers as $server ) {
			$answer = wp_remote_request(
				'http://' . $server . '/',
				array(
					'method'  => 'BAN',
					'timeout' => 2,
					'headers' => array( 'X-Inkwell-Ban' => $pattern ),
				)
			);
			if ( is_wp_error( $answer ) || 200 !== wp_remote_retrieve_response_code( $answer ) ) {
				$reason = is_wp_error( $answer ) ? $answer->get_error_message() : wp_remote_retrieve_response_code( $answer );
				error_log( "Inkwell page cache: the ban of $pattern failed at $server ($reason)" ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's signal.
			}
		}
	}
}
