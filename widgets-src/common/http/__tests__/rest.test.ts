/**
 * Internal dependencies
 */
import { communityCall } from '../../api';
import { fetchTemplate } from '../../block-template';
import { HttpError } from '../errors';
import { restJson } from '../rest';
import { answer, hangingFetch, logIn, NONCE_ENDPOINT } from './answers';

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

/**
 * The headers of a fetch call.
 *
 * @param index Which call.
 */
function headersOf( index: number ): Record< string, string > {
	return sent( index ).init.headers as Record< string, string >;
}

beforeEach( () => {
	fetchMock.mockReset();
	window.fetch = fetchMock;
	delete window.inkwellConfig;
} );

describe( 'the REST requests of SPEC 7', () => {
	it( 'posts a community call to /wp-json/fup{path}?_wpnonce={token}, form-encoded, and nothing else', async () => {
		logIn( 'abc1234567' );
		fetchMock.mockResolvedValue( answer( 200, { message: 'post-like' } ) );

		await expect(
			communityCall( '/post/like', { id: 7 } )
		).resolves.toEqual( { message: 'post-like' } );

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const { url, init } = sent( 0 );
		expect( url ).toBe(
			'http://example.test/wp-json/fup/post/like?_wpnonce=abc1234567'
		);
		expect( init.method ).toBe( 'POST' );
		expect( init.body ).toBeInstanceOf( URLSearchParams );
		expect( String( init.body ) ).toBe( 'id=7' );
		expect( init.credentials ).toBe( 'same-origin' );
		expect( Object.keys( headersOf( 0 ) ) ).toEqual( [ 'Accept' ] );
		expect( headersOf( 0 ).Accept ).toMatch( /^application\/json/ );
	} );

	it( 'posts a load-more call with all its fields and no locale', async () => {
		logIn( 'abc1234567' );
		fetchMock.mockResolvedValue(
			answer( 200, { code: 'success', data: [] } )
		);

		await communityCall( '/load-more', {
			type: 'followers',
			offset: 1,
			user_id: 4,
			hash: 'h',
		} );

		const { url, init } = sent( 0 );
		expect( url ).toBe(
			'http://example.test/wp-json/fup/load-more?_wpnonce=abc1234567'
		);
		expect( url ).not.toContain( '_locale' );
		expect( String( init.body ) ).toBe(
			'type=followers&offset=1&user_id=4&hash=h'
		);
	} );

	it( 'sends the contact form multipart, without a nonce even for a logged-in reader', async () => {
		logIn();
		fetchMock.mockResolvedValue(
			answer( 200, { status: 'mail_sent', message: 'Thanks' } )
		);
		const body = new FormData();
		body.set( 'your-name', 'Ann' );

		await restJson( {
			url: 'http://example.test/wp-json/inkwell-forms/v1/contact-forms/5/feedback',
			body,
		} );

		const { url, init } = sent( 0 );
		expect( url ).toBe(
			'http://example.test/wp-json/inkwell-forms/v1/contact-forms/5/feedback'
		);
		expect( init.method ).toBe( 'POST' );
		expect( init.body ).toBe( body );
		expect( headersOf( 0 ) ).not.toHaveProperty( 'X-WP-Nonce' );
		expect( headersOf( 0 ) ).not.toHaveProperty( 'Content-Type' );
	} );

	it( 'gets a template with id and dev, with the nonce header only in a preview', async () => {
		fetchMock.mockResolvedValue(
			answer( 200, {
				template_content: '<p>Hi</p>',
				template_scripts: {},
				template_styles: {},
			} )
		);
		const route =
			'http://example.test/wp-json/inkblocks-tabs-api/v1/block-template';

		await fetchTemplate(
			{ templateUrl: route, dev: false, nonce: '' },
			12
		);
		await fetchTemplate(
			{ templateUrl: route, dev: true, nonce: 'bbbbbbbbbb' },
			12
		);

		expect( sent( 0 ).url ).toBe( `${ route }?id=12&dev=false` );
		expect( sent( 0 ).init.method ).toBe( 'GET' );
		expect( sent( 0 ).init.body ).toBeUndefined();
		expect( headersOf( 0 ) ).not.toHaveProperty( 'X-WP-Nonce' );
		expect( sent( 1 ).url ).toBe( `${ route }?id=12&dev=true` );
		expect( headersOf( 1 )[ 'X-WP-Nonce' ] ).toBe( 'bbbbbbbbbb' );
	} );
} );

describe( 'no nonce for guests', () => {
	it( 'a guest page makes no community call at all', async () => {
		await expect(
			communityCall( '/post/like', { id: 7 } )
		).rejects.toThrow( 'Not logged in' );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'a call that would carry a nonce carries none for a guest, and a refusal is not retried', async () => {
		fetchMock.mockResolvedValue(
			answer( 403, {
				code: 'rest_cookie_invalid_nonce',
				message: 'Cookie check failed',
			} )
		);

		await expect(
			restJson( {
				url: 'http://example.test/wp-json/fup/post/like',
				method: 'POST',
				nonce: { in: 'query' },
			} )
		).rejects.toMatchObject( { kind: 'status', status: 403 } );

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( sent( 0 ).url ).toBe(
			'http://example.test/wp-json/fup/post/like'
		);
		expect( headersOf( 0 ) ).not.toHaveProperty( 'X-WP-Nonce' );
	} );
} );

describe( 'an expired nonce', () => {
	it.each( [ 'rest_cookie_invalid_nonce', 'inkwell_invalid_nonce' ] )(
		'answered %s: one fresh nonce from core, one retry that carries it, kept for later calls',
		async ( code ) => {
			logIn( 'aaaaaaaaaa' );
			fetchMock
				.mockResolvedValueOnce( answer( 403, { code, message: 'x' } ) )
				.mockResolvedValueOnce( answer( 200, 'fedcba9876\n' ) )
				.mockResolvedValue( answer( 200, { message: 'post-like' } ) );

			await expect(
				communityCall( '/post/like', { id: 7 } )
			).resolves.toEqual( { message: 'post-like' } );

			expect( fetchMock ).toHaveBeenCalledTimes( 3 );
			expect( sent( 0 ).url ).toContain( '_wpnonce=aaaaaaaaaa' );
			expect( sent( 1 ).url ).toBe( NONCE_ENDPOINT );
			expect( sent( 1 ).init.credentials ).toBe( 'same-origin' );
			expect( sent( 2 ).url ).toBe(
				'http://example.test/wp-json/fup/post/like?_wpnonce=fedcba9876'
			);
			expect( String( sent( 2 ).init.body ) ).toBe( 'id=7' );
			expect( window.inkwellConfig?.nonce ).toBe( 'fedcba9876' );

			await communityCall( '/post/unlike', { id: 7 } );
			expect( sent( 3 ).url ).toContain( '_wpnonce=fedcba9876' );
		}
	);

	it( 'refused again after the refresh: the refusal is the answer, with no further refresh', async () => {
		logIn( 'aaaaaaaaaa' );
		const refusal = {
			code: 'rest_cookie_invalid_nonce',
			message: 'Cookie check failed',
		};
		fetchMock
			.mockResolvedValueOnce( answer( 403, refusal ) )
			.mockResolvedValueOnce( answer( 200, 'fedcba9876' ) )
			.mockResolvedValue( answer( 403, refusal ) );

		const error = await communityCall( '/post/like', { id: 7 } ).catch(
			( thrown: unknown ) => thrown
		);

		expect( error ).toBeInstanceOf( HttpError );
		expect( error ).toMatchObject( {
			kind: 'status',
			status: 403,
			code: 'rest_cookie_invalid_nonce',
			message: 'Cookie check failed',
		} );
		expect( fetchMock ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'logged out meanwhile (core answers 0): the refusal stands, without a retry', async () => {
		logIn( 'aaaaaaaaaa' );
		fetchMock
			.mockResolvedValueOnce(
				answer( 403, { code: 'rest_cookie_invalid_nonce' } )
			)
			.mockResolvedValueOnce( answer( 400, '0' ) );

		await expect(
			communityCall( '/post/like', { id: 7 } )
		).rejects.toMatchObject( { code: 'rest_cookie_invalid_nonce' } );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect( window.inkwellConfig?.nonce ).toBe( 'aaaaaaaaaa' );
	} );

	it( 'calls refused together share one refresh', async () => {
		logIn( 'aaaaaaaaaa' );
		let refusals = 0;
		let release: () => void = () => undefined;
		const bothRefused = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		fetchMock.mockImplementation( async ( url: string ) => {
			if ( url === NONCE_ENDPOINT ) {
				await bothRefused;
				return answer( 200, 'fedcba9876' );
			}
			if ( url.includes( 'aaaaaaaaaa' ) ) {
				if ( ++refusals === 2 ) {
					release();
				}
				return answer( 403, { code: 'rest_cookie_invalid_nonce' } );
			}
			return answer( 200, { message: 'ok' } );
		} );

		await Promise.all( [
			communityCall( '/post/like', { id: 1 } ),
			communityCall( '/post/bookmark', { id: 1 } ),
		] );

		const refreshes = fetchMock.mock.calls.filter(
			( [ url ] ) => url === NONCE_ENDPOINT
		);
		expect( refreshes ).toHaveLength( 1 );
		expect( fetchMock ).toHaveBeenCalledTimes( 5 );
	} );

	it( 'another 403 (a refused action) is not a nonce problem: no refresh', async () => {
		logIn();
		fetchMock.mockResolvedValue(
			answer( 403, { code: 'inkwell_blocked', message: 'Blocked' } )
		);

		await expect(
			communityCall( '/user/follow', { id: 9 } )
		).rejects.toMatchObject( { code: 'inkwell_blocked', status: 403 } );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'typed errors', () => {
	const call = { url: 'http://example.test/wp-json/inkwell-forms/v1/x' };

	it( 'no answer is a network error', async () => {
		fetchMock.mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		await expect( restJson( call ) ).rejects.toMatchObject( {
			kind: 'network',
			code: 'fetch_error',
			status: 0,
		} );
	} );

	it( 'an error status carries the server code, message, status and body', async () => {
		const body = {
			code: 'rest_no_route',
			message: 'No route was found.',
			data: { status: 404 },
		};
		fetchMock.mockResolvedValue( answer( 404, body ) );
		await expect( restJson( call ) ).rejects.toMatchObject( {
			kind: 'status',
			code: 'rest_no_route',
			message: 'No route was found.',
			status: 404,
			data: body,
		} );
	} );

	it( 'an error status without JSON is named by its status', async () => {
		fetchMock.mockResolvedValue(
			answer( 502, '<html>Bad gateway</html>' )
		);
		await expect( restJson( call ) ).rejects.toMatchObject( {
			kind: 'status',
			code: 'http_502',
			status: 502,
		} );
	} );

	it( 'a success that is not JSON is invalid_json', async () => {
		fetchMock.mockResolvedValue(
			answer( 200, '<html>Maintenance</html>' )
		);
		await expect( restJson( call ) ).rejects.toMatchObject( {
			kind: 'invalid_json',
			code: 'invalid_json',
		} );
	} );

	it( 'a call that does not answer in time is a timeout, and its request is aborted', async () => {
		jest.useFakeTimers();
		fetchMock.mockImplementation( hangingFetch );
		const pending = restJson( { ...call, timeout: 5000 } );
		const settled = expect( pending ).rejects.toMatchObject( {
			kind: 'timeout',
			code: 'timeout_error',
		} );
		await jest.advanceTimersByTimeAsync( 4999 );
		expect( sent( 0 ).init.signal?.aborted ).toBe( false );
		await jest.advanceTimersByTimeAsync( 1 );
		await settled;
		expect( sent( 0 ).init.signal?.aborted ).toBe( true );
		jest.useRealTimers();
	} );
} );
