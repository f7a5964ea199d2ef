/**
 * Internal dependencies
 */
import {
	showsChanged,
	togglePath,
	toggleTransition,
} from '../toggle-transition';

describe( 'togglePath', () => {
	it.each( [
		[ 'follow-user', false, '/user/follow' ],
		[ 'follow-user', true, '/user/unfollow' ],
		[ 'follow-category', false, '/category/follow' ],
		[ 'follow-category', true, '/category/unfollow' ],
		[ 'bookmark', false, '/post/bookmark' ],
		[ 'bookmark', true, '/post/unbookmark' ],
		[ 'block', false, '/user/block' ],
		[ 'block', true, '/user/unblock' ],
	] as const )( '%s from active=%p calls %s', ( kind, active, path ) => {
		expect( togglePath( kind, active ) ).toBe( path );
	} );
} );

describe( 'toggleTransition', () => {
	it( 'swaps a follow only on its confirming message', () => {
		expect( toggleTransition( 'follow-user', false, 'user-follow' ) ).toBe(
			true
		);
		expect( toggleTransition( 'follow-user', true, 'user-unfollow' ) ).toBe(
			false
		);
		expect(
			toggleTransition( 'follow-category', false, 'category-follow' )
		).toBe( true );
		expect(
			toggleTransition( 'follow-category', true, 'category-unfollow' )
		).toBe( false );
	} );

	it.each( [ undefined, '', 'post-like', 'category-follow' ] )(
		'leaves a user follow as it was for %p',
		( message ) => {
			expect(
				toggleTransition( 'follow-user', false, message )
			).toBeNull();
		}
	);

	it( 'flips bookmark and block on any successful answer', () => {
		expect( toggleTransition( 'bookmark', false, undefined ) ).toBe( true );
		expect( toggleTransition( 'bookmark', true, 'post-unbookmark' ) ).toBe(
			false
		);
		expect( toggleTransition( 'block', false, 'user-block' ) ).toBe( true );
	} );

	it( 'shows the changed state for bookmark and block only', () => {
		expect( showsChanged( 'bookmark' ) ).toBe( true );
		expect( showsChanged( 'block' ) ).toBe( true );
		expect( showsChanged( 'follow-user' ) ).toBe( false );
		expect( showsChanged( 'follow-category' ) ).toBe( false );
	} );
} );
