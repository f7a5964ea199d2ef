/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { announceFormSuccess } from '../../common/form-success';
import { INLINE_MESSAGE_TIMEOUT, POPUP_MESSAGE_TIMEOUT } from './constants';
import { isValidEmail, subscribe } from './subscribe';
import type { NewsletterFormProps, SubscribeAnswer } from './types';

/** Name of the honeypot field among the `additional` fields (the server's Subscribe_Ajax::HONEYPOT). */
const HONEYPOT = 'inkblocks_website';

/**
 * The newsletter sign-up form, inline or in a popup (SPEC 4.12, 5.4): checks the address, posts it, shows
 * the answer for its time-out, redirects or asks its popup to close on success; a new submit aborts the
 * request still in flight.
 *
 * @param props The island's props.
 */
export function NewsletterForm( props: NewsletterFormProps ) {
	const id = useId();
	const [ email, setEmail ] = useState( '' );
	const [ honeypot, setHoneypot ] = useState( '' );
	const [ invalid, setInvalid ] = useState( false );
	const [ loading, setLoading ] = useState( false );
	const [ message, setMessage ] = useState< SubscribeAnswer | null >( null );
	const inFlight = useRef< AbortController | null >( null );
	const hideTimer = useRef< number | undefined >( undefined );
	const form = useRef< HTMLFormElement >( null );

	useEffect(
		() => () => {
			inFlight.current?.abort();
			window.clearTimeout( hideTimer.current );
		},
		[]
	);

	const show = ( answer: SubscribeAnswer ) => {
		setMessage( answer );
		window.clearTimeout( hideTimer.current );
		hideTimer.current = window.setTimeout(
			() => setMessage( null ),
			props.inPopup ? POPUP_MESSAGE_TIMEOUT : INLINE_MESSAGE_TIMEOUT
		);
	};

	const succeed = () => {
		if ( props.redirect && props.redirect_url ) {
			const target = new URL( props.redirect_url, window.location.href );
			// The server only prints URLs of this site; checked again so no other host is ever opened.
			if ( target.host === window.location.host ) {
				window.location.assign( target.href );
			}
		}
		if ( props.inPopup && props.close_popup_when_success && form.current ) {
			announceFormSuccess( form.current );
		}
	};

	const submit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( ! isValidEmail( email ) ) {
			setInvalid( true );
			show( {
				type: 'error',
				message:
					props.invalidMessage ||
					__( 'Please specify a valid email', 'inkblocks' ),
			} );
			return;
		}
		inFlight.current?.abort();
		const controller = new AbortController();
		inFlight.current = controller;
		setLoading( true );
		try {
			const answer = await subscribe(
				props.ajaxUrl,
				props.action,
				{
					email: email.trim(),
					...( props.inPopup
						? {}
						: { use_target_list_id: props.use_target_list_id } ),
					target_list_id: props.target_list_id,
					data: props.data,
					additional: { [ HONEYPOT ]: honeypot },
				},
				controller.signal
			);
			show( answer );
			if ( answer.type === 'success' ) {
				succeed();
			}
		} catch {
			// SPEC 8: a failed popup call is ignored; an aborted one was replaced by a newer submit.
			if ( ! props.inPopup && ! controller.signal.aborted ) {
				show( {
					type: 'error',
					message: __(
						'The sign-up could not be sent. Please try again.',
						'inkblocks'
					),
				} );
			}
		} finally {
			if ( inFlight.current === controller ) {
				inFlight.current = null;
				setLoading( false );
			}
		}
	};

	const classes = [ 'inkblocks-newsletter__form' ];
	if ( loading ) {
		classes.push( 'is-loading' );
	}

	return (
		<form
			ref={ form }
			className={ classes.join( ' ' ) }
			noValidate
			onSubmit={ submit }
		>
			<label className="inkblocks-newsletter__label" htmlFor={ id }>
				{ __( 'E-mail address', 'inkblocks' ) }
			</label>
			<div className="inkblocks-newsletter__row">
				<input
					className={
						'inkblocks-newsletter__email' +
						( invalid ? ' is-invalid' : '' )
					}
					id={ id }
					type="email"
					name="email"
					autoComplete="email"
					placeholder={ __( 'you@example.com', 'inkblocks' ) }
					aria-invalid={ invalid }
					aria-describedby={ message ? `${ id }-message` : undefined }
					value={ email }
					onChange={ ( event ) => setEmail( event.target.value ) }
					onFocus={ () => setInvalid( false ) }
				/>
				<button
					className="inkblocks-newsletter__submit"
					type="submit"
					aria-busy={ loading }
				>
					{ props.buttonText }
				</button>
			</div>
			<p className="inkblocks-newsletter__trap" aria-hidden="true">
				<label htmlFor={ `${ id }-trap` }>
					{ __( 'Leave this field empty', 'inkblocks' ) }
				</label>
				<input
					id={ `${ id }-trap` }
					type="text"
					tabIndex={ -1 }
					autoComplete="off"
					value={ honeypot }
					onChange={ ( event ) => setHoneypot( event.target.value ) }
				/>
			</p>
			<p
				id={ `${ id }-message` }
				className={
					'inkblocks-newsletter__message' +
					( message ? ` is-${ message.type }` : '' )
				}
				role="status"
			>
				{ message?.message }
			</p>
		</form>
	);
}
