/**
 * Internal dependencies
 */
import { editorProps, instantInZone, needsStart } from '../editor-props';
import type { CountdownAttributes } from '../types';

const ATTRIBUTES: CountdownAttributes = {
	timerId: 'abc',
	type: 'due_date',
	dueDate: '2026-03-29T12:00:00',
	startDate: '',
	evergreenInterval: 86400,
	restartInterval: 3600,
	expireActions: [ 'message' ],
	expireRedirectUrl: '',
	expireMessage: '<em>Done</em>',
	labelDays: '',
	labelHours: '',
	labelMinutes: '',
	labelSeconds: '',
	showDays: true,
	showSeconds: false,
};

describe( 'instantInZone', () => {
	it( 'reads a date in the site time zone on both sides of a daylight-saving change, as the server does', () => {
		expect( instantInZone( '2026-03-28 12:00:00', 'Europe/Berlin' ) ).toBe(
			Date.UTC( 2026, 2, 28, 11 )
		);
		expect( instantInZone( '2026-03-29T12:00:00', 'Europe/Berlin' ) ).toBe(
			Date.UTC( 2026, 2, 29, 10 )
		);
		expect( instantInZone( '2026-10-25 17:30', '-05:30' ) ).toBe(
			Date.UTC( 2026, 9, 25, 23 )
		);
	} );

	it( 'refuses what is not a date', () => {
		for ( const value of [ '', 'tomorrow', '2026-02-30 10:00:00' ] ) {
			expect( instantInZone( value, 'UTC' ) ).toBeNull();
		}
	} );
} );

describe( 'editorProps', () => {
	it( 'builds the island props from the attributes', () => {
		expect( editorProps( ATTRIBUTES, 'Europe/Berlin' ) ).toMatchObject( {
			id: 'abc',
			type: 'due_date',
			'due-date': Date.UTC( 2026, 2, 29, 10 ),
			'start-date': null,
			'restart-interval': 3600,
			message: '<em>Done</em>',
			showSeconds: false,
		} );
	} );

	it( 'asks for a starting point while a due date or start date is missing', () => {
		expect( needsStart( ATTRIBUTES ) ).toBe( false );
		expect( needsStart( { ...ATTRIBUTES, dueDate: '' } ) ).toBe( true );
		expect( needsStart( { ...ATTRIBUTES, type: 'endless' } ) ).toBe( true );
		expect( needsStart( { ...ATTRIBUTES, type: 'evergreen' } ) ).toBe(
			false
		);
	} );
} );
