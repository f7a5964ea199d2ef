/**
 * External dependencies
 */
import type { ReactNode, RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { applyToMedia } from './keys';
import { formatTime } from './time';
import type { MediaState } from './useMedia';

interface MediaControlsProps {
	media: RefObject< HTMLMediaElement | null >;
	state: MediaState;
	/** Extra buttons after play (previous, next). */
	children?: ReactNode;
	/** Extra buttons at the end (full screen). */
	end?: ReactNode;
}

/**
 * The custom controls of a player: play/pause, a seek slider with the time, mute and a volume slider. Every
 * control is a native button or range input with a label, so keyboards and screen readers work with them.
 *
 * @param props          The media element, its state and extra buttons.
 * @param props.media
 * @param props.state
 * @param props.children
 * @param props.end
 */
export function MediaControls( {
	media,
	state,
	children,
	end,
}: MediaControlsProps ) {
	const element = () => media.current;
	const time = sprintf(
		/* translators: 1: elapsed time, 2: duration. */
		__( '%1$s of %2$s', 'inkblocks' ),
		formatTime( state.current ),
		formatTime( state.duration )
	);
	return (
		<div className="inkblocks-player__controls">
			<button
				type="button"
				className={ `inkblocks-player__button is-${
					state.playing ? 'pause' : 'play'
				}` }
				aria-label={
					state.playing
						? __( 'Pause', 'inkblocks' )
						: __( 'Play', 'inkblocks' )
				}
				onClick={ () => {
					const el = element();
					if ( el ) {
						applyToMedia( el, { type: 'toggle' } );
					}
				} }
			>
				<span aria-hidden="true">{ state.playing ? '❚❚' : '►' }</span>
			</button>
			{ children }
			<input
				type="range"
				className="inkblocks-player__seek"
				aria-label={ __( 'Seek', 'inkblocks' ) }
				aria-valuetext={ time }
				min={ 0 }
				max={ state.duration || 0 }
				step="any"
				value={ Math.min( state.current, state.duration || 0 ) }
				disabled={ ! state.ready }
				onChange={ ( event ) => {
					const el = element();
					if ( el ) {
						el.currentTime = Number( event.target.value );
					}
				} }
			/>
			<span className="inkblocks-player__time" aria-hidden="true">
				{ formatTime( state.current ) } /{ ' ' }
				{ formatTime( state.duration ) }
			</span>
			<button
				type="button"
				className={ `inkblocks-player__button is-${
					state.muted ? 'muted' : 'sound'
				}` }
				aria-label={
					state.muted
						? __( 'Unmute', 'inkblocks' )
						: __( 'Mute', 'inkblocks' )
				}
				aria-pressed={ state.muted }
				onClick={ () => {
					const el = element();
					if ( el ) {
						applyToMedia( el, { type: 'mute' } );
					}
				} }
			>
				<span aria-hidden="true">{ state.muted ? '🔇' : '🔊' }</span>
			</button>
			<input
				type="range"
				className="inkblocks-player__volume"
				aria-label={ __( 'Volume', 'inkblocks' ) }
				aria-valuetext={ `${ Math.round(
					( state.muted ? 0 : state.volume ) * 100
				) }%` }
				min={ 0 }
				max={ 1 }
				step={ 0.05 }
				value={ state.muted ? 0 : state.volume }
				onChange={ ( event ) => {
					const el = element();
					if ( el ) {
						el.volume = Number( event.target.value );
						el.muted = false;
					}
				} }
			/>
			{ end }
		</div>
	);
}
