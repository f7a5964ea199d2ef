/**
 * External dependencies
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { whenReady } from './ready';

/** What the controls show of a media element. */
export interface MediaState {
	ready: boolean;
	playing: boolean;
	current: number;
	duration: number;
	volume: number;
	muted: boolean;
}

const EVENTS = [
	'play',
	'pause',
	'ended',
	'timeupdate',
	'durationchange',
	'volumechange',
	'emptied',
] as const;

/**
 * Follows a media element's state for the custom controls. Readiness (metadata known) is checked every
 * READINESS_INTERVAL ms, as SPEC 9 asks, and again whenever the source changes.
 *
 * @param ref The element.
 * @param src Its current source, so a new track restarts the readiness check.
 */
export function useMedia(
	ref: RefObject< HTMLMediaElement | null >,
	src: string
): MediaState {
	const [ state, setState ] = useState< MediaState >( {
		ready: false,
		playing: false,
		current: 0,
		duration: 0,
		volume: 1,
		muted: false,
	} );

	useEffect( () => {
		const media = ref.current;
		if ( ! media ) {
			return undefined;
		}
		const read = () =>
			setState( ( previous ) => ( {
				...previous,
				playing: ! media.paused && ! media.ended,
				current: media.currentTime,
				duration: Number.isFinite( media.duration )
					? media.duration
					: 0,
				volume: media.volume,
				muted: media.muted,
			} ) );
		setState( ( previous ) => ( { ...previous, ready: false } ) );
		const stop = whenReady(
			() => media.readyState >= HTMLMediaElement.HAVE_METADATA,
			() => {
				read();
				setState( ( previous ) => ( { ...previous, ready: true } ) );
			}
		);
		EVENTS.forEach( ( name ) => media.addEventListener( name, read ) );
		read();
		return () => {
			stop();
			EVENTS.forEach( ( name ) =>
				media.removeEventListener( name, read )
			);
		};
	}, [ ref, src ] );

	return state;
}
