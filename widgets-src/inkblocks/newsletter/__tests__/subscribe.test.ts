/**
 * Internal dependencies
 */
import { isValidEmail, subscribeBody } from '../subscribe';

describe( 'isValidEmail (SPEC 5.4)', () => {
	it.each( [
		'ada@example.org',
		'ada.lovelace+news@mail.example.co.uk',
		'ada@[192.168.0.1]',
		'  ada@example.org  ',
	] )( 'accepts %s', ( email ) => {
		expect( isValidEmail( email ) ).toBe( true );
	} );

	it.each( [
		'',
		'ada',
		'ada@',
		'@example.org',
		'ada@example',
		'ada@example.c',
		'ada@example.1a',
		'a b@example.org',
		'ada@@example.org',
		'ada@[192.168.0]',
	] )( 'refuses %p', ( email ) => {
		expect( isValidEmail( email ) ).toBe( false );
	} );
} );

describe( 'subscribeBody (SPEC 7.6)', () => {
	it( 'encodes the inline request fields under data', () => {
		const body = subscribeBody( 'inkblocks_subscribe_form_ajax', {
			email: 'ada@example.org',
			use_target_list_id: true,
			target_list_id: '4',
			data: 'page:9',
			additional: { name: 'Ada' },
		} );
		expect( body.toString() ).toBe(
			'action=inkblocks_subscribe_form_ajax&data%5Bemail%5D=ada%40example.org&data%5Buse_target_list_id%5D=true&data%5Btarget_list_id%5D=4&data%5Bdata%5D=page%3A9&data%5Badditional%5D%5Bname%5D=Ada'
		);
	} );

	it( 'leaves out use_target_list_id for the popup form', () => {
		const body = subscribeBody( 'inkblocks_popup_lists_ajax', {
			email: 'ada@example.org',
			target_list_id: '4',
			data: 'popup:3',
			additional: {},
		} );
		expect( [ ...body.keys() ] ).toEqual( [
			'action',
			'data[email]',
			'data[target_list_id]',
			'data[data]',
		] );
	} );
} );
