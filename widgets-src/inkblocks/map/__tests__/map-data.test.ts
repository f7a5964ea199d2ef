/**
 * Internal dependencies
 */
import {
	addPinAfter,
	mapProps,
	movePin,
	newPin,
	removePin,
	tileUrl,
} from '../map-data';
import type { MapAttributes } from '../types';

const pins = [
	{ ...newPin( { lat: 1, lng: 2 } ), title: 'One' },
	{ ...newPin( { lat: '3', lng: '4' } ), title: '<strong>Two</strong>' },
	{ ...newPin( { lat: '', lng: '' } ), title: 'Nowhere' },
];

describe( 'the canvas list of pins', () => {
	it( 'adds a pin where the one before it is, with the caret in it', () => {
		const edit = addPinAfter( pins, 0, { lat: 0, lng: 0 } );
		expect( edit.focus ).toBe( 1 );
		expect( edit.pins[ 1 ]!.position ).toEqual( { lat: 1, lng: 2 } );
		expect( edit.pins ).toHaveLength( 4 );
	} );

	it( 'moves and removes pins, the caret following', () => {
		expect( movePin( pins, 1, -1 ) ).toMatchObject( { focus: 0 } );
		expect( movePin( pins, 0, -1 ) ).toMatchObject( { focus: 0 } );
		const removed = removePin( pins, 0 );
		expect( removed.focus ).toBe( 0 );
		expect( removed.pins.map( ( pin ) => pin.title ) ).toEqual( [
			'<strong>Two</strong>',
			'Nowhere',
		] );
	} );
} );

describe( 'mapProps', () => {
	it( 'draws the placed pins with plain titles and escaped cards, calm in the editor', () => {
		const attributes: MapAttributes = {
			pins,
			center: { lat: 0, lng: 0 },
			fitPins: true,
			zoom: 99,
			height: 100,
			tileUrl: 'javascript:alert(1)//{z}{x}{y}',
			tileAttribution: '<b>OSM</b>',
			maxZoom: 19,
			scrollWheelZoom: true,
			showList: true,
		};
		const props = mapProps( attributes, 'map' );
		expect( props.pins.map( ( pin ) => pin.title ) ).toEqual( [
			'One',
			'Two',
		] );
		expect( props.pins[ 1 ] ).toMatchObject( { lat: 3, lng: 4 } );
		expect( props.pins[ 1 ]!.html ).toContain( '>Two</h3>' );
		expect( props ).toMatchObject( {
			zoom: 20,
			height: 200,
			tileUrl: '',
			tileAttribution: '&lt;b&gt;OSM&lt;/b&gt;',
			scrollWheelZoom: false,
			showList: false,
		} );
		expect( tileUrl( ' https://tile.example/{z}/{x}/{y}.png ' ) ).toBe(
			'https://tile.example/{z}/{x}/{y}.png'
		);
	} );
} );
