/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useEditing } from '../../common/editor/editing';
import { COUNTDOWN_TICK } from './constants';
import { expire, initialDeadline, splitRemaining } from './countdown';
import type {
	CountdownProps,
	CountdownUnit,
	DeadlineStorage,
	Expiry,
} from './types';

/**
 * The page's localStorage, or null where it is refused.
 */
function browserStorage(): DeadlineStorage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

/**
 * Two digits at least.
 *
 * @param value A number of units.
 */
const pad = ( value: number ) => String( value ).padStart( 2, '0' );

/**
 * The countdown island (SPEC 4.13): ticks every second and, at zero, redirects, restarts, shows the
 * message or hides itself, as the block's expire actions say. In the editor it ticks but stops at zero
 * (no redirect, nothing hidden) and keeps no evergreen deadline in the browser.
 *
 * @param props             The island's props.
 * @param props.renderLabel The editor's in-place label editor, in place of the label.
 */
export function Countdown( {
	renderLabel,
	...props
}: CountdownProps & {
	renderLabel?: ( unit: CountdownUnit, label: string ) => ReactNode;
} ) {
	const editing = useEditing();
	const storage = editing ? null : browserStorage();
	const [ now, setNow ] = useState( () => Date.now() );
	const [ deadline, setDeadline ] = useState( () =>
		initialDeadline( props, Date.now(), storage )
	);
	const [ outcome, setOutcome ] = useState< Expiry | null >( null );

	useEffect( () => {
		const timer = window.setInterval(
			() => setNow( Date.now() ),
			COUNTDOWN_TICK
		);
		return () => window.clearInterval( timer );
	}, [] );

	useEffect( () => {
		if ( editing || deadline === null || outcome || now < deadline ) {
			return;
		}
		const result = expire( props, deadline, now, storage );
		if ( result.redirect ) {
			window.location.assign( result.redirect );
		}
		if ( result.restartAt !== null ) {
			setDeadline( result.restartAt );
		} else {
			setOutcome( result );
		}
	}, [ now, deadline, outcome, editing, storage, props ] );

	if ( deadline === null ) {
		return null;
	}
	if ( outcome?.message ) {
		return (
			<p
				className="inkblocks-countdown__message"
				role="status"
				// Inline tags only: the server cleaned the message (Rich_Text::inline).
				dangerouslySetInnerHTML={ { __html: props.message } }
			/>
		);
	}
	if ( outcome?.hide ) {
		return null;
	}
	const left = splitRemaining( outcome ? 0 : deadline - now );
	const units: Array< { key: CountdownUnit; value: number; label: string } > =
		[
			props.showDays && {
				key: 'days' as const,
				value: left.days,
				label: __( 'Days', 'inkblocks' ),
			},
			{
				key: 'hours' as const,
				value: props.showDays
					? left.hours
					: left.days * 24 + left.hours,
				label: __( 'Hours', 'inkblocks' ),
			},
			{
				key: 'minutes' as const,
				value: left.minutes,
				label: __( 'Minutes', 'inkblocks' ),
			},
			props.showSeconds && {
				key: 'seconds' as const,
				value: left.seconds,
				label: __( 'Seconds', 'inkblocks' ),
			},
		]
			.filter( ( unit ) => unit !== false )
			.map( ( unit ) => ( {
				...unit,
				label: props.labels?.[ unit.key ] ?? unit.label,
			} ) );

	return (
		<div
			className="inkblocks-countdown__timer"
			role="timer"
			data-remaining={ left.total }
		>
			{ units.map( ( unit ) => (
				<span
					key={ unit.key }
					className={ `inkblocks-countdown__unit is-${ unit.key }` }
				>
					<span className="inkblocks-countdown__value">
						{ pad( unit.value ) }
					</span>{ ' ' }
					{ renderLabel ? (
						renderLabel( unit.key, unit.label )
					) : (
						<span
							className="inkblocks-countdown__label"
							// Inline tags only: the server cleaned the labels (Rich_Text::inline).
							dangerouslySetInnerHTML={ { __html: unit.label } }
						/>
					) }
				</span>
			) ) }
		</div>
	);
}
