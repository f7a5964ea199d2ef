/**
 * Internal dependencies
 */
import { shouldAnimate } from '../progress';

const bar = (
	current: number | null,
	max: number | null,
	animate = true
) => ( {
	animate,
	'current-value': current,
	'max-value': max,
} );

describe( 'shouldAnimate', () => {
	it( 'animates a percent bar and a current/max bar within its max', () => {
		expect( shouldAnimate( bar( null, null ), false ) ).toBe( true );
		expect( shouldAnimate( bar( 30, 40 ), false ) ).toBe( true );
		expect( shouldAnimate( bar( 40, 40 ), false ) ).toBe( true );
	} );

	it( 'does not animate when current exceeds max', () => {
		expect( shouldAnimate( bar( 41, 40 ), false ) ).toBe( false );
	} );

	it( 'does not animate for reduced motion or when turned off', () => {
		expect( shouldAnimate( bar( null, null ), true ) ).toBe( false );
		expect( shouldAnimate( bar( null, null, false ), false ) ).toBe(
			false
		);
	} );
} );
