/**
 * Internal dependencies
 */
import { reportCall } from '../../../inkwell-community/comments/report';
import { pageRequestBody } from '../../../inkwell-community/posts/pagination';
import { subscribe } from '../../../inkblocks/newsletter/subscribe';
import { ajaxJson, fetchText } from '../ajax';
import { answer, hangingFetch, logIn, NONCE_ENDPOINT } from './answers';

const AJAX = 'http://example.test/wp-admin/admin-ajax.php';
const fetchMock = jest.fn();

/**
 * The URL and request of a fetch call.
 *
 * @param index Which call.
 */
function sent( index: number ): { url: string; init: RequestInit } {
	const [ url, init ] = fetchMock.mock.calls[ index ] as [
		string,
		RequestInit,
	];
	return { url, init };
}

beforeEach( () => {
	fetchMock.mockReset();
	window.fetch = fetchMock;
	delete window.inkwellConfig;
} );

describe( 'the admin-ajax and page requests of SPEC 7', () => {
	it( 'reports a comment: exactly comment_id and action in the body, the nonce in the query', async () => {
		logIn( 'abc1234567' );
		fetchMock.mockResolvedValue( answer( 200, { status: 'success' } ) );

		await ajaxJson( reportCall( AJAX, '42' ) );

		const { url, init } = sent( 0 );
		expect( url ).toBe( `${ AJAX }?_wpnonce=abc1234567` );
		expect( init.method ).toBe( 'POST' );
		expect( String( init.body ) ).toBe(
			'comment_id=42&action=report_comment'
		);
		expect( init.credentials ).toBe( 'same-origin' );
		expect( init.headers ).toEqual( {} );
	} );

	it( "pages the posts widget: the reader's nonce in check, and an empty check for a guest", async () => {
		fetchMock.mockResolvedValue( answer( 200, '<ul></ul>' ) );
		const call = {
			url: AJAX,
			body: pageRequestBody( 'p.sig', 'cccccccccc', 2 ),
			nonce: { in: 'body', field: 'check' } as const,
			printedNonce: 'cccccccccc',
		};

		logIn( 'abc1234567' );
		await fetchText( call );
		delete window.inkwellConfig;
		await fetchText( {
			...call,
			body: pageRequestBody( 'p.sig', '', 2 ),
			printedNonce: '',
		} );

		expect( sent( 0 ).url ).toBe( AJAX );
		expect( String( sent( 0 ).init.body ) ).toBe(
			'action=inkwell_widget_get_posts&check=abc1234567&params=p.sig&page=2'
		);
		expect( String( sent( 1 ).init.body ) ).toBe(
			'action=inkwell_widget_get_posts&check=&params=p.sig&page=2'
		);
		expect( String( call.body ) ).toContain( 'check=cccccccccc' );
	} );

	it( 'posts a comment form multipart, as it is', async () => {
		fetchMock.mockResolvedValue(
			answer( 200, { status: 'success', data: '<li></li>' } )
		);
		const body = new FormData();
		body.set( 'comment', 'Hello' );

		await ajaxJson( {
			url: `${ AJAX }?action=inkwell_post_comment`,
			body,
		} );

		expect( sent( 0 ).url ).toBe( `${ AJAX }?action=inkwell_post_comment` );
		expect( sent( 0 ).init.method ).toBe( 'POST' );
		expect( sent( 0 ).init.body ).toBe( body );
	} );

	it( 'gets a comment page: a plain GET, answered with its final URL and HTML', async () => {
		fetchMock.mockResolvedValue(
			answer(
				200,
				'<html>page 2</html>',
				'http://example.test/a-post/comment-page-2/'
			)
		);

		await expect(
			fetchText( {
				url: 'http://example.test/a-post/comment-page-2/#comments',
			} )
		).resolves.toEqual( {
			url: 'http://example.test/a-post/comment-page-2/',
			text: '<html>page 2</html>',
		} );
		expect( sent( 0 ).init.method ).toBe( 'GET' );
		expect( sent( 0 ).init.body ).toBeUndefined();
	} );
} );

describe( 'answers', () => {
	it( 'a JSON answer is the answer whatever its status (SPEC 7.5: an error type comes with 404)', async () => {
		fetchMock.mockResolvedValue(
			answer( 404, { type: 'error', message: 'No such popup' } )
		);
		await expect(
			ajaxJson( { url: AJAX, body: new URLSearchParams() } )
		).resolves.toEqual( { type: 'error', message: 'No such popup' } );
	} );

	it( 'an error status without JSON is a status error; a success without JSON is invalid_json', async () => {
		fetchMock
			.mockResolvedValueOnce( answer( 500, '<p>Critical error</p>' ) )
			.mockResolvedValueOnce( answer( 200, 'OK' ) );
		const call = { url: AJAX, body: new URLSearchParams() };

		await expect( ajaxJson( call ) ).rejects.toMatchObject( {
			kind: 'status',
			status: 500,
			code: 'http_500',
		} );
		await expect( ajaxJson( call ) ).rejects.toMatchObject( {
			kind: 'invalid_json',
		} );
	} );

	it( 'a page with an error status is a status error', async () => {
		fetchMock.mockResolvedValue( answer( 404, '<html>Not found</html>' ) );
		await expect(
			fetchText( { url: 'http://example.test/gone/' } )
		).rejects.toMatchObject( { kind: 'status', status: 404 } );
	} );
} );

describe( 'an expired nonce on admin-ajax', () => {
	it.each( [
		[ '403', answer( 403, { status: 'error', message: 'Expired' } ) ],
		[ '-1', answer( 403, '-1' ) ],
	] )(
		'answered %s: one fresh nonce, one retry carrying it',
		async ( _, refusal ) => {
			logIn( 'aaaaaaaaaa' );
			fetchMock
				.mockResolvedValueOnce( refusal )
				.mockResolvedValueOnce( answer( 200, 'fedcba9876' ) )
				.mockResolvedValueOnce( answer( 200, { status: 'success' } ) );

			await expect(
				ajaxJson( reportCall( AJAX, '42' ) )
			).resolves.toEqual( { status: 'success' } );

			expect( fetchMock ).toHaveBeenCalledTimes( 3 );
			expect( sent( 1 ).url ).toBe( NONCE_ENDPOINT );
			expect( sent( 2 ).url ).toBe( `${ AJAX }?_wpnonce=fedcba9876` );
			expect( String( sent( 2 ).init.body ) ).toBe(
				'comment_id=42&action=report_comment'
			);
		}
	);

	it( 'refused again: that answer stands, with no second refresh', async () => {
		logIn( 'aaaaaaaaaa' );
		fetchMock
			.mockResolvedValueOnce( answer( 403, { status: 'error' } ) )
			.mockResolvedValueOnce( answer( 200, 'fedcba9876' ) )
			.mockResolvedValue( answer( 403, { status: 'error' } ) );

		await expect( ajaxJson( reportCall( AJAX, '42' ) ) ).resolves.toEqual( {
			status: 'error',
		} );
		expect( fetchMock ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'the posts widget retries with the fresh nonce in check', async () => {
		logIn( 'aaaaaaaaaa' );
		fetchMock
			.mockResolvedValueOnce(
				answer( 403, { success: false, data: { message: 'Expired' } } )
			)
			.mockResolvedValueOnce( answer( 200, 'fedcba9876' ) )
			.mockResolvedValueOnce( answer( 200, '<ul>page 2</ul>' ) );

		await expect(
			fetchText( {
				url: AJAX,
				body: pageRequestBody( 'p.sig', 'aaaaaaaaaa', 2 ),
				nonce: { in: 'body', field: 'check' },
			} )
		).resolves.toMatchObject( { text: '<ul>page 2</ul>' } );
		expect( String( sent( 2 ).init.body ) ).toBe(
			'action=inkwell_widget_get_posts&check=fedcba9876&params=p.sig&page=2'
		);
	} );

	it( 'a guest is never asked for a nonce: a 403 is just the answer', async () => {
		fetchMock.mockResolvedValue( answer( 403, { status: 'error' } ) );

		await expect( ajaxJson( reportCall( AJAX, '42' ) ) ).resolves.toEqual( {
			status: 'error',
		} );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( sent( 0 ).url ).toBe( AJAX );
	} );
} );

describe( 'aborting and time-outs', () => {
	const fields = {
		email: 'ada@example.org',
		use_target_list_id: true,
		target_list_id: '4',
		data: 'page:9',
		additional: {},
	};

	it( 'a sign-up replaced by a newer one is aborted in flight (SPEC 7.6)', async () => {
		fetchMock.mockImplementation( hangingFetch );
		const controller = new AbortController();
		const pending = subscribe(
			AJAX,
			'inkblocks_subscribe_form_ajax',
			fields,
			controller.signal
		);

		controller.abort();

		await expect( pending ).rejects.toMatchObject( {
			kind: 'aborted',
			code: 'abort_error',
		} );
		expect( sent( 0 ).init.signal?.aborted ).toBe( true );
	} );

	it( 'a call already aborted fails at once as aborted', async () => {
		fetchMock.mockImplementation( hangingFetch );
		const controller = new AbortController();
		controller.abort();

		await expect(
			ajaxJson( {
				url: AJAX,
				body: new URLSearchParams(),
				signal: controller.signal,
			} )
		).rejects.toMatchObject( { kind: 'aborted' } );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'an admin-ajax call times out after 30 s by default', async () => {
		jest.useFakeTimers();
		fetchMock.mockImplementation( hangingFetch );
		const settled = expect(
			ajaxJson( { url: AJAX, body: new URLSearchParams() } )
		).rejects.toMatchObject( { kind: 'timeout' } );

		await jest.advanceTimersByTimeAsync( 29_999 );
		expect( sent( 0 ).init.signal?.aborted ).toBe( false );
		await jest.advanceTimersByTimeAsync( 1 );
		await settled;
		jest.useRealTimers();
	} );

	it( 'no answer at all is a network error', async () => {
		fetchMock.mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		await expect(
			fetchText( { url: 'http://example.test/' } )
		).rejects.toMatchObject( { kind: 'network', code: 'fetch_error' } );
	} );
} );
