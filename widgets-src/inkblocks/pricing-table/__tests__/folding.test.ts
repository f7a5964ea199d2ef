/**
 * Internal dependencies
 */
import { featureShown, foldButton } from '../folding';

describe( 'pricing features fold (SPEC 4.13)', () => {
	it( 'shows the first features while folded and all when unfolded', () => {
		expect(
			[ 0, 1, 2, 3 ].map( ( i ) => featureShown( i, 2, false ) )
		).toEqual( [ true, true, false, false ] );
		expect(
			[ 0, 1, 2, 3 ].map( ( i ) => featureShown( i, 2, true ) )
		).toEqual( [ true, true, true, true ] );
	} );

	it( 'swaps the button label and icon', () => {
		const texts = { unfoldText: 'More', foldText: 'Less' };
		expect( foldButton( false, texts ) ).toEqual( {
			label: 'More',
			icon: 'unfold',
		} );
		expect( foldButton( true, texts ) ).toEqual( {
			label: 'Less',
			icon: 'fold',
		} );
	} );
} );
