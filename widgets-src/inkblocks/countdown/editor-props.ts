/**
 * The countdown island's props built in the editor from the block's attributes, as Countdown::props()
 * builds them on the server, so the canvas ticks as the page will.
 */

/**
 * Internal dependencies
 */
import { instantOfWallClock } from './time-zone';
import type { CountdownAttributes, CountdownProps } from './types';

/**
 * The instant (epoch ms) of a date and time written in a time zone (YYYY-MM-DD HH:MM[:SS], with a space
 * or a T), or null when it is not one.
 *
 * @param value    The saved value.
 * @param timeZone An IANA name or a fixed offset.
 */
export function instantInZone(
	value: string,
	timeZone: string
): number | null {
	const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(
		value.trim()
	);
	if ( ! m ) {
		return null;
	}
	const part = ( index: number ) => Number( m[ index ] ?? 0 );
	const wall = Date.UTC(
		part( 1 ),
		part( 2 ) - 1,
		part( 3 ),
		part( 4 ),
		part( 5 ),
		part( 6 )
	);
	if ( new Date( wall ).getUTCDate() !== part( 3 ) ) {
		return null;
	}
	return instantOfWallClock( wall, timeZone );
}

/**
 * The island's props for the canvas.
 *
 * @param attributes The block's attributes.
 * @param timeZone   The site's time zone.
 */
export function editorProps(
	attributes: CountdownAttributes,
	timeZone: string
): CountdownProps {
	return {
		id: attributes.timerId || 'editor',
		type: attributes.type,
		'due-date': instantInZone( attributes.dueDate, timeZone ),
		'start-date': instantInZone( attributes.startDate, timeZone ),
		'evergreen-interval': attributes.evergreenInterval,
		'restart-interval': attributes.restartInterval,
		'expire-actions': attributes.expireActions,
		'expire-redirect-url': attributes.expireRedirectUrl,
		message: attributes.expireMessage,
		timeZone,
		showDays: attributes.showDays,
		showSeconds: attributes.showSeconds,
	};
}

/**
 * What the editor must still choose before the countdown can show (as Countdown::missing()).
 *
 * @param attributes The block's attributes.
 */
export function needsStart( attributes: CountdownAttributes ): boolean {
	return (
		( attributes.type === 'due_date' && ! attributes.dueDate ) ||
		( attributes.type === 'endless' && ! attributes.startDate )
	);
}
