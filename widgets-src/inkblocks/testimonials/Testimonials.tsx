/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CarouselTrack } from '../../common/carousel-track/CarouselTrack';
import { useCarouselTrack } from '../../common/carousel-track/use-carousel-track';
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
				// Sanitized by the server (Rich_Text::inline or wp_kses_post) before it reached the props.
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
					<cite
						className="inkblocks-testimonials__name"
						// Inline HTML the server cleaned (Rich_Text::inline), as every text here.
						dangerouslySetInnerHTML={ { __html: item.name } }
					/>
					{ item.role && (
						<span
							className="inkblocks-testimonials__role"
							dangerouslySetInnerHTML={ { __html: item.role } }
						/>
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
	const track = useCarouselTrack(
		items.length,
		props.columns || CAROUSEL_SLIDES,
		SWIPE
	);
	const carousel =
		props.layout === 'carousel' && items.length > track.perView;

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
		<CarouselTrack
			block="inkblocks-testimonials"
			label={ __( 'Testimonials', 'inkblocks' ) }
			track={ track }
			slides
			gap
			previous={ __( 'Previous testimonials', 'inkblocks' ) }
			next={ __( 'Next testimonials', 'inkblocks' ) }
			renderItem={ ( index ) => (
				<Quote
					item={ items[ index ]! }
					showRating={ props.showRating }
				/>
			) }
		/>
	);
}
