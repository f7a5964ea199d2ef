/**
 * WordPress dependencies
 */
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { stepStart } from '../common/track';
import { useSwipe } from '../common/use-swipe';
import { columnsFor, useViewportWidth } from '../common/viewport';
import { CAROUSEL_SLIDES, MAX_RATING } from './constants';
import type { Testimonial, TestimonialsProps } from './types';

/** Shortest swipe that moves the carousel, pixels. */
const SWIPE = 50;

/**
 * A rating as filled and empty stars, read out as 'Rated 4 out of 5'.
 *
 * @param props        The props.
 * @param props.rating Filled stars.
 */
export function Stars( { rating }: { rating: number } ) {
	return (
		<span
			className="inkblocks-testimonials__rating"
			role="img"
			aria-label={ sprintf(
				/* translators: 1: filled stars, 2: most stars. */
				__( 'Rated %1$d out of %2$d', 'inkblocks' ),
				rating,
				MAX_RATING
			) }
		>
			{ Array.from( { length: MAX_RATING }, ( _, i ) => (
				<span
					key={ i }
					className={ `inkblocks-testimonials__star${
						i < rating ? ' is-filled' : ''
					}` }
					aria-hidden="true"
				>
					★
				</span>
			) ) }
		</span>
	);
}

/**
 * One testimonial.
 *
 * @param props            The props.
 * @param props.item       The testimonial.
 * @param props.showRating Whether stars show.
 */
function Quote( {
	item,
	showRating,
}: {
	item: Testimonial;
	showRating: boolean;
} ) {
	return (
		<figure className="inkblocks-testimonials__figure">
			<blockquote
				className="inkblocks-testimonials__quote"
				// Sanitized by the server (wp_kses_post) before it reached the props.
				dangerouslySetInnerHTML={ { __html: item.content } }
			/>
			<figcaption className="inkblocks-testimonials__author">
				{ item.image && (
					<img
						className="inkblocks-testimonials__photo"
						src={ item.image.url }
						alt={ item.image.alt }
						width={ 56 }
						height={ 56 }
						draggable={ false }
						loading="lazy"
						decoding="async"
					/>
				) }
				<span className="inkblocks-testimonials__who">
					<cite className="inkblocks-testimonials__name">
						{ item.name }
					</cite>
					{ item.role && (
						<span className="inkblocks-testimonials__role">
							{ item.role }
						</span>
					) }
				</span>
				{ showRating && item.rating > 0 && (
					<Stars rating={ item.rating } />
				) }
			</figcaption>
		</figure>
	);
}

/**
 * The testimonials island: a grid, or a carousel showing `columns` quotes at once (3 by default), moved by
 * its buttons, the arrow keys and swipes; quotes out of view are inert.
 *
 * @param props The island's props.
 */
export function Testimonials( props: TestimonialsProps ) {
	const { items } = props;
	const id = useId();
	const [ start, setStart ] = useState( 0 );
	const width = useViewportWidth();
	const perView = columnsFor( props.columns || CAROUSEL_SLIDES, width );
	const carousel = props.layout === 'carousel' && items.length > perView;
	const first = stepStart( start, 0, items.length, perView );
	const go = ( step: number ) =>
		setStart( stepStart( first, step, items.length, perView ) );
	const swipe = useSwipe( SWIPE, go );

	if ( ! carousel ) {
		return (
			<ul className="inkblocks-testimonials__track">
				{ items.map( ( item, index ) => (
					<li key={ index } className="inkblocks-testimonials__item">
						<Quote item={ item } showRating={ props.showRating } />
					</li>
				) ) }
			</ul>
		);
	}

	return (
		// Arrow keys pressed on the carousel's buttons or inside its slides move it.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<section
			className="inkblocks-testimonials__carousel"
			aria-roledescription={ __( 'carousel', 'inkblocks' ) }
			aria-label={ __( 'Testimonials', 'inkblocks' ) }
			onKeyDown={ ( event ) => {
				if ( event.key === 'ArrowRight' || event.key === 'ArrowLeft' ) {
					event.preventDefault();
					go( event.key === 'ArrowRight' ? 1 : -1 );
				}
			} }
		>
			<div className="inkblocks-testimonials__viewport" { ...swipe }>
				<ul
					id={ id }
					className="inkblocks-testimonials__track is-sliding"
					aria-live="polite"
					style={
						{
							'--inkblocks-testimonials-per-view': perView,
							transform: `translateX(calc(${ -first } * (100% + var(--inkblocks-testimonials-gap)) / ${ perView }))`,
						} as React.CSSProperties
					}
				>
					{ items.map( ( item, index ) => {
						const shown = index >= first && index < first + perView;
						return (
							<li
								key={ index }
								className="inkblocks-testimonials__item"
								role="group"
								aria-roledescription={ __(
									'slide',
									'inkblocks'
								) }
								aria-label={ sprintf(
									/* translators: 1: slide number, 2: number of slides. */
									__( '%1$d of %2$d', 'inkblocks' ),
									index + 1,
									items.length
								) }
								aria-hidden={ ! shown }
								inert={ ! shown }
							>
								<Quote
									item={ item }
									showRating={ props.showRating }
								/>
							</li>
						);
					} ) }
				</ul>
			</div>
			<div className="inkblocks-testimonials__nav">
				<button
					type="button"
					className="inkblocks-testimonials__button"
					aria-controls={ id }
					aria-disabled={ first === 0 }
					onClick={ () => go( -1 ) }
				>
					<span aria-hidden="true">←</span>
					<span className="screen-reader-text">
						{ __( 'Previous testimonials', 'inkblocks' ) }
					</span>
				</button>
				<button
					type="button"
					className="inkblocks-testimonials__button"
					aria-controls={ id }
					aria-disabled={ first + perView >= items.length }
					onClick={ () => go( 1 ) }
				>
					<span aria-hidden="true">→</span>
					<span className="screen-reader-text">
						{ __( 'Next testimonials', 'inkblocks' ) }
					</span>
				</button>
			</div>
		</section>
	);
}
