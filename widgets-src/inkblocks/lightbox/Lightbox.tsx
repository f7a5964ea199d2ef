/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { stepIndex } from './hash';
import type { LightboxSettings, Slide } from './types';
import { showDialog, type ShownDialog } from '../../common/dialog';
import { arrowStep } from '../../common/direction';

export interface LightboxProps {
	slides: Slide[];
	start: number;
	settings: LightboxSettings;
	pageTitle: string;
	/** The link that opened it: focus returns there. */
	opener: HTMLElement;
	/** Called once it has closed. */
	onClose: () => void;
}

/**
 * Share links for the page, showing one image (lightbox_enable_share).
 *
 * @param slide     The image.
 * @param pageTitle Title of the page.
 */
function shareLinks( slide: Slide, pageTitle: string ) {
	const page = encodeURIComponent(
		window.location.href.split( '#' )[ 0 ] ?? ''
	);
	const text = encodeURIComponent( slide.title || pageTitle );
	return [
		{
			label: __( 'Share on Facebook', 'inkblocks' ),
			href: `https://www.facebook.com/sharer/sharer.php?u=${ page }`,
		},
		{
			label: __( 'Share on X', 'inkblocks' ),
			href: `https://x.com/intent/post?url=${ page }&text=${ text }`,
		},
		{
			label: __( 'Pin on Pinterest', 'inkblocks' ),
			href: `https://www.pinterest.com/pin/create/button/?url=${ page }&media=${ encodeURIComponent(
				slide.url
			) }&description=${ text }`,
		},
	];
}

/**
 * The lightbox (SPEC 2.10): a modal <dialog> (common/dialog) showing one image or a slideshow, with the
 * counter, fullscreen, zoom and share controls the site settings enable. Focus returns to the link on
 * close; Escape closes (the share menu first); arrow keys change the slide; a click beside the image closes.
 *
 * @param props The props.
 */
export function Lightbox( props: LightboxProps ) {
	const { slides, settings } = props;
	const [ index, setIndex ] = useState( props.start );
	const [ zoomed, setZoomed ] = useState( false );
	const [ sharing, setSharing ] = useState( false );
	const [ fullscreen, setFullscreen ] = useState( false );
	const dialog = useRef< HTMLDialogElement >( null );
	const stage = useRef< HTMLDivElement >( null );
	const shown = useRef< ShownDialog | null >( null );
	const shareButton = useRef< HTMLButtonElement >( null );
	const slide = slides[ index ] ?? slides[ 0 ];
	const many = slides.length > 1;

	useEffect( () => {
		if ( dialog.current ) {
			shown.current = showDialog( dialog.current, {
				opener: props.opener,
				lockScroll: true,
				onClose: props.onClose,
			} );
		}
		const onFullscreen = () =>
			setFullscreen( document.fullscreenElement === stage.current );
		document.addEventListener( 'fullscreenchange', onFullscreen );
		return () =>
			document.removeEventListener( 'fullscreenchange', onFullscreen );
		// Shown once per opening (the parent gives each opening its own key).
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	if ( ! slide ) {
		return null;
	}

	const close = () => shown.current?.close();

	const go = ( step: number ) => {
		setIndex( stepIndex( index, step, slides.length ) );
		setZoomed( false );
		setSharing( false );
	};

	const toggleFullscreen = () => {
		if ( document.fullscreenElement ) {
			document.exitFullscreen().catch( () => undefined );
		} else {
			stage.current?.requestFullscreen?.().catch( () => undefined );
		}
	};

	const onKeyDown = ( event: React.KeyboardEvent ) => {
		const step = many ? arrowStep( event.key, event.currentTarget ) : 0;
		if ( event.key === 'Escape' && sharing ) {
			// The menu closes first (the dialog stays open); focus stays in the dialog.
			event.preventDefault();
			setSharing( false );
			shareButton.current?.focus();
		} else if ( step ) {
			event.preventDefault();
			go( step );
		}
	};

	const label = slide.title || slide.alt || __( 'Image', 'inkblocks' );
	return (
		// A click beside the image closes; the keyboard has Escape and the close button.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<dialog
			ref={ dialog }
			className="inkblocks-lightbox"
			aria-label={ sprintf(
				/* translators: %s: image title or description. */
				__( 'Image viewer: %s', 'inkblocks' ),
				label
			) }
			onKeyDown={ onKeyDown }
			onClick={ ( event ) => {
				// The backdrop or the empty room around the image; not a control, the image or its caption.
				const target = event.target as Element;
				if (
					! target.closest(
						'button, a, img, .inkblocks-lightbox__caption, .inkblocks-lightbox__share-menu'
					)
				) {
					close();
				}
			} }
		>
			<div
				ref={ stage }
				className={ `inkblocks-lightbox__stage${
					zoomed ? ' is-zoomed' : ''
				}` }
			>
				<div className="inkblocks-lightbox__toolbar">
					{ settings.lightbox_enable_counter && many && (
						<span
							className="inkblocks-lightbox__counter"
							aria-live="polite"
						>
							{ sprintf(
								/* translators: 1: number of the image shown, 2: number of images. */
								__( '%1$d / %2$d', 'inkblocks' ),
								index + 1,
								slides.length
							) }
						</span>
					) }
					{ settings.lightbox_enable_zoom && (
						<button
							type="button"
							className="inkblocks-lightbox__button inkblocks-lightbox__zoom"
							aria-pressed={ zoomed }
							onClick={ () => setZoomed( ! zoomed ) }
						>
							{ __( 'Zoom', 'inkblocks' ) }
						</button>
					) }
					{ settings.lightbox_enable_fullscreen &&
						document.fullscreenEnabled && (
							<button
								type="button"
								className="inkblocks-lightbox__button inkblocks-lightbox__fullscreen"
								aria-pressed={ fullscreen }
								onClick={ toggleFullscreen }
							>
								{ __( 'Full screen', 'inkblocks' ) }
							</button>
						) }
					{ settings.lightbox_enable_share && (
						<div className="inkblocks-lightbox__share">
							<button
								ref={ shareButton }
								type="button"
								className="inkblocks-lightbox__button"
								aria-expanded={ sharing }
								onClick={ () => setSharing( ! sharing ) }
							>
								{ __( 'Share', 'inkblocks' ) }
							</button>
							{ sharing && (
								<ul className="inkblocks-lightbox__share-menu">
									{ shareLinks( slide, props.pageTitle ).map(
										( link ) => (
											<li key={ link.href }>
												<a
													href={ link.href }
													target="_blank"
													rel="noopener noreferrer"
												>
													{ link.label }
												</a>
											</li>
										)
									) }
									<li>
										<a href={ slide.url } download>
											{ __(
												'Download image',
												'inkblocks'
											) }
										</a>
									</li>
								</ul>
							) }
						</div>
					) }
					<button
						type="button"
						className="inkblocks-lightbox__button inkblocks-lightbox__close"
						onClick={ close }
					>
						{ __( 'Close', 'inkblocks' ) }
					</button>
				</div>
				<figure className="inkblocks-lightbox__figure">
					<div className="inkblocks-lightbox__frame">
						<img
							className="inkblocks-lightbox__image"
							src={ slide.url }
							alt={ slide.alt }
						/>
					</div>
					{ ( slide.title || slide.description ) && (
						<figcaption className="inkblocks-lightbox__caption">
							{ slide.title && (
								<strong className="inkblocks-lightbox__title">
									{ slide.title }
								</strong>
							) }
							{ slide.description && (
								<span className="inkblocks-lightbox__description">
									{ slide.description }
								</span>
							) }
						</figcaption>
					) }
				</figure>
				{ many && (
					<>
						<button
							type="button"
							className="inkblocks-lightbox__button inkblocks-lightbox__prev"
							onClick={ () => go( -1 ) }
						>
							<span aria-hidden="true">‹</span>
							<span className="screen-reader-text">
								{ __( 'Previous image', 'inkblocks' ) }
							</span>
						</button>
						<button
							type="button"
							className="inkblocks-lightbox__button inkblocks-lightbox__next"
							onClick={ () => go( 1 ) }
						>
							<span aria-hidden="true">›</span>
							<span className="screen-reader-text">
								{ __( 'Next image', 'inkblocks' ) }
							</span>
						</button>
					</>
				) }
			</div>
		</dialog>
	);
}
