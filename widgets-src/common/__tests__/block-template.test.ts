/**
 * Internal dependencies
 */
import {
	loadTemplateAssets,
	parseTemplateAnswer,
	templateRequestUrl,
} from '../block-template';

describe( 'templateRequestUrl (SPEC 7.7)', () => {
	it( 'adds id and dev to the route', () => {
		expect(
			templateRequestUrl(
				'http://example.test/wp-json/inkblocks-tabs-api/v1/block-template',
				12,
				false
			)
		).toBe(
			'http://example.test/wp-json/inkblocks-tabs-api/v1/block-template?id=12&dev=false'
		);
	} );

	it( 'keeps the rest_route form of sites without pretty links', () => {
		const url = new URL(
			templateRequestUrl(
				'http://example.test/?rest_route=/inkblocks-tabs-api/v1/block-template',
				7,
				true
			)
		);
		expect( url.searchParams.get( 'rest_route' ) ).toBe(
			'/inkblocks-tabs-api/v1/block-template'
		);
		expect( url.searchParams.get( 'id' ) ).toBe( '7' );
		expect( url.searchParams.get( 'dev' ) ).toBe( 'true' );
	} );
} );

describe( 'parseTemplateAnswer', () => {
	it( 'keeps the content and the asset maps, dropping what is not a URL', () => {
		expect(
			parseTemplateAnswer( {
				template_content: '<p>Hi</p>',
				template_scripts: { a: 'http://x/a.js', b: 3 },
				template_styles: [],
			} )
		).toEqual( {
			template_content: '<p>Hi</p>',
			template_scripts: { a: 'http://x/a.js' },
			template_styles: {},
		} );
	} );

	it( 'refuses an answer without content', () => {
		expect( () => parseTemplateAnswer( { code: 'x' } ) ).toThrow();
		expect( () => parseTemplateAnswer( null ) ).toThrow();
	} );
} );

describe( 'loadTemplateAssets', () => {
	beforeEach( () => {
		document.head.innerHTML = '';
		document.body.innerHTML = '';
	} );

	it( 'adds the styles and scripts the page lacks, in order, and skips those it has', () => {
		document.body.innerHTML = '<script id="have-js"></script>';
		loadTemplateAssets( {
			template_content: '',
			template_scripts: {
				have: 'http://x/have.js',
				first: 'http://x/first.js',
				second: 'http://x/second.js',
			},
			template_styles: { look: 'http://x/look.css' },
		} );
		const scripts = [ ...document.querySelectorAll( 'script' ) ];
		expect( scripts.map( ( script ) => script.id ) ).toEqual( [
			'have-js',
			'first-js',
			'second-js',
		] );
		expect( scripts[ 1 ]!.async ).toBe( false );
		const link = document.getElementById( 'look-css' ) as HTMLLinkElement;
		expect( link.rel ).toBe( 'stylesheet' );
		expect( link.href ).toBe( 'http://x/look.css' );
	} );

	it( 'only logs an asset that fails to load (SPEC 8)', () => {
		const log = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		loadTemplateAssets( {
			template_content: '',
			template_scripts: { broken: 'http://x/broken.js' },
			template_styles: {},
		} );
		document
			.getElementById( 'broken-js' )!
			.dispatchEvent( new Event( 'error' ) );
		expect( log ).toHaveBeenCalledWith(
			expect.stringContaining( 'http://x/broken.js' )
		);
		log.mockRestore();
	} );
} );
