/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { checkField, normalizeUrl } from '../validation/rules';
import type {
	Answer,
	Challenges,
	ContactFormProps,
	Field,
	FieldValue,
	FormStatus,
	Schema,
} from '../types';
import { FormCallError, fetchSchema, refill, sendFeedback } from './api';
import { FieldControl } from './FieldControl';
import { stateOf } from './status';

type Values = Record< string, string | string[] >;

/**
 * Whether a field is a quiz or captcha, answered against a server challenge.
 *
 * @param field The field.
 */
const isChallenge = ( field: Field ) =>
	field.type === 'quiz' || field.type === 'captcha';

const HONEYPOT = '_inkwell_forms_website';
const POSTED_HASH = '_inkwell_forms_posted_data_hash';
const FILL_TOKEN = '_inkwell_forms_ts';

/**
 * The starting value of each field: its default, or what a plain POST sent back.
 *
 * @param fields  Data fields.
 * @param initial Values printed by the server.
 */
function startValues( fields: Field[], initial: Values = {} ): Values {
	return Object.fromEntries(
		fields.map( ( field ) => [
			field.name,
			initial[ field.name ] ??
				( field.type === 'checkbox' ? [] : ( field.default ?? '' ) ),
		] )
	);
}

/**
 * The contact form island (SPEC 4.10, 5.3, 8): validates with the server's schema, sends the form to the
 * feedback route, shows the answer and each field's message, and keeps its state on the form element.
 *
 * @param props The island's props, printed by the contact form block.
 */
export function ContactForm( props: ContactFormProps ) {
	const dataFields = props.fields.filter( ( f ) => f.type !== 'submit' );
	const submitField = props.fields.find( ( f ) => f.type === 'submit' );
	const [ values, setValues ] = useState< Values >( () =>
		startValues( dataFields, props.values )
	);
	const [ errors, setErrors ] = useState< Record< string, string > >(
		props.errors ?? {}
	);
	const [ status, setStatus ] = useState< FormStatus >( props.status );
	const [ message, setMessage ] = useState( props.message );
	const [ hash, setHash ] = useState( '' );
	// The fill-time token is single-use: a cached page's one is replaced on mount, a used one by the answer.
	const [ fillToken, setFillToken ] = useState(
		props.hidden[ FILL_TOKEN ] ?? ''
	);
	const [ schema, setSchema ] = useState< Schema | null >( null );
	const [ wrongPlace, setWrongPlace ] = useState( false );
	const [ challenges, setChallenges ] = useState< Challenges >(
		props.challenges ?? { captcha: {}, quiz: {} }
	);
	const formRef = useRef< HTMLFormElement >( null );
	const fileInputs = useRef< Record< string, HTMLInputElement | null > >(
		{}
	);
	const focusInvalid = useRef( false );

	useEffect( () => {
		// A form inside another form cannot be sent: say so instead of failing silently.
		if ( formRef.current?.parentElement?.closest( 'form' ) ) {
			setWrongPlace( true );
			return;
		}
		fetchSchema( props.restUrl )
			.then( setSchema )
			.catch( () => setSchema( null ) ); // The server validates anyway.
		// A cached page may carry used-up challenges and another visitor's token: ask for new ones.
		refill( props.restUrl )
			.then( ( fresh ) => {
				setChallenges( fresh );
				setFillToken( ( token ) => fresh.fill_token ?? token );
			} )
			.catch( () => undefined );
		// Once per form: the fields and address never change.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ props.restUrl ] );

	useEffect( () => {
		if ( focusInvalid.current ) {
			focusInvalid.current = false;
			formRef.current
				?.querySelector< HTMLElement >(
					'[aria-invalid="true"], [aria-invalid="true"] input'
				)
				?.focus();
		}
	}, [ errors ] );

	if ( wrongPlace ) {
		return (
			<p className="inkwell-contact-form__wrong-place" role="alert">
				{ __(
					'Error: This contact form is placed in the wrong place.',
					'inkwell-forms'
				) }
			</p>
		);
	}

	const valueOf = ( field: Field, typed?: FieldValue ): FieldValue => {
		if ( field.type !== 'file' ) {
			return typed ?? values[ field.name ] ?? '';
		}
		return Array.from( fileInputs.current[ field.name ]?.files ?? [] ).map(
			( file ) => ( {
				name: file.name,
				size: file.size,
				type: file.type,
			} )
		);
	};

	const errorOf = ( name: string, typed?: FieldValue ): string => {
		const field = schema?.fields.find( ( f ) => f.name === name );
		if ( ! schema || ! field || field.type === 'acceptance' ) {
			return '';
		}
		const code = checkField(
			field,
			valueOf( field, typed ),
			schema.schemes
		);
		return code ? ( schema.messages[ code ] ?? code ) : '';
	};

	const validateOne = ( name: string, typed?: FieldValue ) => {
		if ( ! schema ) {
			return;
		}
		const error = errorOf( name, typed );
		setErrors( ( current ) => {
			const next = { ...current };
			if ( error ) {
				next[ name ] = error;
			} else {
				delete next[ name ];
			}
			return next;
		} );
	};

	const reset = async ( wasSent: boolean ) => {
		setStatus( 'resetting' );
		formRef.current?.reset();
		setValues( startValues( dataFields ) );
		setErrors( {} );
		try {
			const fresh = await refill( props.restUrl );
			setChallenges( fresh );
			setFillToken( ( token ) => fresh.fill_token ?? token );
		} catch {
			// The challenges of the answer stay; the form stays usable.
		}
		setStatus( wasSent ? 'sent' : 'init' );
	};

	const showAnswer = async ( answer: Answer ) => {
		const state = stateOf( answer.status );
		setHash( answer.posted_data_hash ?? '' );
		setFillToken( ( token ) => answer.fill_token ?? token );
		// Each answer brings new challenges; the old answers to them no longer count.
		if ( answer.captcha && answer.quiz ) {
			setChallenges( { captcha: answer.captcha, quiz: answer.quiz } );
			setValues( ( current ) => ( {
				...current,
				...Object.fromEntries(
					dataFields
						.filter( isChallenge )
						.map( ( field ) => [ field.name, '' ] )
				),
			} ) );
		}
		focusInvalid.current = answer.invalid_fields?.length > 0;
		setErrors(
			Object.fromEntries(
				( answer.invalid_fields ?? [] ).map( ( f ) => [
					f.field,
					f.message,
				] )
			)
		);
		setMessage( answer.message );
		setStatus( state );
		if ( state === 'sent' ) {
			await reset( true );
		}
	};

	const onSubmit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( status === 'submitting' || ! formRef.current ) {
			return;
		}
		setStatus( 'validating' );
		const found = Object.fromEntries(
			dataFields
				.map( ( field ) => [ field.name, errorOf( field.name ) ] )
				.filter( ( [ , error ] ) => error )
		);
		if ( Object.keys( found ).length ) {
			focusInvalid.current = true;
			setErrors( found );
			setStatus( 'invalid' );
			setMessage(
				__(
					'One or more fields have an error. Please check and try again.',
					'inkwell-forms'
				)
			);
			return;
		}
		setErrors( {} );
		setStatus( 'submitting' );
		const body = new FormData( formRef.current );
		for ( const field of dataFields ) {
			const value = values[ field.name ];
			if ( field.type === 'url' && typeof value === 'string' && value ) {
				body.set(
					field.name,
					normalizeUrl( value, schema?.schemes ?? [] ) ?? value
				);
			}
		}
		try {
			await showAnswer( await sendFeedback( props.restUrl, body ) );
		} catch ( error ) {
			setStatus( 'failed' );
			setMessage(
				error instanceof FormCallError
					? error.message
					: __( 'You are probably offline.', 'inkwell-forms' )
			);
		}
	};

	const hiddenValue = ( name: string, value: string ) => {
		if ( name === POSTED_HASH ) {
			return hash;
		}
		return name === FILL_TOKEN ? fillToken : value;
	};

	const accepted = dataFields
		.filter( ( f ) => f.type === 'acceptance' && f.required )
		.every( ( f ) => values[ f.name ] === '1' );
	const busy = status === 'submitting' || status === 'resetting';

	return (
		<form
			ref={ formRef }
			className={ `inkwell-contact-form__form is-${ status }` }
			data-status={ status }
			method="post"
			encType="multipart/form-data"
			noValidate
			aria-busy={ busy }
			onSubmit={ onSubmit }
		>
			{ Object.entries( props.hidden ).map( ( [ name, value ] ) => (
				<input
					key={ name }
					type="hidden"
					name={ name }
					value={ hiddenValue( name, value ) }
				/>
			) ) }
			<p className="inkwell-contact-form__honeypot" aria-hidden="true">
				<label htmlFor={ `${ props.unitTag }-hp` }>
					{ __( 'Leave this field empty', 'inkwell-forms' ) }{ ' ' }
					<input
						id={ `${ props.unitTag }-hp` }
						type="text"
						name={ HONEYPOT }
						defaultValue=""
						tabIndex={ -1 }
						autoComplete="off"
					/>
				</label>
			</p>
			{ dataFields.map( ( field ) => (
				<FieldControl
					key={ field.name }
					field={ field }
					id={ `${ props.unitTag }-${ field.name }` }
					value={ values[ field.name ] ?? '' }
					error={ errors[ field.name ] ?? '' }
					onChange={ ( value ) => {
						setValues( ( current ) => ( {
							...current,
							[ field.name ]: value,
						} ) );
						// A field marked invalid is re-checked as it is corrected; others wait for submit,
						// so no message appears (and moves the button) while the pointer is on its way.
						if ( errors[ field.name ] ) {
							validateOne( field.name, value );
						}
					} }
					fileRef={ ( element ) => {
						fileInputs.current[ field.name ] = element;
					} }
					challenge={
						field.type === 'quiz'
							? challenges.quiz[ field.name ]
							: challenges.captcha[ field.name ]
					}
				/>
			) ) }
			<p className="inkwell-contact-form__actions">
				<button
					type="submit"
					className="inkwell-contact-form__submit wp-element-button"
					disabled={ ! accepted || busy }
				>
					{ submitField?.label || __( 'Send', 'inkwell-forms' ) }
				</button>
			</p>
			<div
				className="inkwell-contact-form__response"
				role="status"
				aria-live="polite"
			>
				{ message }
			</div>
		</form>
	);
}
