/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Field } from '../types';

interface FieldControlProps {
	field: Field;
	id: string;
	value: string | string[];
	error: string;
	onChange: ( value: string | string[] ) => void;
	fileRef: ( element: HTMLInputElement | null ) => void;
	/** The current question or image of a quiz or captcha, with its token. */
	challenge?: { token: string; question?: string; image?: string };
}

/** Hidden field that carries a quiz or captcha token. */
const TOKEN_PREFIX = '_inkwell_forms_challenge_';

/**
 * The character counter of SPEC 5.3: characters left, flagged when too long or too short.
 *
 * @param props       Counter props.
 * @param props.id    Element id.
 * @param props.field The field.
 * @param props.value The text.
 */
export function Counter( {
	id,
	field,
	value,
}: {
	id: string;
	field: Field;
	value: string;
} ) {
	const length = Array.from( value ).length;
	const tooLong = field.maxLength !== undefined && length > field.maxLength;
	const tooShort =
		field.minLength !== undefined && length > 0 && length < field.minLength;
	const classes = [ 'inkwell-contact-form__counter' ];
	if ( tooLong ) {
		classes.push( 'is-too-long' );
	}
	if ( tooShort ) {
		classes.push( 'is-too-short' );
	}
	let text: string;
	if ( field.maxLength !== undefined ) {
		const left = field.maxLength - length;
		text =
			left >= 0
				? sprintf(
						/* translators: %d: number of characters */
						_n(
							'%d character left',
							'%d characters left',
							left,
							'inkwell-forms'
						),
						left
					)
				: sprintf(
						/* translators: %d: number of characters */
						_n(
							'%d character too many',
							'%d characters too many',
							-left,
							'inkwell-forms'
						),
						-left
					);
	} else {
		text = sprintf(
			/* translators: 1: characters typed, 2: minimum */
			__( '%1$d of at least %2$d characters', 'inkwell-forms' ),
			length,
			field.minLength ?? 0
		);
	}
	return (
		<span id={ id } className={ classes.join( ' ' ) } aria-live="polite">
			{ text }
		</span>
	);
}

/**
 * One field: label, control, character counter and error slot, with aria-invalid and aria-describedby.
 *
 * @param props The field's props.
 */
export function FieldControl( props: FieldControlProps ) {
	const { field, id, value, error, onChange, fileRef, challenge } = props;
	const errorId = `${ id }-error`;
	const counterId = `${ id }-counter`;
	const hasCounter =
		( field.type === 'text' || field.type === 'textarea' ) &&
		( field.maxLength !== undefined || field.minLength !== undefined );
	const describedBy =
		[ error ? errorId : '', hasCounter ? counterId : '' ]
			.filter( Boolean )
			.join( ' ' ) || undefined;
	const aria = {
		'aria-invalid': error ? ( 'true' as const ) : undefined,
		'aria-describedby': describedBy,
	};
	const label =
		( field.type === 'quiz' && challenge?.question ) ||
		field.label ||
		field.name;
	const mark =
		field.required && field.type !== 'acceptance' ? (
			<span className="inkwell-contact-form__required" aria-hidden="true">
				*
			</span>
		) : null;
	const errorSlot = (
		<span className="inkwell-contact-form__error" id={ errorId }>
			{ error }
		</span>
	);
	const classes = `inkwell-contact-form__field is-type-${ field.type }`;

	if ( field.type === 'checkbox' || field.type === 'radio' ) {
		const chosen = Array.isArray( value ) ? value : [ value ];
		return (
			<fieldset className={ classes } { ...aria }>
				<legend>
					{ label } { mark }
				</legend>
				{ ( field.options ?? [] ).map( ( option, index ) => (
					<label
						key={ option }
						className="inkwell-contact-form__choice"
						htmlFor={ `${ id }-${ index }` }
					>
						<input
							id={ `${ id }-${ index }` }
							type={ field.type }
							name={
								field.type === 'checkbox'
									? `${ field.name }[]`
									: field.name
							}
							value={ option }
							checked={ chosen.includes( option ) }
							onChange={ ( event ) => {
								if ( field.type === 'radio' ) {
									onChange( option );
									return;
								}
								onChange(
									event.target.checked
										? [ ...chosen, option ]
										: chosen.filter( ( c ) => c !== option )
								);
							} }
						/>{ ' ' }
						{ option }
					</label>
				) ) }
				{ errorSlot }
			</fieldset>
		);
	}

	if ( field.type === 'acceptance' ) {
		return (
			<p className={ classes }>
				<label htmlFor={ id }>
					<input
						id={ id }
						type="checkbox"
						name={ field.name }
						value="1"
						checked={ value === '1' }
						onChange={ ( event ) =>
							onChange( event.target.checked ? '1' : '' )
						}
						{ ...aria }
					/>{ ' ' }
					{ label }
				</label>
				{ errorSlot }
			</p>
		);
	}

	const common = {
		id,
		name: field.name,
		placeholder: field.placeholder,
		...aria,
	};
	const text = Array.isArray( value ) ? '' : value;
	let control;
	if ( field.type === 'textarea' ) {
		control = (
			<textarea
				{ ...common }
				rows={ 6 }
				value={ text }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		);
	} else if ( field.type === 'select' ) {
		control = (
			<select
				{ ...common }
				value={ text }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				<option value="">
					{ __( '— Please choose —', 'inkwell-forms' ) }
				</option>
				{ ( field.options ?? [] ).map( ( option ) => (
					<option key={ option } value={ option }>
						{ option }
					</option>
				) ) }
			</select>
		);
	} else if ( field.type === 'quiz' || field.type === 'captcha' ) {
		control = (
			<>
				{ field.type === 'captcha' && challenge?.image && (
					<img
						className="inkwell-contact-form__captcha"
						src={ challenge.image }
						width={ 150 }
						height={ 50 }
						alt={ __(
							'The code to type, in distorted letters',
							'inkwell-forms'
						) }
					/>
				) }
				<input
					{ ...common }
					type="text"
					autoComplete="off"
					value={ text }
					onChange={ ( event ) => onChange( event.target.value ) }
				/>
				<input
					type="hidden"
					name={ TOKEN_PREFIX + field.name }
					value={ challenge?.token ?? '' }
				/>
			</>
		);
	} else if ( field.type === 'file' ) {
		control = (
			<input
				{ ...common }
				type="file"
				ref={ fileRef }
				accept={ field.accept?.join( ',' ) }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		);
	} else {
		control = (
			<input
				{ ...common }
				type={ field.type }
				value={ text }
				min={ field.min }
				max={ field.max }
				step={ field.step }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		);
	}
	return (
		<p className={ classes }>
			<label htmlFor={ id }>
				{ label }
				{ mark }
			</label>
			{ control }
			{ hasCounter && (
				<Counter id={ counterId } field={ field } value={ text } />
			) }
			{ errorSlot }
		</p>
	);
}
