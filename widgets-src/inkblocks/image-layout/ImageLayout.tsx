/**
 * WordPress dependencies
 */
import { useLayoutEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { justifyRows } from './justify';
import type { ImageLayoutProps, LayoutImage } from './types';

/**
 * One image, a lightbox link when it has one.
 *
 * @param props              The props.
 * @param props.image        The image.
 * @param props.showCaptions Whether its caption shows.
 */
function Figure( {
	image,
	showCaptions,
}: {
	image: LayoutImage;
	showCaptions: boolean;
} ) {
	const img = (
		<img
			className="inkblocks-image-layout__image"
			src={ image.url }
			alt={ image.alt }
			loading="lazy"
			decoding="async"
		/>
	);
	return (
		<figure className="inkblocks-image-layout__figure">
			{ image.href ? (
				<a className="inkblocks-image-layout__link" href={ image.href }>
					{ img }
				</a>
			) : (
				img
			) }
			{ showCaptions && image.caption && (
				<figcaption
					className="inkblocks-image-layout__caption"
					// Inline HTML the server kept (Rich_Text::inline).
					dangerouslySetInnerHTML={ { __html: image.caption } }
				/>
			) }
		</figure>
	);
}

/**
 * The image-layout island: exact justified rows for the width it has, recomputed when the width changes.
 *
 * @param props The island's props.
 */
export function ImageLayout( props: ImageLayoutProps ) {
	const { images, rowHeight, gap } = props;
	const list = useRef< HTMLUListElement >( null );
	const [ width, setWidth ] = useState( 0 );

	useLayoutEffect( () => {
		const element = list.current;
		if ( ! element ) {
			return undefined;
		}
		const measure = () =>
			setWidth( Math.floor( element.getBoundingClientRect().width ) );
		measure();
		const observer = new ResizeObserver( measure );
		observer.observe( element );
		return () => observer.disconnect();
	}, [] );

	// At most the row height on narrow screens: a 300px row of one image on a phone would crop nothing.
	const height = Math.min( rowHeight, Math.max( 120, width / 2 ) );
	const rows = width
		? justifyRows(
				images.map( ( image ) => image.ratio ),
				width,
				height,
				gap
			)
		: [];
	const heightOf = ( index: number ) =>
		rows.find( ( row ) => index >= row.start && index < row.end )?.height;

	return (
		<ul ref={ list } className="inkblocks-image-layout__items is-justified">
			{ images.map( ( image, index ) => {
				const rowHeightPx = heightOf( index );
				return (
					<li
						key={ index }
						className="inkblocks-image-layout__item"
						style={
							rowHeightPx
								? {
										width:
											Math.floor(
												image.ratio * rowHeightPx * 100
											) / 100,
										height: rowHeightPx,
										flexGrow: 0,
									}
								: ( {
										'--inkblocks-image-layout-ratio':
											image.ratio,
									} as React.CSSProperties )
						}
					>
						<Figure
							image={ image }
							showCaptions={ props.showCaptions }
						/>
					</li>
				);
			} ) }
		</ul>
	);
}
