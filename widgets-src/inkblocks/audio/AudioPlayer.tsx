/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { onPlayerKey } from '../media-player/keys';
import { MediaControls } from '../media-player/MediaControls';
import { useMedia } from '../media-player/useMedia';
import { stepTrack } from './playlist';
import type { AudioProps, Track } from './types';

/**
 * The audio island: one player for the playlist, starting at the configured volume (SPEC 9: 0.8), with
 * keyboard controls (Space/K, arrows, M, Home/End, 0-9, N and P for the next and previous track). At the end
 * of a track the next one plays when auto-advance is on.
 *
 * @param props The island's props.
 */
export function AudioPlayer( props: AudioProps ) {
	const audio = useRef< HTMLAudioElement >( null );
	const [ index, setIndex ] = useState( 0 );
	const playOnChange = useRef( false );
	const track = props.tracks[ index ] ?? props.tracks[ 0 ];
	const state = useMedia( audio, track?.src ?? '' );

	useEffect( () => {
		if ( audio.current ) {
			audio.current.volume = props.volume;
		}
	}, [ props.volume ] );

	useEffect( () => {
		if ( playOnChange.current ) {
			audio.current?.play().catch( () => undefined );
		}
	}, [ index ] );

	if ( ! track ) {
		return null;
	}

	const go = ( step: 1 | -1, play: boolean ) => {
		const next = stepTrack( index, props.tracks.length, step, props.loop );
		if ( next !== null ) {
			playOnChange.current = play;
			setIndex( next );
		}
	};
	const choose = ( next: number ) => {
		playOnChange.current = true;
		if ( next === index ) {
			audio.current?.play().catch( () => undefined );
		}
		setIndex( next );
	};
	const trackLabel = ( t: Track ) =>
		t.artist
			? sprintf(
					/* translators: 1: track title, 2: artist. */
					__( '%1$s by %2$s', 'inkblocks' ),
					t.title,
					t.artist
				)
			: t.title;

	return (
		// Shortcut keys on top of the native controls inside, as on music sites.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<div
			className={ `inkblocks-player is-audio ${
				state.playing ? 'is-playing' : 'is-paused'
			}` }
			role="group"
			aria-label={ props.title || __( 'Audio player', 'inkblocks' ) }
			// The player takes focus itself, so its shortcut keys work before a control is reached.
			tabIndex={ 0 }
			onKeyDown={ ( event ) =>
				onPlayerKey( event, audio.current, ( action ) => {
					if (
						action.type === 'next' ||
						action.type === 'previous'
					) {
						go(
							action.type === 'next' ? 1 : -1,
							! audio.current?.paused
						);
					}
				} )
			}
		>
			<audio
				ref={ audio }
				src={ track.src }
				preload="metadata"
				onEnded={ () => {
					if ( props.autoAdvance ) {
						go( 1, true );
					}
				} }
			/>
			<p className="inkblocks-audio__now" aria-live="polite">
				<span className="screen-reader-text">
					{ __( 'Now playing:', 'inkblocks' ) }{ ' ' }
				</span>
				{ trackLabel( track ) }
			</p>
			<MediaControls media={ audio } state={ state }>
				{ props.tracks.length > 1 && (
					<>
						<button
							type="button"
							className="inkblocks-player__button is-previous"
							aria-label={ __( 'Previous track', 'inkblocks' ) }
							onClick={ () => go( -1, state.playing ) }
						>
							<span aria-hidden="true">⏮</span>
						</button>
						<button
							type="button"
							className="inkblocks-player__button is-next"
							aria-label={ __( 'Next track', 'inkblocks' ) }
							onClick={ () => go( 1, state.playing ) }
						>
							<span aria-hidden="true">⏭</span>
						</button>
					</>
				) }
			</MediaControls>
			{ props.tracks.length > 1 && (
				<ol
					className="inkblocks-audio__playlist"
					aria-label={ __( 'Playlist', 'inkblocks' ) }
				>
					{ props.tracks.map( ( t, i ) => (
						<li key={ t.src + i }>
							<button
								type="button"
								className={ `inkblocks-audio__item${
									i === index ? ' is-current' : ''
								}` }
								aria-current={
									i === index ? 'true' : undefined
								}
								onClick={ () => choose( i ) }
							>
								<span className="inkblocks-audio__item-title">
									{ t.title }
								</span>
								{ t.artist && (
									<span className="inkblocks-audio__item-artist">
										{ t.artist }
									</span>
								) }
							</button>
						</li>
					) ) }
				</ol>
			) }
		</div>
	);
}
