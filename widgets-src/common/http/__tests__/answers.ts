/**
 * Answers for a mocked fetch, shaped as the browser's Response (the test environment has none).
 */

/**
 * An answer.
 *
 * @param status HTTP status.
 * @param body   Body: a string as it is, anything else as JSON.
 * @param url    The URL that answered.
 */
export function answer( status: number, body: unknown, url = '' ): Response {
	const text = typeof body === 'string' ? body : JSON.stringify( body );
	return {
		ok: status >= 200 && status < 300,
		status,
		url,
		text: async () => text,
		json: async () => JSON.parse( text ) as unknown,
	} as unknown as Response;
}

/**
 * A fetch that never answers, and fails as the browser's does when its signal aborts.
 *
 * @param url  The URL.
 * @param init The request.
 */
export function hangingFetch(
	url: string,
	init: RequestInit
): Promise< Response > {
	return new Promise( ( resolve, reject ) => {
		init.signal?.addEventListener( 'abort', () =>
			reject(
				new DOMException( 'The user aborted a request.', 'AbortError' )
			)
		);
	} );
}

/** The nonce endpoint of the page configuration the tests use. */
export const NONCE_ENDPOINT =
	'http://example.test/wp-admin/admin-ajax.php?action=rest-nonce';

/**
 * Logs a reader in: the page configuration WordPress prints for logged-in readers.
 *
 * @param nonce The page's nonce.
 */
export function logIn( nonce = 'aaaaaaaaaa' ): void {
	window.inkwellConfig = {
		restUrl: 'http://example.test/wp-json/',
		nonce,
		nonceEndpoint: NONCE_ENDPOINT,
		userId: 3,
	};
}
