/**
 * Internal dependencies
 */
import { editorProps, shouldAnimate } from '../progress';

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

describe( 'editorProps', () => {
	const attributes = {
		title: 'Photography',
		percent: 72,
		showValue: true,
		animate: true,
	};

	it( 'shows the percent while current and max are not both set', () => {
		expect( editorProps( attributes ) ).toEqual( {
			title: 'Photography',
			percent: 72,
			'current-value': null,
			'max-value': null,
			label: '72%',
			animate: true,
			showValue: true,
		} );
		expect(
			editorProps( { ...attributes, currentValue: 5, percent: 140 } )
		).toMatchObject( { percent: 100, label: '100%' } );
	} );

	it( 'shows current/max filled to their ratio, without animation over max', () => {
		expect(
			editorProps( { ...attributes, currentValue: 18, maxValue: 24 } )
		).toMatchObject( {
			percent: 75,
			'current-value': 18,
			'max-value': 24,
			label: '18/24',
			animate: true,
		} );
		expect(
			editorProps( {
				...attributes,
				currentValue: 1250,
				maxValue: 1000,
				showValue: false,
			} )
		).toMatchObject( {
			percent: 100,
			label: '1250/1000',
			animate: false,
			showValue: false,
		} );
		expect(
			editorProps( { ...attributes, currentValue: 1, maxValue: 3 } )
		).toMatchObject( { percent: 33.33, label: '1/3' } );
	} );
} );
