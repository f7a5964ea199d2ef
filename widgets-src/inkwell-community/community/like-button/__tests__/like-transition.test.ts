/**
 * Internal dependencies
 */
import { likeTransition } from '../like-transition';

describe( 'likeTransition', () => {
	it( 'swaps to liked only on post-like', () => {
		expect( likeTransition( 'post-like' ) ).toBe( 'liked' );
	} );

	it( 'swaps to unliked only on post-unlike', () => {
		expect( likeTransition( 'post-unlike' ) ).toBe( 'unliked' );
	} );

	it.each( [ undefined, null, '', 'user-follow', 'POST-LIKE', 42 ] )(
		'changes nothing for %p',
		( message ) => {
			expect( likeTransition( message ) ).toBeNull();
		}
	);
} );
