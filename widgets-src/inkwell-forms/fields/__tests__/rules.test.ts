/**
 * Internal dependencies
 */
import table from '../../../../tests/fixtures/validation-cases.json';
import { checkField, normalizeUrl } from '../rules';
import type { Field, FieldValue } from '../types';

/** WordPress's allowed protocols (wp_allowed_protocols), which the schema carries. */
const SCHEMES = [
	'http',
	'https',
	'ftp',
	'ftps',
	'mailto',
	'news',
	'irc',
	'irc6',
	'ircs',
	'gopher',
	'nntp',
	'feed',
	'telnet',
	'mms',
	'rtsp',
	'sms',
	'svn',
	'tel',
	'fax',
	'xmpp',
	'webcal',
	'urn',
];

interface Case {
	rule: string;
	field: Partial< Field > & { type: Field[ 'type' ] };
	value: FieldValue;
	error: string | null;
}

describe( 'the rules of SPEC 5.3 on the shared value table', () => {
	it.each(
		( table.cases as Case[] ).map(
			( c, i ) => [ i, c.rule, JSON.stringify( c.value ), c ] as const
		)
	)( '#%i %s %s', ( _i, _rule, _value, c ) => {
		expect( checkField( c.field, c.value, SCHEMES ) ).toBe( c.error );
	} );
} );

describe( 'normalizeUrl', () => {
	it( 'prefixes a bare host with http://', () => {
		expect( normalizeUrl( 'example.com/a', SCHEMES ) ).toBe(
			'http://example.com/a'
		);
	} );

	it( 'keeps a URL that has a scheme', () => {
		expect( normalizeUrl( 'mailto:a@example.com', SCHEMES ) ).toBe(
			'mailto:a@example.com'
		);
	} );
} );
