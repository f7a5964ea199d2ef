/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { communityCall } from '../../../common/api';
import { RefusalNotice, refusalMessage } from '../refusal';
import {
	showsChanged,
	togglePath,
	toggleTransition,
} from './toggle-transition';
import type { ToggleButtonProps, ToggleKind } from './types';

/**
 * The visible label of a button. It stays as the state changes, which aria-pressed carries; only block
 * names its action ("Block", "Unblock", the word of the blocked-people list) and is not a pressed button,
 * so its state is said once.
 *
 * @param kind   The button's kind.
 * @param active Whether the relation exists.
 */
function label( kind: ToggleKind, active: boolean ): string {
	switch ( kind ) {
		case 'follow-user':
			return __( 'Follow', 'inkwell-community' );
		case 'follow-category':
			return __( 'Follow topic', 'inkwell-community' );
		case 'bookmark':
			return __( 'Bookmark', 'inkwell-community' );
		default:
			return active
				? __( 'Unblock', 'inkwell-community' )
				: __( 'Block', 'inkwell-community' );
	}
}

/**
 * The name of a follow button, which says whom it follows; undefined for the other kinds (their label is
 * their name).
 *
 * @param kind The button's kind.
 * @param name The person's public name.
 */
export function ariaLabel(
	kind: ToggleKind,
	name: string | undefined
): string | undefined {
	if ( kind !== 'follow-user' || ! name ) {
		return undefined;
	}
	/* translators: %s: a person's public name. */
	return sprintf( __( 'Follow %s', 'inkwell-community' ), name );
}

/**
 * A community toggle (SPEC 4.1): follow an author or a category, bookmark, block. Disabled and loading
 * while the call runs; follows swap on the confirming message; bookmark and block toggle 'is-changed';
 * failures leave the button as it was (SPEC 8), and a refusal of the per-person limit is said in a polite
 * live region beside it. While the call runs the button is aria-disabled, not disabled, so it keeps the
 * keyboard focus. Guests get plain controls instead (community-base bundle).
 *
 * @param props The island's props.
 */
export function ToggleButton( props: ToggleButtonProps ) {
	const { kind, id } = props;
	const [ active, setActive ] = useState( props.active );
	const [ changed, setChanged ] = useState( false );
	const [ pending, setPending ] = useState( false );
	const [ refusal, setRefusal ] = useState( '' );

	const toggle = async () => {
		if ( pending ) {
			return;
		}
		setPending( true );
		setRefusal( '' );
		try {
			const answer = await communityCall( togglePath( kind, active ), {
				id,
			} );
			const next = toggleTransition( kind, active, answer.message );
			if ( next !== null ) {
				setActive( next );
				if ( showsChanged( kind ) ) {
					setChanged( ( value ) => ! value );
				}
			}
		} catch ( error ) {
			// SPEC 8: the button stays as it was; only a rate-limit refusal is said.
			setRefusal( refusalMessage( error ) );
		} finally {
			setPending( false );
		}
	};

	const classes = [ 'inkwell-toggle-button', `is-${ kind }` ];
	if ( active ) {
		classes.push( 'is-active' );
	}
	if ( changed ) {
		classes.push( 'is-changed' );
	}
	if ( pending ) {
		classes.push( 'is-loading' );
	}

	return (
		<>
			<button
				type="button"
				className={ classes.join( ' ' ) }
				aria-pressed={ kind === 'block' ? undefined : active }
				aria-label={ ariaLabel( kind, props.name ) }
				aria-busy={ pending }
				aria-disabled={ pending }
				data-id={ id }
				onClick={ toggle }
			>
				{ label( kind, active ) }
			</button>
			<RefusalNotice message={ refusal } />
		</>
	);
}
