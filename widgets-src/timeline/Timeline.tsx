/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { prefersReducedMotion } from '../common/reduced-motion';
import { stepStart } from '../common/track';
import { useSwipe } from '../common/use-swipe';
import { columnsFor, useViewportWidth } from '../common/viewport';
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
				<p className="inkblocks-timeline__date">{ item.date }</p>
			) }
			<h3 className="inkblocks-timeline__title">{ item.title }</h3>
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
					// Sanitized by the server (wp_kses_post) before it reached the props.
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
	perView: wanted,
}: {
	items: TimelineEvent[];
	perView: number;
} ) {
	const id = useId();
	const [ start, setStart ] = useState( 0 );
	const perView = columnsFor( wanted, useViewportWidth() );
	const first = stepStart( start, 0, items.length, perView );
	const go = ( step: number ) =>
		setStart( stepStart( first, step, items.length, perView ) );
	const swipe = useSwipe( HORIZONTAL_TIMELINE_SWIPE_THRESHOLD, go );

	return (
		// Arrow keys pressed on the carousel's buttons or inside its slides move it.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<section
			className="inkblocks-timeline__carousel"
			aria-roledescription={ __( 'carousel', 'inkblocks' ) }
			aria-label={ __( 'Timeline', 'inkblocks' ) }
			onKeyDown={ ( event ) => {
				if ( event.key === 'ArrowRight' || event.key === 'ArrowLeft' ) {
					event.preventDefault();
					go( event.key === 'ArrowRight' ? 1 : -1 );
				}
			} }
		>
			<div className="inkblocks-timeline__viewport" { ...swipe }>
				<ol
					id={ id }
					className="inkblocks-timeline__track is-sliding"
					aria-live="polite"
					style={
						{
							'--inkblocks-timeline-per-view': perView,
							transform: `translateX(calc(${ -first } * 100% / ${ perView }))`,
						} as React.CSSProperties
					}
				>
					{ items.map( ( item, index ) => {
						const shown = index >= first && index < first + perView;
						return (
							<li
								key={ index }
								className="inkblocks-timeline__item"
								aria-label={ sprintf(
									/* translators: 1: event number, 2: number of events. */
									__( '%1$d of %2$d', 'inkblocks' ),
									index + 1,
									items.length
								) }
								aria-hidden={ ! shown }
								inert={ ! shown }
							>
								<Card item={ item } />
							</li>
						);
					} ) }
				</ol>
			</div>
			<div className="inkblocks-timeline__nav">
				<button
					type="button"
					className="inkblocks-timeline__button"
					aria-controls={ id }
					aria-disabled={ first === 0 }
					onClick={ () => go( -1 ) }
				>
					<span aria-hidden="true">←</span>
					<span className="screen-reader-text">
						{ __( 'Earlier events', 'inkblocks' ) }
					</span>
				</button>
				<button
					type="button"
					className="inkblocks-timeline__button"
					aria-controls={ id }
					aria-disabled={ first + perView >= items.length }
					onClick={ () => go( 1 ) }
				>
					<span aria-hidden="true">→</span>
					<span className="screen-reader-text">
						{ __( 'Later events', 'inkblocks' ) }
					</span>
				</button>
			</div>
		</section>
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
