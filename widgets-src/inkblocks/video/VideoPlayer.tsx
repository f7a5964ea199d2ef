/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { applyToMedia, onPlayerKey } from '../media-player/keys';
import { MediaControls } from '../media-player/MediaControls';
import { whenReady } from '../media-player/ready';
import { useMedia } from '../media-player/useMedia';
import type { VideoProps } from './types';

/**
 * The video island: a self-hosted video with custom controls, or an embedded one behind a click.
 *
 * @param props The island's props.
 */
export function VideoPlayer( props: VideoProps ) {
	return props.source === 'self' ? (
		<SelfHostedVideo { ...props } />
	) : (
		<EmbeddedVideo { ...props } />
	);
}

/**
 * A self-hosted video. With custom controls the whole player takes the keyboard (Space/K, arrows, M, F,
 * Home/End, 0-9) and full screen shows the controls too.
 *
 * @param props The island's props.
 */
function SelfHostedVideo( props: VideoProps ) {
	const video = useRef< HTMLVideoElement >( null );
	const root = useRef< HTMLDivElement >( null );
	const src = props.src + ( props.start ? `#t=${ props.start }` : '' );
	const state = useMedia( video, src );
	const [ fullscreen, setFullscreen ] = useState( false );
	const label = props.title || __( 'Video', 'inkblocks' );

	useEffect( () => {
		const follow = () =>
			setFullscreen( document.fullscreenElement === root.current );
		document.addEventListener( 'fullscreenchange', follow );
		return () => document.removeEventListener( 'fullscreenchange', follow );
	}, [] );

	if ( ! props.customControls ) {
		return (
			<video
				className="inkblocks-video__media"
				src={ src }
				poster={ props.poster || undefined }
				controls
				playsInline
				preload="metadata"
				loop={ props.loop }
				muted={ props.muted }
				aria-label={ label }
			/>
		);
	}

	const toggleFullscreen = () => {
		if ( document.fullscreenElement ) {
			document.exitFullscreen().catch( () => undefined );
		} else {
			root.current?.requestFullscreen().catch( () => undefined );
		}
	};

	return (
		// Shortcut keys on top of the native controls inside, as on video sites.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<div
			ref={ root }
			className={ [
				'inkblocks-player',
				'is-video',
				state.playing ? 'is-playing' : 'is-paused',
				state.ready ? 'is-ready' : 'is-waiting',
			].join( ' ' ) }
			role="group"
			aria-label={ label }
			// The player takes focus itself, so its shortcut keys work before a control is reached.
			tabIndex={ 0 }
			onKeyDown={ ( event ) =>
				onPlayerKey( event, video.current, ( action ) => {
					if ( action.type === 'fullscreen' ) {
						toggleFullscreen();
					}
				} )
			}
		>
			{ /* Clicking the picture plays and pauses, as on video sites; the Play button does it for keyboards. */ }
			<video
				ref={ video }
				className="inkblocks-video__media"
				src={ src }
				poster={ props.poster || undefined }
				playsInline
				preload="metadata"
				loop={ props.loop }
				muted={ props.muted }
				onClick={ () =>
					video.current &&
					applyToMedia( video.current, { type: 'toggle' } )
				}
			/>
			<MediaControls
				media={ video }
				state={ state }
				end={
					<button
						type="button"
						className="inkblocks-player__button is-fullscreen"
						aria-label={
							fullscreen
								? __( 'Exit full screen', 'inkblocks' )
								: __( 'Full screen', 'inkblocks' )
						}
						aria-pressed={ fullscreen }
						onClick={ toggleFullscreen }
					>
						<span aria-hidden="true">⛶</span>
					</button>
				}
			/>
		</div>
	);
}

/**
 * A YouTube or Vimeo video: a poster button until the reader clicks, then the provider's privacy-enhanced
 * player (nothing is requested from the provider before the click). Readiness of the loaded player is checked
 * every READINESS_INTERVAL ms; focus moves into the player.
 *
 * @param props The island's props.
 */
function EmbeddedVideo( props: VideoProps ) {
	const [ phase, setPhase ] = useState< 'idle' | 'loading' | 'ready' >(
		'idle'
	);
	const loaded = useRef( false );
	const frame = useRef< HTMLIFrameElement >( null );
	const provider = props.source === 'vimeo' ? 'Vimeo' : 'YouTube';
	const label = props.title || __( 'Video', 'inkblocks' );

	useEffect( () => {
		if ( phase !== 'loading' ) {
			return undefined;
		}
		frame.current?.focus();
		return whenReady(
			() => loaded.current,
			() => setPhase( 'ready' )
		);
	}, [ phase ] );

	if ( phase === 'idle' ) {
		return (
			<button
				type="button"
				className="inkblocks-video__consent"
				onClick={ () => setPhase( 'loading' ) }
			>
				{ props.poster && (
					<img
						className="inkblocks-video__poster"
						src={ props.poster }
						alt=""
					/>
				) }
				<span className="inkblocks-video__play" aria-hidden="true" />
				<span className="inkblocks-video__consent-label">
					{ sprintf(
						/* translators: %s: video title. */
						__( 'Play “%s”', 'inkblocks' ),
						label
					) }
				</span>
				<span className="inkblocks-video__consent-note">
					{ sprintf(
						/* translators: %s: YouTube or Vimeo. */
						__(
							'Loads the player from %s in privacy-enhanced mode.',
							'inkblocks'
						),
						provider
					) }
				</span>
			</button>
		);
	}
	return (
		<div className={ `inkblocks-video__embed is-${ phase }` }>
			<iframe
				ref={ frame }
				className="inkblocks-video__frame"
				src={ props.embed }
				title={ label }
				allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
				allowFullScreen
				referrerPolicy="strict-origin-when-cross-origin"
				onLoad={ () => {
					loaded.current = true;
				} }
			/>
			{ phase === 'loading' && (
				<p className="inkblocks-video__status" role="status">
					{ __( 'Loading the player…', 'inkblocks' ) }
				</p>
			) }
		</div>
	);
}
