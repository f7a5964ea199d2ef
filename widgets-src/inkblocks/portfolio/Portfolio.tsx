/**
 * WordPress dependencies
 */
import {
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { columnsFor, useViewportWidth } from '../../common/viewport';
import { FILTER_ALL } from './constants';
import { masonryLayout, portfolioView } from './paging';
import type { PortfolioItem, PortfolioProps } from './types';

const GAP = 20;

/**
 * One item: its image (a lightbox or plain link when it has one) and caption.
 *
 * @param props      The props.
 * @param props.item The item.
 */
function Item( { item }: { item: PortfolioItem } ) {
	const image = item.image && (
		<img
			className="inkblocks-portfolio__image"
			src={ item.image.url }
			alt={ item.image.alt }
			width={ item.image.width || undefined }
			height={ item.image.height || undefined }
			srcSet={ item.image.srcset || undefined }
			sizes={
				item.image.srcset ? '(max-width: 767px) 100vw, 33vw' : undefined
			}
			loading="lazy"
			decoding="async"
		/>
	);
	return (
		<figure className="inkblocks-portfolio__figure">
			{ image && item.href ? (
				<a className="inkblocks-portfolio__link" href={ item.href }>
					{ image }
				</a>
			) : (
				image
			) }
			<figcaption className="inkblocks-portfolio__caption">
				{ item.title && (
					<strong
						className="inkblocks-portfolio__title"
						// Inline HTML the server kept (Rich_Text::inline).
						dangerouslySetInnerHTML={ { __html: item.title } }
					/>
				) }
				{ item.categories.length > 0 && (
					<span className="inkblocks-portfolio__categories">
						{ item.categories.join( ', ' ) }
					</span>
				) }
				{ item.description && (
					<span
						className="inkblocks-portfolio__description"
						dangerouslySetInnerHTML={ { __html: item.description } }
					/>
				) }
			</figcaption>
		</figure>
	);
}

/**
 * The portfolio island (SPEC 4.13): category filter ('all' first and active), the first perPage matching
 * items, 'view more' revealing the next batch until none remain; masonry placement keeps document order.
 *
 * @param props The island's props.
 */
export function Portfolio( props: PortfolioProps ) {
	const { items, filters, perPage } = props;
	const [ filter, setFilter ] = useState( FILTER_ALL );
	const [ shown, setShown ] = useState( perPage );
	const [ layout, setLayout ] = useState< ReturnType<
		typeof masonryLayout
	> | null >( null );
	const list = useRef< HTMLUListElement >( null );
	const focusFrom = useRef< number | null >( null );
	const width = useViewportWidth();
	const columns = columnsFor( props.columns, width );
	const masonry = props.layout === 'masonry' && columns > 1;
	const { states, hasMore } = portfolioView( items, filter, shown );
	const visible = items.filter( ( _, index ) => states[ index ]?.visible );
	const matching = visible.length + states.filter( ( s ) => s.more ).length;

	// Masonry: measure the items at their column width, then place them; again when their size changes.
	useLayoutEffect( () => {
		const element = list.current;
		if ( ! masonry || ! element ) {
			setLayout( null );
			return undefined;
		}
		const place = () => {
			const heights = [ ...element.children ].map(
				( child ) => child.getBoundingClientRect().height
			);
			setLayout( masonryLayout( heights, columns, GAP ) );
		};
		place();
		const observer = new ResizeObserver( place );
		[ ...element.children ].forEach( ( child ) =>
			observer.observe( child )
		);
		return () => observer.disconnect();
	}, [ masonry, columns, filter, shown ] );

	// After 'view more', focus moves to the first revealed item so keyboard users continue from there.
	useEffect( () => {
		if ( focusFrom.current === null || ! list.current ) {
			return;
		}
		const first = list.current.children[ focusFrom.current ];
		focusFrom.current = null;
		if ( first instanceof HTMLElement ) {
			first.focus();
		}
	}, [ shown ] );

	const choose = ( slug: string ) => {
		setFilter( slug );
		setShown( perPage );
	};
	const more = () => {
		focusFrom.current = visible.length;
		setShown( shown + perPage );
	};

	return (
		<>
			{ props.showFilter && filters.length > 0 && (
				<div
					className="inkblocks-portfolio__filters"
					role="group"
					aria-label={ __( 'Filter by category', 'inkblocks' ) }
				>
					{ [
						{ slug: FILTER_ALL, label: props.allLabel },
						...filters,
					].map( ( option ) => (
						<button
							key={ option.slug }
							type="button"
							className={ `inkblocks-portfolio__filter${
								filter === option.slug ? ' is-active' : ''
							}` }
							aria-pressed={ filter === option.slug }
							onClick={ () => choose( option.slug ) }
						>
							{ option.label }
						</button>
					) ) }
				</div>
			) }
			<ul
				ref={ list }
				className={ `inkblocks-portfolio__items${
					masonry ? ' is-masonry' : ''
				}` }
				style={
					{
						'--inkblocks-portfolio-columns': columns,
						height: layout ? layout.height : undefined,
					} as React.CSSProperties
				}
			>
				{ visible.map( ( item, index ) => {
					const position = layout?.positions[ index ];
					return (
						<li
							key={ items.indexOf( item ) }
							className="inkblocks-portfolio__item"
							tabIndex={ -1 }
							style={
								masonry && position
									? {
											position: 'absolute',
											top: position.top,
											left: `calc((100% + ${ GAP }px) * ${
												position.column / columns
											})`,
										}
									: undefined
							}
						>
							<Item item={ item } />
						</li>
					);
				} ) }
			</ul>
			<p className="screen-reader-text" aria-live="polite">
				{ sprintf(
					/* translators: 1: items shown, 2: items in the chosen category. */
					_n(
						'Showing %1$d of %2$d item',
						'Showing %1$d of %2$d items',
						matching,
						'inkblocks'
					),
					visible.length,
					matching
				) }
			</p>
			{ hasMore && (
				<button
					type="button"
					className="inkblocks-portfolio__more"
					onClick={ more }
				>
					{ props.moreLabel }
				</button>
			) }
		</>
	);
}
