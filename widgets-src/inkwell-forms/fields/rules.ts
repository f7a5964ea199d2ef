/**
 * The validation rules of SPEC 5.3, the same as the server's (Inkwell\Forms\Validation\Rules); both are
 * tested against tests/fixtures/validation-cases.json.
 */

/**
 * Internal dependencies
 */
import type { Field, FieldValue, FileValue } from './types';

const TEXT_TYPES = [ 'text', 'email', 'url', 'tel', 'textarea' ];
const HIERARCHICAL = [ 'http', 'https', 'ftp', 'ftps' ];

/**
 * Checks a value against a field definition.
 *
 * @param field   Field definition from the schema.
 * @param value   A string, a list of chosen options, or a list of files.
 * @param schemes Allowed URL schemes.
 * @return The error code, or null when the value is valid.
 */
export function checkField(
	field: Partial< Field > & { type: Field[ 'type' ] },
	value: FieldValue,
	schemes: string[]
): string | null {
	if ( isBlank( value ) ) {
		return field.required ? 'required' : null;
	}
	if ( Array.isArray( value ) ) {
		return field.type === 'file'
			? checkFiles( field, value as FileValue[] )
			: checkItems( field, ( value as string[] ).map( String ) );
	}
	const valid: Record< string, () => boolean > = {
		email: () => isEmail( value ),
		url: () => normalizeUrl( value, schemes ) !== null,
		tel: () => /^\+?\d{6,15}$/.test( value.replace( /[\s\-().\/]/g, '' ) ),
		number: () => isNumber( value ),
		date: () => isDate( value ),
		time: () => isTime( value ),
	};
	if ( valid[ field.type ] && ! valid[ field.type ]!() ) {
		return `invalid_${ field.type }`;
	}
	if ( TEXT_TYPES.includes( field.type ) ) {
		return checkLength( field, value );
	}
	switch ( field.type ) {
		case 'number':
			return checkNumber( field, Number( value ) );
		case 'date':
			return checkRange( field, value ) ?? checkDay( field, value );
		case 'time':
			return checkRange( field, fullTime( value ) );
		case 'select':
		case 'radio':
			return checkItems( field, [ value ] );
		default:
			return null;
	}
}

/**
 * A URL with the http:// prefix a bare host gets, or null when it is not an allowed URL.
 *
 * @param input   The value.
 * @param schemes Allowed schemes.
 */
export function normalizeUrl(
	input: string,
	schemes: string[]
): string | null {
	let value = input.trim();
	if ( ! /^[a-z][a-z0-9+.\-]*:/i.test( value ) ) {
		value = 'http://' + value;
	}
	const parts = /^([a-z][a-z0-9+.\-]*):(\S+)$/i.exec( value );
	if ( ! parts ) {
		return null;
	}
	const scheme = parts[ 1 ]!.toLowerCase();
	if ( ! schemes.includes( scheme ) ) {
		return null;
	}
	if (
		HIERARCHICAL.includes( scheme ) &&
		! /^\/\/[a-z0-9\-]+(\.[a-z0-9\-]+)*(:\d+)?([/?#]\S*)?$/i.test(
			parts[ 2 ]!
		)
	) {
		return null;
	}
	return value;
}

/**
 * @param value The value.
 */
function isBlank( value: FieldValue ): boolean {
	return Array.isArray( value ) ? value.length === 0 : value.trim() === '';
}

/**
 * At least 6 characters; one '@', not first; a valid local part; 2+ labels of letters, digits, hyphens.
 *
 * @param value The value.
 */
function isEmail( value: string ): boolean {
	const parts = value.split( '@' );
	if ( value.length < 6 || parts.length !== 2 || value.startsWith( '@' ) ) {
		return false;
	}
	const [ local, domain ] = parts as [ string, string ];
	if ( ! /^[a-zA-Z0-9!#$%&'*+\/=?^_`{|}~.\-]+$/.test( local ) ) {
		return false;
	}
	const labels = domain.split( '.' );
	// An empty label is a leading, trailing or doubled dot.
	return (
		labels.length >= 2 &&
		labels.every( ( label ) => /^[a-z0-9\-]+$/i.test( label ) )
	);
}

/**
 * @param value The value.
 */
function isNumber( value: string ): boolean {
	return /^-?(\d+(\.\d+)?|\.\d+)$/.test( value.trim() );
}

/**
 * A real calendar date written YYYY-MM-DD.
 *
 * @param value The value.
 */
function isDate( value: string ): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec( value );
	if ( ! match ) {
		return false;
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number ) as [
		number,
		number,
		number,
	];
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return (
		date.getUTCFullYear() === year &&
		date.getUTCMonth() === month - 1 &&
		date.getUTCDate() === day
	);
}

/**
 * @param value The value.
 */
function isTime( value: string ): boolean {
	return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test( value );
}

/**
 * HH:MM as HH:MM:00, so times compare as strings.
 *
 * @param value A valid time.
 */
function fullTime( value: string ): string {
	return value.length === 5 ? `${ value }:00` : value;
}

/**
 * Length in characters (code points, as PHP's mb_strlen counts).
 *
 * @param field Field.
 * @param value Value.
 */
function checkLength( field: Partial< Field >, value: string ): string | null {
	const length = Array.from( value ).length;
	if ( field.minLength !== undefined && length < field.minLength ) {
		return 'too_short';
	}
	if ( field.maxLength !== undefined && length > field.maxLength ) {
		return 'too_long';
	}
	return null;
}

/**
 * Range and step of a number; the step counts from the minimum (or 0).
 *
 * @param field Field.
 * @param value Value.
 */
function checkNumber( field: Partial< Field >, value: number ): string | null {
	if ( field.min !== undefined && value < Number( field.min ) ) {
		return 'too_small';
	}
	if ( field.max !== undefined && value > Number( field.max ) ) {
		return 'too_large';
	}
	if ( field.step !== undefined && field.step > 0 ) {
		const steps = ( value - Number( field.min ?? 0 ) ) / field.step;
		if ( Math.abs( steps - Math.round( steps ) ) > 1e-8 ) {
			return 'step_mismatch';
		}
	}
	return null;
}

/**
 * Earliest and latest date or time, compared as ISO strings.
 *
 * @param field Field.
 * @param value Value in full form.
 */
function checkRange( field: Partial< Field >, value: string ): string | null {
	const normalize = field.type === 'time' ? fullTime : String;
	if ( field.min !== undefined && value < normalize( String( field.min ) ) ) {
		return 'too_early';
	}
	if ( field.max !== undefined && value > normalize( String( field.max ) ) ) {
		return 'too_late';
	}
	return null;
}

/**
 * Allowed days of the week (ISO: 1 Monday to 7 Sunday).
 *
 * @param field Field.
 * @param value A valid date.
 */
function checkDay( field: Partial< Field >, value: string ): string | null {
	if ( ! field.days?.length ) {
		return null;
	}
	const day = new Date( `${ value }T00:00:00Z` ).getUTCDay() || 7;
	return field.days.map( Number ).includes( day ) ? null : 'wrong_day';
}

/**
 * Enumeration and item counts of choices.
 *
 * @param field Field.
 * @param items Chosen values.
 */
function checkItems( field: Partial< Field >, items: string[] ): string | null {
	const options = ( field.options ?? [] ).map( String );
	if (
		options.length &&
		items.some( ( item ) => ! options.includes( item ) )
	) {
		return 'not_in_list';
	}
	if ( field.minItems !== undefined && items.length < field.minItems ) {
		return 'too_few_items';
	}
	if ( field.maxItems !== undefined && items.length > field.maxItems ) {
		return 'too_many_items';
	}
	return null;
}

/**
 * Size and type of each file.
 *
 * @param field Field.
 * @param files Files.
 */
function checkFiles(
	field: Partial< Field >,
	files: FileValue[]
): string | null {
	for ( const file of files ) {
		if ( field.maxSize !== undefined && file.size > field.maxSize ) {
			return 'file_too_large';
		}
		if ( field.minSize !== undefined && file.size < field.minSize ) {
			return 'file_too_small';
		}
		if ( field.accept?.length && ! accepts( field.accept, file ) ) {
			return 'file_type';
		}
	}
	return null;
}

/**
 * Whether a file matches one accepted extension ('.pdf'), MIME type or family ('image/*').
 *
 * @param accept Accepted entries.
 * @param file   The file.
 */
function accepts( accept: string[], file: FileValue ): boolean {
	const name = file.name.toLowerCase();
	const type = file.type.toLowerCase();
	return accept.some( ( raw ) => {
		const entry = raw.trim().toLowerCase();
		if ( entry.startsWith( '.' ) ) {
			return name.endsWith( entry );
		}
		if ( entry.endsWith( '/*' ) ) {
			return type.startsWith( entry.slice( 0, -1 ) );
		}
		return type === entry;
	} );
}
