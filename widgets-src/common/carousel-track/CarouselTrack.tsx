/**
 * External dependencies
 */
import type { CSSProperties, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CarouselTrack as Track } from './use-carousel-track';

/**
 * A carousel of a block: its items in a sliding list with previous and next buttons. Arrow keys pressed
 * on the buttons or inside the items move it; items out of view are inert.
 *
 * @param props            The props.
 * @param props.block      Class prefix of the block (`inkblocks-timeline`): its parts are `${ block }__*`.
 * @param props.label      Accessible name of the carousel.
 * @param props.track      State from useCarouselTrack.
 * @param props.ordered    Whether the list is ordered (ol) rather than not (ul).
 * @param props.slides     Whether each item is announced as a slide (a group).
 * @param props.gap        Whether the items are spaced by the CSS variable `--${ block }-gap`.
 * @param props.previous   Screen-reader text of the previous button.
 * @param props.next       Screen-reader text of the next button.
 * @param props.renderItem The content of an item.
 */
export function CarouselTrack( {
	block,
	label,
	track,
	ordered = false,
	slides = false,
	gap = false,
	previous,
	next,
	renderItem,
}: {
	block: string;
	label: string;
	track: Track;
	ordered?: boolean;
	slides?: boolean;
	gap?: boolean;
	previous: string;
	next: string;
	renderItem: ( index: number ) => ReactNode;
} ) {
	const id = useId();
	const { count, perView, first, go } = track;
	// Slides are groups (APG carousel), which a list item may not be: then the track is plain boxes.
	let List: 'div' | 'ol' | 'ul' = ordered ? 'ol' : 'ul';
	if ( slides ) {
		List = 'div';
	}
	const Item = slides ? 'div' : 'li';
	const step = gap ? `(100% + var(--${ block }-gap))` : '100%';
	return (
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<section
			className={ `${ block }__carousel` }
			aria-roledescription={ __( 'carousel', 'inkblocks' ) }
			aria-label={ label }
			onKeyDown={ track.onKeyDown }
		>
			<div className={ `${ block }__viewport` } { ...track.swipe }>
				<List
					id={ id }
					className={ `${ block }__track is-sliding` }
					aria-live="polite"
					style={
						{
							[ `--${ block }-per-view` ]: perView,
							// The sign is -1, or 1 right to left (_carousel-track.scss).
							transform: `translateX(calc(var(--inkwell-track-sign, -1) * ${ first } * ${ step } / ${ perView }))`,
						} as CSSProperties
					}
				>
					{ Array.from( { length: count }, ( _, index ) => {
						const shown = index >= first && index < first + perView;
						return (
							<Item
								key={ index }
								className={ `${ block }__item` }
								role={ slides ? 'group' : undefined }
								aria-roledescription={
									slides
										? __( 'slide', 'inkblocks' )
										: undefined
								}
								aria-label={ sprintf(
									/* translators: 1: item number, 2: number of items. */
									__( '%1$d of %2$d', 'inkblocks' ),
									index + 1,
									count
								) }
								aria-hidden={ ! shown }
								inert={ ! shown }
							>
								{ renderItem( index ) }
							</Item>
						);
					} ) }
				</List>
			</div>
			<div className={ `${ block }__nav` }>
				<button
					type="button"
					className={ `${ block }__button` }
					aria-controls={ id }
					aria-disabled={ first === 0 }
					onClick={ () => go( -1 ) }
				>
					<span aria-hidden="true">←</span>
					<span className="screen-reader-text">{ previous }</span>
				</button>
				<button
					type="button"
					className={ `${ block }__button` }
					aria-controls={ id }
					aria-disabled={ first + perView >= count }
					onClick={ () => go( 1 ) }
				>
					<span aria-hidden="true">→</span>
					<span className="screen-reader-text">{ next }</span>
				</button>
			</div>
		</section>
	);
}
