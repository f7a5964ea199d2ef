/**
 * The contact form island (SPEC 4.10, 5.3, 8). It enhances the form the server rendered (render.php and
 * the field blocks' render.php) and renders no field of its own: it validates against the server's
 * schema, marks invalid fields, sends the form to the feedback route, shows the answer, keeps submit
 * disabled until every acceptance box is ticked, counts characters and renews quiz and captcha
 * challenges. Plain DOM: a page with a form loads no React for it.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { announceFormSuccess } from '../../common/form-success';
import { checkField, normalizeUrl } from '../fields/rules';
import type { Field, FieldValue, Schema } from '../fields/types';
import { FormCallError, fetchSchema, refill, sendFeedback } from './api';
import { attachCounter } from './counter';
import { describedBy } from './described-by';
import { stateOf } from './status';
import type { Answer, Challenges, ContactFormProps, FormStatus } from './types';

/** The island's element, printed by render.php. */
export const ISLAND = '[data-inkwell-island="contact-form"]';

const TOKEN_PREFIX = '_inkwell_forms_challenge_';
const POSTED_HASH = '_inkwell_forms_posted_data_hash';
const FILL_TOKEN = '_inkwell_forms_ts';
/** The wrapper of one field: its label, control(s) and error slot. */
const FIELD = '.inkwell-contact-form__field';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const enhanced = new WeakSet< Element >();

/**
 * The island's props, printed by render.php as JSON; null when they cannot be read.
 *
 * @param root The island element.
 */
function propsOf( root: HTMLElement ): ContactFormProps | null {
	try {
		const props = JSON.parse( root.dataset.inkwellProps ?? '' );
		return typeof props?.restUrl === 'string' &&
			typeof props?.status === 'string'
			? props
			: null;
	} catch {
		return null;
	}
}

/**
 * The message that replaces a form placed inside another form (SPEC 8).
 *
 * @param document The page.
 */
function wrongPlace( document: Document ): HTMLElement {
	const notice = document.createElement( 'p' );
	notice.className = 'inkwell-contact-form__wrong-place';
	notice.setAttribute( 'role', 'alert' );
	notice.textContent = __(
		'Error: This contact form is placed in the wrong place.',
		'inkwell-forms'
	);
	return notice;
}

/**
 * Enhances one rendered contact form.
 *
 * @param root The island element: the block's wrapper around the form.
 */
export function enhanceContactForm( root: HTMLElement ): void {
	// The browser drops a form element nested in another form, so these fields would go with the outer
	// form: take them out and say so instead.
	if ( root.parentElement?.closest( 'form' ) ) {
		root.replaceChildren( wrongPlace( root.ownerDocument ) );
		return;
	}
	const props = propsOf( root );
	const form = root.querySelector< HTMLFormElement >(
		'form.inkwell-contact-form__form'
	);
	if ( ! props || ! form ) {
		return;
	}
	const restUrl = props.restUrl;
	const response = form.querySelector< HTMLElement >(
		'.inkwell-contact-form__response'
	);
	const submits = [
		...form.querySelectorAll< HTMLButtonElement >(
			'button[type="submit"]'
		),
	];
	const acceptances = [
		...form.querySelectorAll< HTMLInputElement >(
			'.is-type-acceptance input[type="checkbox"][required]'
		),
	];
	const hasChallenges =
		form.querySelector( `input[name^="${ TOKEN_PREFIX }"]` ) !== null;
	const counters = [
		...form.querySelectorAll< HTMLInputElement | HTMLTextAreaElement >(
			'.is-type-text input, .is-type-textarea textarea'
		),
	]
		.map( attachCounter )
		.filter( ( update ) => update !== null );
	let status: FormStatus = props.status;
	let schema: Schema | null = null;
	/** Names of the fields marked invalid now. */
	const invalid = new Set(
		[ ...form.querySelectorAll( '[aria-invalid="true"]' ) ].map( nameOf )
	);

	const controlsOf = ( name: string ) => [
		...form.querySelectorAll< Control >(
			`[name="${ name }"], [name="${ name }[]"]`
		),
	];

	// Disabled until the boxes are ticked (SPEC 4.10); while sending only aria-disabled, so the button
	// keeps the keyboard focus (onSubmit ignores a second submit).
	const updateSubmit = () => {
		const busy = status === 'submitting' || status === 'resetting';
		const accepted = acceptances.every( ( box ) => box.checked );
		for ( const button of submits ) {
			button.disabled = ! accepted;
			button.setAttribute( 'aria-disabled', String( busy ) );
		}
	};

	const setStatus = ( next: FormStatus ) => {
		root.classList.remove( `is-${ status }` );
		root.classList.add( `is-${ next }` );
		status = next;
		form.dataset.status = next;
		form.setAttribute(
			'aria-busy',
			String( next === 'submitting' || next === 'resetting' )
		);
		updateSubmit();
	};

	const say = ( message: string ) => {
		if ( response ) {
			response.textContent = message;
		}
	};

	const valueOf = ( field: Field ): FieldValue => {
		const controls = controlsOf( field.name );
		const checked = () =>
			controls
				.filter(
					( control ): control is HTMLInputElement =>
						control instanceof HTMLInputElement && control.checked
				)
				.map( ( control ) => control.value );
		switch ( field.type ) {
			case 'file':
				return controls.flatMap( ( control ) =>
					Array.from(
						( control as HTMLInputElement ).files ?? []
					).map( ( file ) => ( {
						name: file.name,
						size: file.size,
						type: file.type,
					} ) )
				);
			case 'checkbox':
				return checked();
			case 'radio':
			case 'acceptance':
				return checked()[ 0 ] ?? '';
			default:
				return controls[ 0 ]?.value ?? '';
		}
	};

	const errorOf = ( field: Field ): string => {
		if ( ! schema || field.type === 'acceptance' ) {
			return '';
		}
		const code = checkField( field, valueOf( field ), schema.schemes );
		return code ? ( schema.messages[ code ] ?? code ) : '';
	};

	// The message in the field's error slot; each control is aria-invalid and described by it.
	const mark = ( name: string, message: string ) => {
		const controls = controlsOf( name );
		const slot = controls[ 0 ]
			?.closest( FIELD )
			?.querySelector< HTMLElement >( '.inkwell-contact-form__error' );
		if ( ! slot ) {
			return;
		}
		slot.textContent = message;
		for ( const control of controls ) {
			describedBy( control, slot.id, message !== '' );
			if ( message ) {
				control.setAttribute( 'aria-invalid', 'true' );
			} else {
				control.removeAttribute( 'aria-invalid' );
			}
		}
		if ( message ) {
			invalid.add( name );
		} else {
			invalid.delete( name );
		}
	};

	const showErrors = ( errors: Record< string, string > ) => {
		for ( const name of [ ...invalid ] ) {
			mark( name, '' );
		}
		for ( const [ name, message ] of Object.entries( errors ) ) {
			mark( name, message );
		}
	};

	// A field's visible label (a group's legend), without its required mark.
	const labelOf = ( name: string ): string => {
		const control = controlsOf( name )[ 0 ];
		const label =
			control?.closest( FIELD )?.querySelector( 'legend' ) ??
			control?.labels?.[ 0 ];
		if ( ! label ) {
			return name;
		}
		const copy = label.cloneNode( true ) as HTMLElement;
		copy.querySelectorAll(
			'.inkwell-contact-form__required, .screen-reader-text'
		).forEach( ( extra ) => extra.remove() );
		return copy.textContent?.trim() || name;
	};

	const focusFirstInvalid = () =>
		form.querySelector< HTMLElement >( '[aria-invalid="true"]' )?.focus();

	// The fill-time token is single-use: a refill or an answer that used it brings the next one.
	const applyChallenges = ( fresh: Challenges ) => {
		const fillToken = controlsOf( FILL_TOKEN )[ 0 ];
		if ( fillToken && fresh.fill_token ) {
			fillToken.value = fresh.fill_token;
		}
		const renew = ( name: string, token: string ) => {
			const [ answer ] = controlsOf( name );
			if ( answer ) {
				answer.value = '';
			}
			const hidden = controlsOf( TOKEN_PREFIX + name )[ 0 ];
			if ( hidden ) {
				hidden.value = token;
			}
			return answer?.closest( FIELD );
		};
		for ( const [ name, quiz ] of Object.entries( fresh.quiz ?? {} ) ) {
			const question = renew( name, quiz.token )?.querySelector(
				'.inkwell-contact-form__question'
			);
			if ( question ) {
				question.textContent = quiz.question;
			}
		}
		for ( const [ name, captcha ] of Object.entries(
			fresh.captcha ?? {}
		) ) {
			renew( name, captcha.token )
				?.querySelector( 'img.inkwell-contact-form__captcha' )
				?.setAttribute( 'src', captcha.image );
		}
	};

	const askForChallenges = async () => {
		try {
			applyChallenges( await refill( restUrl ) );
		} catch {
			// The challenges on the page stay; the server says if they are used up.
		}
	};

	// After mail_sent the form is reset; a quiz or captcha then gets new challenges (SPEC 4.10).
	const reset = async () => {
		setStatus( 'resetting' );
		form.reset();
		showErrors( {} );
		counters.forEach( ( update ) => update() );
		if ( hasChallenges ) {
			await askForChallenges();
		}
		setStatus( 'sent' );
		// A popup around the form closes 3000 ms later (SPEC 4.11).
		announceFormSuccess( form );
		// Submit is disabled again until the boxes are ticked: keep focus on the answer, not on the page.
		const active = root.ownerDocument.activeElement;
		if (
			! active ||
			active === root.ownerDocument.body ||
			( active instanceof HTMLButtonElement && active.disabled )
		) {
			response?.focus();
		}
	};

	const showAnswer = async ( answer: Answer ) => {
		const hash = controlsOf( POSTED_HASH )[ 0 ];
		if ( hash ) {
			hash.value = answer.posted_data_hash ?? '';
		}
		// Each answer brings new challenges; the old answers to them no longer count.
		applyChallenges( answer );
		showErrors(
			Object.fromEntries(
				( answer.invalid_fields ?? [] ).map( ( f ) => [
					f.field,
					f.message,
				] )
			)
		);
		say( answer.message );
		const state = stateOf( answer.status );
		setStatus( state );
		focusFirstInvalid();
		if ( state === 'sent' ) {
			await reset();
		}
	};

	const onSubmit = async ( event: Event ) => {
		event.preventDefault();
		if ( status === 'submitting' || status === 'resetting' ) {
			return;
		}
		setStatus( 'validating' );
		const fields = schema?.fields ?? [];
		const errors = Object.fromEntries(
			fields
				.map( ( field ) => [ field.name, errorOf( field ) ] )
				.filter( ( [ , error ] ) => error )
		);
		showErrors( errors );
		if ( invalid.size ) {
			setStatus( 'invalid' );
			say( errorSummary( [ ...invalid ].map( labelOf ) ) );
			focusFirstInvalid();
			return;
		}
		setStatus( 'submitting' );
		const body = new FormData( form );
		for ( const field of fields ) {
			const value = body.get( field.name );
			if ( field.type === 'url' && typeof value === 'string' && value ) {
				body.set(
					field.name,
					normalizeUrl( value, schema?.schemes ?? [] ) ?? value
				);
			}
		}
		try {
			await showAnswer( await sendFeedback( restUrl, body ) );
		} catch ( error ) {
			setStatus( 'failed' );
			say(
				error instanceof FormCallError
					? error.message
					: __( 'You are probably offline.', 'inkwell-forms' )
			);
		}
	};

	const onInput = ( event: Event ) => {
		updateSubmit();
		const name = nameOf( event.target );
		const field = schema?.fields.find( ( f ) => f.name === name );
		// A field marked invalid is re-checked as it is corrected; others wait for submit, so no message
		// appears (and moves the button) while the pointer is on its way.
		if ( field && invalid.has( name ) ) {
			mark( name, errorOf( field ) );
		}
	};

	// The island validates against the schema and shows its own messages beside the fields.
	form.noValidate = true;
	form.addEventListener( 'submit', onSubmit );
	form.addEventListener( 'input', onInput );
	form.addEventListener( 'change', onInput );
	setStatus( status );
	fetchSchema( restUrl )
		.then( ( answer ) => {
			schema = answer;
		} )
		.catch( () => undefined ); // The server validates anyway.
	// A cached page may carry used-up challenges and another visitor's fill-time token: ask for new ones.
	askForChallenges();
}

/**
 * What the live region says when fields are invalid: how many, and which.
 *
 * @param labels The invalid fields' labels, in the form's order.
 */
export function errorSummary( labels: string[] ): string {
	return sprintf(
		/* translators: 1: number of fields with an error, 2: their labels, separated by commas. */
		_n(
			'%1$d field has an error: %2$s. Please check and try again.',
			'%1$d fields have an error: %2$s. Please check and try again.',
			labels.length,
			'inkwell-forms'
		),
		labels.length,
		labels.join( ', ' )
	);
}

/**
 * The field name of a control: checkboxes post as name[].
 *
 * @param control A control, or any event target.
 */
function nameOf( control: EventTarget | null ): string {
	return control instanceof Element
		? ( control.getAttribute( 'name' ) ?? '' ).replace( /\[\]$/, '' )
		: '';
}

/**
 * Enhances every contact form in a part of the page that is not enhanced yet. Idempotent.
 *
 * @param scope The document, or an element inserted later (a popup's content).
 */
export function enhanceContactForms( scope: ParentNode ): void {
	const roots = [
		...( scope instanceof HTMLElement && scope.matches( ISLAND )
			? [ scope ]
			: [] ),
		...scope.querySelectorAll< HTMLElement >( ISLAND ),
	];
	for ( const root of roots ) {
		if ( ! enhanced.has( root ) ) {
			enhanced.add( root );
			enhanceContactForm( root );
		}
	}
}
