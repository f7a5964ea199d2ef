/**
 * External dependencies
 */
import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import type { CSSProperties, KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { arrowStep } from '../../common/direction';
import { useNearViewport } from '../../common/near-viewport';
import { prefersReducedMotion } from '../../common/reduced-motion';
import type { Slide } from './types';

export interface SlidesViewProps {
	kind: 'slider' | 'carousel';
	slides: Slide[];
	label: string;
	autoplay: boolean;
	autoplayDelay: number;
	pauseOnHover: boolean;
	navigation: boolean;
	pagination: boolean;
	/** Swiper options of the kind (loop, speed, slides per view, breakpoints). */
	options: SwiperOptions;
	fullscreen?: boolean;
	thumbnails?: { width: number; height: number } | null;
}

/**
 * Slides on Swiper (swipe with mouse or touch), with its own accessible controls: previous and next,
 * pause and play, a dot and a thumbnail per slide, a fullscreen switch, and the arrow, Home and End keys
 * while focus is inside. Autoplay and slide motion are off for reduced motion.
 *
 * @param props The view's props.
 */
export function Slides( props: SlidesViewProps ) {
	const { slides, kind } = props;
	const region = useRef< HTMLDivElement >( null );
	const container = useRef< HTMLDivElement >( null );
	const swiper = useRef< Swiper | null >( null );
	const [ active, setActive ] = useState( 0 );
	const [ playing, setPlaying ] = useState(
		props.autoplay && ! prefersReducedMotion()
	);
	const [ fullscreen, setFullscreen ] = useState( false );

	const createSwiper = (
		{ Swiper: SwiperClass, Autoplay }: typeof import( './swiper-lib' ),
		element: HTMLElement
	) => {
		const reduced = prefersReducedMotion();
		return new SwiperClass( element, {
			...props.options,
			modules: [ Autoplay ],
			speed: reduced ? 0 : props.options.speed,
			autoplay:
				props.autoplay && ! reduced
					? {
							delay: props.autoplayDelay,
							pauseOnMouseEnter: props.pauseOnHover,
							disableOnInteraction: false,
						}
					: false,
			a11y: { enabled: false },
			on: {
				slideChange: ( current ) => setActive( current.realIndex ),
			},
		} );
	};

	const near = useNearViewport( region );

	useEffect( () => {
		if ( ! near ) {
			return undefined;
		}
		let cancelled = false;
		import( /* webpackChunkName: "slider/swiper-lib" */ './swiper-lib' )
			.then( ( lib ) => {
				if ( ! cancelled && container.current ) {
					swiper.current = createSwiper( lib, container.current );
				}
			} )
			// Without Swiper the slides stay a row that scrolls sideways.
			.catch( () => undefined );
		return () => {
			cancelled = true;
			swiper.current?.destroy( true, false );
			swiper.current = null;
		};
		// Swiper is created once: the props come from the server render and never change.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ near ] );

	useEffect( () => {
		const sync = () =>
			setFullscreen( document.fullscreenElement === region.current );
		document.addEventListener( 'fullscreenchange', sync );
		return () => document.removeEventListener( 'fullscreenchange', sync );
	}, [] );

	const goTo = ( index: number ) => swiper.current?.slideToLoop( index );
	const togglePlay = () => {
		const autoplay = swiper.current?.autoplay;
		if ( ! autoplay ) {
			return;
		}
		if ( playing ) {
			autoplay.stop();
		} else {
			autoplay.start();
		}
		setPlaying( ! playing );
	};
	const toggleFullscreen = () => {
		if ( document.fullscreenElement ) {
			void document.exitFullscreen();
		} else {
			void region.current?.requestFullscreen();
		}
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		// Swiper mirrors itself right to left; the arrows follow what shows.
		const step = arrowStep( event.key, region.current );
		const keys: Record< string, () => void > = {
			Home: () => goTo( 0 ),
			End: () => goTo( slides.length - 1 ),
		};
		let action = keys[ event.key ];
		if ( step ) {
			action = () =>
				step > 0
					? swiper.current?.slideNext()
					: swiper.current?.slidePrev();
		}
		const target = event.target as HTMLElement;
		if ( action && ! target.closest( 'input, textarea, select' ) ) {
			event.preventDefault();
			action();
		}
	};
	// Autoplay waits while the reader is inside with the keyboard, as it does under the mouse.
	const pause = () => playing && swiper.current?.autoplay?.pause();
	const resume = () => playing && swiper.current?.autoplay?.resume();

	const slideLabel = ( index: number ) =>
		sprintf(
			/* translators: 1: slide number, 2: number of slides. */
			__( 'Slide %1$d of %2$d', 'inkblocks' ),
			index + 1,
			slides.length
		);

	return (
		// The region is the keyboard widget: focusable, with the arrow, Home and End keys.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<div
			ref={ region }
			className={ `inkblocks-slides is-enhanced${
				fullscreen ? ' is-fullscreen' : ''
			}` }
			role="region"
			aria-roledescription={ __( 'carousel', 'inkblocks' ) }
			aria-label={ props.label }
			tabIndex={ 0 }
			onKeyDown={ onKeyDown }
			onFocus={ pause }
			onBlur={ ( event ) =>
				! event.currentTarget.contains(
					event.relatedTarget as Node | null
				) && resume()
			}
		>
			<div className="swiper inkblocks-slides__swiper" ref={ container }>
				<div
					className="swiper-wrapper inkblocks-slides__track"
					aria-live={ playing ? 'off' : 'polite' }
				>
					{ slides.map( ( slide, index ) => (
						<div
							key={ index }
							className="swiper-slide inkblocks-slides__slide"
							role="group"
							aria-roledescription={ __( 'slide', 'inkblocks' ) }
							aria-label={ slideLabel( index ) }
							data-index={ index }
						>
							<figure className="inkblocks-slides__figure">
								<img
									className="inkblocks-slides__image"
									src={ slide.src }
									srcSet={ slide.srcset || undefined }
									sizes={
										slide.srcset
											? '(max-width: 1200px) 100vw, 1200px'
											: undefined
									}
									width={ slide.width || undefined }
									height={ slide.height || undefined }
									alt={ slide.alt }
									loading={ index === 0 ? 'eager' : 'lazy' }
									draggable={ false }
								/>
								{ ( slide.title || slide.text ) && (
									<figcaption className="inkblocks-slides__caption">
										{ slide.title && (
											<h3 className="inkblocks-slides__title">
												{ slide.link ? (
													<a
														href={ slide.link }
														// Inline HTML the server kept (Rich_Text::inline).
														dangerouslySetInnerHTML={ {
															__html: slide.title,
														} }
													/>
												) : (
													<span
														dangerouslySetInnerHTML={ {
															__html: slide.title,
														} }
													/>
												) }
											</h3>
										) }
										{ slide.text && (
											<p
												className="inkblocks-slides__text"
												dangerouslySetInnerHTML={ {
													__html: slide.text,
												} }
											/>
										) }
									</figcaption>
								) }
							</figure>
						</div>
					) ) }
				</div>
			</div>
			<div className="inkblocks-slides__controls">
				{ props.navigation && (
					<button
						type="button"
						className="inkblocks-slides__button inkblocks-slides__prev"
						onClick={ () => swiper.current?.slidePrev() }
						aria-label={ __( 'Previous slide', 'inkblocks' ) }
					>
						<span aria-hidden="true">‹</span>
					</button>
				) }
				{ props.pagination && (
					<div className="inkblocks-slides__dots">
						{ slides.map( ( _slide, index ) => (
							<button
								key={ index }
								type="button"
								className={ `inkblocks-slides__dot${
									index === active ? ' is-active' : ''
								}` }
								aria-label={ slideLabel( index ) }
								aria-current={ index === active || undefined }
								onClick={ () => goTo( index ) }
							/>
						) ) }
					</div>
				) }
				{ props.navigation && (
					<button
						type="button"
						className="inkblocks-slides__button inkblocks-slides__next"
						onClick={ () => swiper.current?.slideNext() }
						aria-label={ __( 'Next slide', 'inkblocks' ) }
					>
						<span aria-hidden="true">›</span>
					</button>
				) }
				{ props.autoplay && (
					<button
						type="button"
						className="inkblocks-slides__button inkblocks-slides__play"
						onClick={ togglePlay }
						aria-pressed={ ! playing }
						aria-label={ __( 'Pause autoplay', 'inkblocks' ) }
					>
						<span aria-hidden="true">{ playing ? '❚❚' : '▶' }</span>
					</button>
				) }
				{ props.fullscreen && kind === 'slider' && (
					<button
						type="button"
						className="inkblocks-slides__button inkblocks-slides__fullscreen"
						onClick={ toggleFullscreen }
						aria-pressed={ fullscreen }
						aria-label={ __( 'Fullscreen', 'inkblocks' ) }
					>
						<svg
							aria-hidden="true"
							focusable="false"
							viewBox="0 0 24 24"
							width="18"
							height="18"
						>
							<path
								fill="currentColor"
								d="M4 4h6v2H6v4H4V4zm10 0h6v6h-2V6h-4V4zM4 14h2v4h4v2H4v-6zm14 0h2v6h-6v-2h4v-4z"
							/>
						</svg>
					</button>
				) }
			</div>
			{ props.thumbnails && (
				<div
					className="inkblocks-slides__thumbs"
					style={
						{
							'--inkblocks-thumb-width': `${ props.thumbnails.width }px`,
							'--inkblocks-thumb-height': `${ props.thumbnails.height }px`,
						} as CSSProperties
					}
				>
					{ slides.map( ( slide, index ) => (
						<button
							key={ index }
							type="button"
							className={ `inkblocks-slides__thumb${
								index === active ? ' is-active' : ''
							}` }
							aria-label={ slideLabel( index ) }
							aria-current={ index === active || undefined }
							onClick={ () => goTo( index ) }
						>
							<img
								src={ slide.thumb }
								alt=""
								width={ props.thumbnails?.width }
								height={ props.thumbnails?.height }
								loading="lazy"
							/>
						</button>
					) ) }
				</div>
			) }
		</div>
	);
}
