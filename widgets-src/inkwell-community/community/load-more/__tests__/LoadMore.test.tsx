/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../../common/mount';
import { LoadMore } from '../LoadMore';
import { answerHtml, loadMoreBody } from '../load-more-request';
import type { LoadMoreProps } from '../types';

const mockedFetch = jest.fn();
const answerWith = ( body: unknown ) =>
	Promise.resolve( {
		ok: true,
		status: 200,
		json: () => Promise.resolve( body ),
	} );

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

describe( 'loadMoreBody', () => {
	const props = { type: 'followers', userId: 7 };
	it( 'sends type, offset 1, user_id and hash to /load-more', () => {
		expect(
			loadMoreBody( { ...props, route: '/load-more' }, 'h1' )
		).toEqual( {
			type: 'followers',
			offset: 1,
			user_id: 7,
			hash: 'h1',
		} );
	} );
	it( 'sends user_id and hash to /load-more-stories', () => {
		expect(
			loadMoreBody( { ...props, route: '/load-more-stories' }, 'h2' )
		).toEqual( {
			user_id: 7,
			hash: 'h2',
		} );
	} );
	it( 'sends only hash to /load-more-categories', () => {
		expect(
			loadMoreBody( { ...props, route: '/load-more-categories' }, 'h3' )
		).toEqual( {
			hash: 'h3',
		} );
	} );
	it( 'reads empty data as the end of the list', () => {
		expect( answerHtml( [] ) ).toBe( '' );
		expect( answerHtml( undefined ) ).toBe( '' );
		expect( answerHtml( [ '<li>a</li>' ] ) ).toBe( '<li>a</li>' );
	} );
} );

describe( 'LoadMore', () => {
	const props: LoadMoreProps = {
		route: '/load-more',
		type: 'following',
		userId: 4,
		hash: 'first',
		list: 'the-list',
	};

	beforeAll( () => registerIsland( 'load-more', LoadMore ) );

	beforeEach( async () => {
		window.inkwellConfig = {
			restUrl: 'http://example.test/wp-json/',
			nonce: 'n',
			nonceEndpoint:
				'http://example.test/wp-admin/admin-ajax.php?action=rest-nonce',
			userId: 4,
		};
		mockedFetch.mockReset();
		window.fetch = mockedFetch;
		await act( async () => {
			document.body.innerHTML = `<ul id="the-list"><li>one</li></ul><div data-inkwell-island="load-more" data-inkwell-props='${ JSON.stringify( props ) }'></div>`;
			mountIslands( document );
		} );
	} );

	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
	} );

	const button = () =>
		document.querySelector(
			'.inkwell-more__button'
		) as HTMLButtonElement | null;

	it( 'appends the answer and sends the next cursor from the first new item', async () => {
		mockedFetch.mockReturnValue(
			answerWith( {
				code: 'success',
				data: [
					'<li data-inkwell-cursor="second">two</li><li>three</li>',
				],
			} )
		);
		await act( async () => button()!.click() );
		expect( mockedFetch.mock.calls[ 0 ][ 0 ] ).toBe(
			'http://example.test/wp-json/fup/load-more?_wpnonce=n'
		);
		expect( mockedFetch.mock.calls[ 0 ][ 1 ].body.toString() ).toBe(
			'type=following&offset=1&user_id=4&hash=first'
		);
		expect(
			[ ...document.querySelectorAll( '#the-list li' ) ].map(
				( li ) => li.textContent
			)
		).toEqual( [ 'one', 'two', 'three' ] );

		mockedFetch.mockReturnValue(
			answerWith( { code: 'success', data: [] } )
		);
		await act( async () => button()!.click() );
		expect( mockedFetch.mock.calls[ 1 ][ 1 ].body.toString() ).toContain(
			'hash=second'
		);
	} );

	it( 'hides itself on an empty answer', async () => {
		mockedFetch.mockReturnValue(
			answerWith( { code: 'success', data: [] } )
		);
		await act( async () => button()!.click() );
		expect( button() ).toBeNull();
		expect( document.querySelectorAll( '#the-list li' ) ).toHaveLength( 1 );
	} );

	it( 'ignores a failure and stays usable', async () => {
		mockedFetch.mockReturnValue(
			Promise.reject( new TypeError( 'offline' ) )
		);
		await act( async () => button()!.click() );
		expect( button() ).not.toBeNull();
		expect( button()!.disabled ).toBe( false );
		expect( document.querySelectorAll( '#the-list li' ) ).toHaveLength( 1 );
	} );
} );
