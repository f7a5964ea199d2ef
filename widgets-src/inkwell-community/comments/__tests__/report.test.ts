/**
 * Internal dependencies
 */
import {
	askToConfirm,
	initReports,
	removeReportLink,
	reportCall,
	sendReport,
} from '../report';

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

	describe( 'with the keyboard', () => {
		const config = {
			restUrl: 'http://localhost/wp-json/',
			nonce: 'n1',
			nonceEndpoint:
				'http://localhost/wp-admin/admin-ajax.php?action=rest-nonce',
			userId: 5,
		};
		const buttonNamed = ( name: string ) =>
			Array.from( document.querySelectorAll( 'button' ) ).find(
				( button ) => button.textContent === name
			) as HTMLButtonElement;

		beforeAll( () => initReports() );

		it( 'asks to confirm first, focus on the confirm button; Cancel and Escape give the focus back to Report', () => {
			const link = menu( 2 );
			link.focus();
			link.click();
			expect( link.hidden ).toBe( true );
			const step = document.querySelector( '[role="group"]' );
			expect( step?.textContent ).toContain(
				'Report this response to the moderators?'
			);
			expect( link.ownerDocument.activeElement ).toBe(
				buttonNamed( 'Yes, report it' )
			);

			buttonNamed( 'Cancel' ).click();
			expect( document.querySelector( '[role="group"]' ) ).toBeNull();
			expect( link.hidden ).toBe( false );
			expect( link.ownerDocument.activeElement ).toBe( link );

			askToConfirm( link );
			link.ownerDocument.activeElement?.dispatchEvent(
				new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
			);
			expect( document.querySelector( '[role="group"]' ) ).toBeNull();
			expect( link.ownerDocument.activeElement ).toBe( link );
		} );

		it( 'sends only once confirmed, then removes the link and focuses the menu button', async () => {
			window.inkwellConfig = config;
			const fetchMock = jest.fn().mockResolvedValue( {
				ok: true,
				status: 200,
				json: () => Promise.resolve( { status: 'success' } ),
			} );
			window.fetch = fetchMock;
			const link = menu( 2 );
			link.click();
			expect( fetchMock ).not.toHaveBeenCalled();

			buttonNamed( 'Yes, report it' ).click();
			await new Promise( ( resolve ) => setTimeout( resolve ) );
			expect( fetchMock ).toHaveBeenCalledTimes( 1 );
			expect( link.isConnected ).toBe( false );
			expect( document.querySelector( '[role="group"]' ) ).toBeNull();
			expect( link.ownerDocument.activeElement ).toBe(
				document.querySelector( 'summary' )
			);
		} );

		it( 'closes an open menu with Escape and gives the focus back to its button', () => {
			menu( 2 );
			const details = document.querySelector( 'details' )!;
			details.open = true;
			const first = details.querySelector( 'a' )!;
			first.focus();
			first.dispatchEvent(
				new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
			);
			expect( details.open ).toBe( false );
			expect( details.ownerDocument.activeElement ).toBe(
				details.querySelector( 'summary' )
			);
		} );
	} );
} );
