/**
 * Internal dependencies
 */
import { SEEK_STEP, VOLUME_STEP } from './constants';

/** What a key does to a player. */
export type PlayerAction =
	| { type: 'toggle' }
	| { type: 'seek-by'; seconds: number }
	| { type: 'seek-to'; fraction: number }
	| { type: 'volume-by'; delta: number }
	| { type: 'mute' }
	| { type: 'fullscreen' }
	| { type: 'next' }
	| { type: 'previous' };

/**
 * The player action of a key, as video sites map them: Space or K plays and pauses, the arrows seek and change
 * the volume, Home/End and 0-9 jump, M mutes, F goes full screen, N and P change tracks. Arrows are left to a
 * focused slider, which handles them itself.
 *
 * @param key      KeyboardEvent.key.
 * @param onSlider Whether focus is on a range input.
 */
export function playerAction(
	key: string,
	onSlider = false
): PlayerAction | null {
	if ( onSlider && /^(Arrow|Home|End|Page)/.test( key ) ) {
		return null;
	}
	if ( /^[0-9]$/.test( key ) ) {
		return { type: 'seek-to', fraction: Number( key ) / 10 };
	}
	switch ( key.length === 1 ? key.toLowerCase() : key ) {
		case ' ':
		case 'k':
			return { type: 'toggle' };
		case 'ArrowLeft':
			return { type: 'seek-by', seconds: -SEEK_STEP };
		case 'ArrowRight':
			return { type: 'seek-by', seconds: SEEK_STEP };
		case 'ArrowUp':
			return { type: 'volume-by', delta: VOLUME_STEP };
		case 'ArrowDown':
			return { type: 'volume-by', delta: -VOLUME_STEP };
		case 'Home':
			return { type: 'seek-to', fraction: 0 };
		case 'End':
			return { type: 'seek-to', fraction: 1 };
		case 'm':
			return { type: 'mute' };
		case 'f':
			return { type: 'fullscreen' };
		case 'n':
			return { type: 'next' };
		case 'p':
			return { type: 'previous' };
		default:
			return null;
	}
}

/**
 * Applies an action that concerns the media element itself; returns false for the others (fullscreen, next,
 * previous), which the player handles.
 *
 * @param media  The audio or video element.
 * @param action The action.
 */
export function applyToMedia(
	media: HTMLMediaElement,
	action: PlayerAction
): boolean {
	const duration = Number.isFinite( media.duration ) ? media.duration : 0;
	switch ( action.type ) {
		case 'toggle':
			if ( media.paused ) {
				media.play().catch( () => undefined );
			} else {
				media.pause();
			}
			return true;
		case 'seek-by':
			media.currentTime = Math.min(
				Math.max( 0, media.currentTime + action.seconds ),
				duration || media.currentTime + action.seconds
			);
			return true;
		case 'seek-to':
			media.currentTime = duration * action.fraction;
			return true;
		case 'volume-by':
			media.volume =
				Math.round(
					Math.min( 1, Math.max( 0, media.volume + action.delta ) ) *
						100
				) / 100;
			media.muted = false;
			return true;
		case 'mute':
			media.muted = ! media.muted;
			return true;
		default:
			return false;
	}
}

/** The parts of a keyboard event the players read (React's and the DOM's both fit). */
interface KeyEventLike {
	key: string;
	target: EventTarget | null;
	altKey: boolean;
	ctrlKey: boolean;
	metaKey: boolean;
	preventDefault: () => void;
}

/**
 * A player's keydown handler: runs the key's action on the media element, or hands the player's own actions
 * (full screen, next, previous) to `onOther`. Space and Enter on a button stay the button's.
 *
 * @param event   The keydown event.
 * @param media   The audio or video element.
 * @param onOther Handler of the actions that are not the media element's.
 */
export function onPlayerKey(
	event: KeyEventLike,
	media: HTMLMediaElement | null,
	onOther?: ( action: PlayerAction ) => void
): void {
	const target = event.target;
	if (
		! media ||
		event.altKey ||
		event.ctrlKey ||
		event.metaKey ||
		( target instanceof HTMLButtonElement &&
			( event.key === ' ' || event.key === 'Enter' ) )
	) {
		return;
	}
	const action = playerAction(
		event.key,
		target instanceof HTMLInputElement && target.type === 'range'
	);
	if ( ! action ) {
		return;
	}
	event.preventDefault();
	if ( ! applyToMedia( media, action ) ) {
		onOther?.( action );
	}
}
