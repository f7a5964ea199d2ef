/**
 * Internal dependencies
 */
import { deviceOf } from '../../../common/device-breakpoints';
import { PARALLAX_DEVICES, PARALLAX_TYPES } from '../constants';
import { layerStyle, scrollProgress } from '../motion';

describe( 'parallax motion', () => {
	it( 'runs on desktop and tablet by default, with the SPEC types', () => {
		expect( PARALLAX_DEVICES ).toEqual( [ 'desktop', 'tablet' ] );
		expect( PARALLAX_TYPES ).toEqual( [
			'scroll',
			'h-scroll',
			'zoom',
			'rotate',
			'blur',
			'opacity',
			'mouse',
		] );
	} );

	it( 'tells devices apart with reading B (mobile to 767, tablet to 1024)', () => {
		expect( deviceOf( 767 ) ).toBe( 'mobile' );
		expect( deviceOf( 768 ) ).toBe( 'tablet' );
		expect( deviceOf( 1024 ) ).toBe( 'tablet' );
		expect( deviceOf( 1025 ) ).toBe( 'desktop' );
	} );

	it( 'measures how far a section has crossed the viewport', () => {
		expect( scrollProgress( 800, 400, 800 ) ).toBe( 0 );
		expect( scrollProgress( 200, 400, 800 ) ).toBe( 0.5 );
		expect( scrollProgress( -400, 400, 800 ) ).toBe( 1 );
		expect( scrollProgress( 2000, 400, 800 ) ).toBe( 0 );
	} );

	it( 'is still when the section is centred, and moves each type its own way', () => {
		expect( layerStyle( 'scroll', 0.5, 50 ).transform ).toBe(
			'translate3d(0, 0.00%, 0)'
		);
		expect( layerStyle( 'scroll', 1, 100 ).transform ).toBe(
			'translate3d(0, 15.00%, 0)'
		);
		expect( layerStyle( 'h-scroll', 0, 100 ).transform ).toBe(
			'translate3d(-15.00%, 0, 0)'
		);
		expect( layerStyle( 'zoom', 1, 100 ).transform ).toBe( 'scale(1.500)' );
		expect( layerStyle( 'rotate', 1, 100 ).transform ).toBe(
			'rotate(15.00deg) scale(1.4)'
		);
		expect( layerStyle( 'blur', 0, 100 ).filter ).toBe( 'blur(10.00px)' );
		expect( layerStyle( 'blur', 0.5, 100 ).filter ).toBe( 'blur(0.00px)' );
		expect( layerStyle( 'opacity', 0, 50 ).opacity ).toBe( 0.5 );
		expect(
			layerStyle( 'mouse', 0.5, 100, { x: 1, y: -1 } ).transform
		).toBe( 'translate3d(-5.00%, 5.00%, 0)' );
	} );

	it( 'does not move at strength 0', () => {
		expect( layerStyle( 'opacity', 0, 0 ).opacity ).toBe( 1 );
		expect( layerStyle( 'zoom', 1, 0 ).transform ).toBe( 'scale(1.000)' );
	} );
} );
