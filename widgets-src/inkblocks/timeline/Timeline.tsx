/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { prefersReducedMotion } from '../../common/reduced-motion';
import { CarouselTrack } from '../../common/carousel-track/CarouselTrack';
import { useCarouselTrack } from '../../common/carousel-track/use-carousel-track';
import { HORIZONTAL_TIMELINE_SWIPE_THRESHOLD } from './constants';
import type { TimelineEvent, TimelineProps } from './types';

/**
 * One event's card.
 *
 * @param props      The props.
 * @param props.item The event.
 */
function Card( { item }: { item: TimelineEvent } ) {
	return (
		<div className="inkblocks-timeline__card">
			{ item.date && (
				<p
					className="inkblocks-timeline__date"
					// Inline HTML the server cleaned (Rich_Text::inline), as every text here.
					dangerouslySetInnerHTML={ { __html: item.date } }
				/>
			) }
			<h3
				className="inkblocks-timeline__title"
				dangerouslySetInnerHTML={ { __html: item.title } }
			/>
			{ item.image && (
				<img
					className="inkblocks-timeline__image"
					src={ item.image.url }
					alt={ item.image.alt }
					loading="lazy"
					decoding="async"
				/>
			) }
			{ item.content && (
				<div
					className="inkblocks-timeline__content"
					// Sanitized by the server (Rich_Text::inline or wp_kses_post) before it reached the props.
					dangerouslySetInnerHTML={ { __html: item.content } }
				/>
			) }
		</div>
	);
}

/**
 * A vertical timeline whose events reveal once as they scroll into view (at once for reduced motion).
 *
 * @param props       The props.
 * @param props.items The events.
 */
function Vertical( { items }: { items: TimelineEvent[] } ) {
	const list = useRef< HTMLOListElement >( null );
	const [ seen, setSeen ] = useState< Set< number > >( () =>
		prefersReducedMotion() ? new Set( items.keys() ) : new Set()
	);

	useEffect( () => {
		const element = list.current;
		if ( ! element || seen.size === items.length ) {
			return undefined;
		}
		const observer = new IntersectionObserver( ( entries ) => {
			const shown = entries
				.filter( ( entry ) => entry.isIntersecting )
				.map( ( entry ) =>
					[ ...element.children ].indexOf( entry.target )
				);
			if ( shown.length ) {
				setSeen( ( before ) => new Set( [ ...before, ...shown ] ) );
			}
		} );
		[ ...element.children ].forEach( ( child ) =>
			observer.observe( child )
		);
		return () => observer.disconnect();
	}, [ items.length, seen.size ] );

	return (
		<ol ref={ list } className="inkblocks-timeline__track">
			{ items.map( ( item, index ) => (
				<li
					key={ index }
					className={ `inkblocks-timeline__item is-revealable${
						seen.has( index ) ? ' is-revealed' : ''
					}` }
				>
					<Card item={ item } />
				</li>
			) ) }
		</ol>
	);
}

/**
 * A horizontal timeline showing perView events, moved by its buttons, the arrow keys and swipes of at
 * least 50px; events out of view are inert.
 *
 * @param props         The props.
 * @param props.items   The events.
 * @param props.perView Events shown at once.
 */
function Horizontal( {
	items,
	perView,
}: {
	items: TimelineEvent[];
	perView: number;
} ) {
	const track = useCarouselTrack(
		items.length,
		perView,
		HORIZONTAL_TIMELINE_SWIPE_THRESHOLD
	);
	return (
		<CarouselTrack
			block="inkblocks-timeline"
			label={ __( 'Timeline', 'inkblocks' ) }
			track={ track }
			ordered
			previous={ __( 'Earlier events', 'inkblocks' ) }
			next={ __( 'Later events', 'inkblocks' ) }
			renderItem={ ( index ) => <Card item={ items[ index ]! } /> }
		/>
	);
}

/**
 * The timeline island.
 *
 * @param props The island's props.
 */
export function Timeline( props: TimelineProps ) {
	return props.layout === 'horizontal' ? (
		<Horizontal items={ props.items } perView={ props.perView } />
	) : (
		<Vertical items={ props.items } />
	);
}
