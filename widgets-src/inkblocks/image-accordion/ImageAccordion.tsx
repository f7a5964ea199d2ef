/**
 * WordPress dependencies
 */
import { useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { prefersReducedMotion } from '../../common/reduced-motion';
import { accordionSizes } from './sizes';
import type { ImageAccordionProps } from './types';

/**
 * The text of inline HTML (a title typed with bold or italic), for a button's name.
 *
 * @param html Inline HTML.
 */
function textOf( html: string ): string {
	return html
		? ( new DOMParser().parseFromString( html, 'text/html' ).body
				.textContent ?? '' )
		: '';
}

/**
 * The image-accordion island: the active image widens to activeSize of the width over `duration` ms and
 * shows its panel. On hover mode the pointer and keyboard focus activate an image; on click mode its button
 * does (Enter or Space for the keyboard).
 *
 * @param props The island's props.
 */
export function ImageAccordion( props: ImageAccordionProps ) {
	const { items, activeOn } = props;
	const id = useId();
	const initial = props.activeItem - 1;
	const [ active, setActive ] = useState( initial );
	const sizes = accordionSizes( items.length, active, props.activeSize );
	const duration = prefersReducedMotion() ? 0 : props.duration;

	return (
		<ul
			className="inkblocks-image-accordion__items is-mounted"
			onMouseLeave={ () => activeOn === 'hover' && setActive( initial ) }
		>
			{ items.map( ( item, index ) => {
				const isActive = index === active;
				const panel = `${ id }-${ index }`;
				return (
					<li
						key={ index }
						className={ `inkblocks-image-accordion__item${
							isActive ? ' is-active' : ''
						}` }
						style={ {
							flexBasis: `${ sizes[ index ] }%`,
							transitionDuration: `${ duration }ms`,
						} }
						onMouseEnter={ () =>
							activeOn === 'hover' && setActive( index )
						}
						onFocus={ () =>
							activeOn === 'hover' && setActive( index )
						}
					>
						<img
							className="inkblocks-image-accordion__image"
							src={ item.image.url }
							alt={ item.image.alt }
							loading="lazy"
							decoding="async"
						/>
						<button
							type="button"
							className="inkblocks-image-accordion__toggle"
							aria-expanded={ isActive }
							aria-controls={ panel }
							onClick={ () =>
								setActive(
									isActive && activeOn === 'click'
										? -1
										: index
								)
							}
						>
							<span className="screen-reader-text">
								{ textOf( item.title ) ||
									item.image.alt ||
									__( 'Image', 'inkblocks' ) }
							</span>
						</button>
						<div
							id={ panel }
							className="inkblocks-image-accordion__panel"
							hidden={ ! isActive }
						>
							{ item.title && (
								<h3
									className="inkblocks-image-accordion__title"
									// Inline HTML the server kept (Rich_Text::inline).
									dangerouslySetInnerHTML={ {
										__html: item.title,
									} }
								/>
							) }
							{ item.description && (
								<p
									className="inkblocks-image-accordion__description"
									dangerouslySetInnerHTML={ {
										__html: item.description,
									} }
								/>
							) }
							{ item.link && (
								<a
									className="inkblocks-image-accordion__link"
									href={ item.link }
									dangerouslySetInnerHTML={ {
										__html:
											item.linkText ||
											__( 'Read more', 'inkblocks' ),
									} }
								/>
							) }
						</div>
					</li>
				);
			} ) }
		</ul>
	);
}
