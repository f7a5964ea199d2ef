/**
 * Internal dependencies
 */
import { removeReportLink, reportCall, sendReport } from '../report';

const menu = ( links: number ) => {
	const items = [
		'<li><a href="#comment-3">Link to this response</a></li>',
		'<li><a href="/edit">Edit</a></li>',
	].slice( 0, links - 1 );
	document.body.innerHTML = `<details data-inkwell-comment-menu><summary>More</summary><ul>${ items.join(
		''
	) }<li><button type="button" data-inkwell-report="3" data-url="/wp-admin/admin-ajax.php">Report</button></li></ul></details>`;
	return document.querySelector( '[data-inkwell-report]' ) as HTMLElement;
};

describe( 'comment reports', () => {
	afterEach( () => {
		delete window.inkwellConfig;
	} );

	it( 'posts exactly comment_id and action to admin-ajax, with the nonce in the query', () => {
		const call = reportCall(
			'http://example.test/wp-admin/admin-ajax.php',
			'42'
		);
		expect( call.url ).toBe(
			'http://example.test/wp-admin/admin-ajax.php'
		);
		expect( call.nonce ).toEqual( { in: 'query' } );
		expect( Array.from( call.body?.entries() ?? [] ) ).toEqual( [
			[ 'comment_id', '42' ],
			[ 'action', 'report_comment' ],
		] );
	} );

	it( 'removes only the report link when the menu held exactly two links', () => {
		removeReportLink( menu( 2 ) );
		const details = document.querySelector( '[data-inkwell-comment-menu]' );
		expect( details ).not.toBeNull();
		expect( details?.querySelectorAll( 'a, button' ) ).toHaveLength( 1 );
		expect( document.querySelector( '[data-inkwell-report]' ) ).toBeNull();
	} );

	it.each( [ 1, 3 ] )(
		'removes the whole menu when it held %d links',
		( links ) => {
			removeReportLink( menu( links ) );
			expect(
				document.querySelector( '[data-inkwell-comment-menu]' )
			).toBeNull();
		}
	);

	it( 'removes the link on success and does nothing on error', async () => {
		window.inkwellConfig = {
			restUrl: 'http://localhost/wp-json/',
			nonce: 'n1',
			nonceEndpoint:
				'http://localhost/wp-admin/admin-ajax.php?action=rest-nonce',
			userId: 5,
		};
		const fetchMock = jest
			.fn()
			.mockResolvedValueOnce( {
				ok: false,
				status: 400,
				json: () => Promise.resolve( { status: 'error' } ),
			} )
			.mockResolvedValueOnce( {
				ok: true,
				status: 200,
				json: () => Promise.resolve( { status: 'success' } ),
			} );
		window.fetch = fetchMock;
		const link = menu( 2 );

		await sendReport( link );
		expect( link.isConnected ).toBe( true );
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toBe(
			'http://localhost/wp-admin/admin-ajax.php?_wpnonce=n1'
		);
		expect( fetchMock.mock.calls[ 0 ][ 1 ].method ).toBe( 'POST' );
		expect( String( fetchMock.mock.calls[ 0 ][ 1 ].body ) ).toBe(
			'comment_id=3&action=report_comment'
		);

		await sendReport( link );
		expect( link.isConnected ).toBe( false );
	} );
} );
