/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { COUNTDOWN_TICK } from './constants';
import { expire, initialDeadline, splitRemaining } from './countdown';
import type { CountdownProps, DeadlineStorage, Expiry } from './types';

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
 * message or hides itself, as the block's expire actions say.
 *
 * @param props The island's props.
 */
export function Countdown( props: CountdownProps ) {
	const [ now, setNow ] = useState( () => Date.now() );
	const [ deadline, setDeadline ] = useState( () =>
		initialDeadline( props, Date.now(), browserStorage() )
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
		if ( deadline === null || outcome || now < deadline ) {
			return;
		}
		const result = expire( props, deadline, now, browserStorage() );
		if ( result.redirect ) {
			window.location.assign( result.redirect );
		}
		if ( result.restartAt !== null ) {
			setDeadline( result.restartAt );
		} else {
			setOutcome( result );
		}
	}, [ now, deadline, outcome, props ] );

	if ( deadline === null ) {
		return null;
	}
	if ( outcome?.message ) {
		return (
			<p className="inkblocks-countdown__message" role="status">
				{ props.message }
			</p>
		);
	}
	if ( outcome?.hide ) {
		return null;
	}
	const left = splitRemaining( outcome ? 0 : deadline - now );
	const units = [
		props.showDays && {
			key: 'days',
			value: left.days,
			label: __( 'Days', 'inkblocks' ),
		},
		{
			key: 'hours',
			value: props.showDays ? left.hours : left.days * 24 + left.hours,
			label: __( 'Hours', 'inkblocks' ),
		},
		{
			key: 'minutes',
			value: left.minutes,
			label: __( 'Minutes', 'inkblocks' ),
		},
		props.showSeconds && {
			key: 'seconds',
			value: left.seconds,
			label: __( 'Seconds', 'inkblocks' ),
		},
	].filter( ( unit ) => unit !== false );

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
					<span className="inkblocks-countdown__label">
						{ unit.label }
					</span>
				</span>
			) ) }
		</div>
	);
}
