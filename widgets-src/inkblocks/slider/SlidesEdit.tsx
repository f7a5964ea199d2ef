/**
 * The slides of the Slider and Carousel blocks on the canvas: as the page shows them (the slider one at a
 * time with its buttons, dots and thumbnails; the carousel as its row of cards), never moving by itself,
 * each slide's title and text typed in place, its image chosen in the slide, and slides added, moved,
 * duplicated and removed from the canvas and the block toolbar.
 */

/**
 * External dependencies
 */
import type { CSSProperties, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import { ToolbarGroup } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { INLINE_FORMATS } from '../../common/editor/attribute-props';
import { LinkToolbarButton } from '../../common/editor/LinkToolbarButton';
import { StartingPointsBlock } from '../../common/editor/StartingPoints';
import { AddItemButton } from '../media-items/AddItemButton';
import { AltTextPanel } from '../media-items/AltTextPanel';
import {
	ItemActions,
	ItemToolbar,
	type ItemLabels,
} from '../media-items/ItemControls';
import {
	ItemImage,
	ReplaceImage,
	type ChosenImage,
} from '../media-items/ItemImage';
import { useItemsEdit } from '../media-items/useItemsEdit';
import type { SlideAttribute } from './types';

/** The slide buttons' names. */
function slideLabels(): ItemLabels {
	return {
		back: __( 'Move slide back', 'inkblocks' ),
		forward: __( 'Move slide forward', 'inkblocks' ),
		duplicate: __( 'Duplicate slide', 'inkblocks' ),
		remove: __( 'Remove slide', 'inkblocks' ),
	};
}

/** A new slide: no image yet, no texts. */
export function newSlide(): SlideAttribute {
	return { id: 0, url: '', alt: '', title: '', text: '', link: '' };
}

/**
 * The slide's fields of a chosen image (its caption becomes the title when the slide has none).
 *
 * @param slide The slide.
 * @param image The image.
 */
export function withImage(
	slide: SlideAttribute,
	image: ChosenImage
): SlideAttribute {
	return {
		...slide,
		id: image.id,
		url: image.url,
		alt: image.alt || slide.alt || '',
	};
}

/**
 * "Slide 2 of 4".
 *
 * @param index Position of the slide.
 * @param count Number of slides.
 */
function slideName( index: number, count: number ): string {
	return sprintf(
		/* translators: 1: slide number, 2: number of slides. */
		__( 'Slide %1$d of %2$d', 'inkblocks' ),
		index + 1,
		count
	);
}

export interface SlidesEditProps {
	kind: 'slider' | 'carousel';
	name: string;
	clientId: string;
	isSelected: boolean;
	slides: SlideAttribute[];
	onChange: ( slides: SlideAttribute[] ) => void;
	/** The wrapper's CSS custom properties. */
	style: CSSProperties;
	/** The slider's controls as the page shows them. */
	controls?: {
		navigation: boolean;
		pagination: boolean;
		thumbnails: { width: number; height: number } | null;
	};
	/** The inspector panels. */
	children: ReactNode;
}

/**
 * The block on the canvas.
 *
 * @param props The block and its slides.
 */
export function SlidesEdit( props: SlidesEditProps ) {
	const { kind, slides, onChange, isSelected, controls } = props;
	const blockProps = useBlockProps( {
		className: `inkblocks-${ kind } is-editing`,
		style: props.style,
	} );
	const {
		list,
		active: shown,
		setCurrent,
		update,
		add,
		controls: itemControls,
	} = useItemsEdit( slides, onChange, {
		labels: slideLabels(),
		across: true,
	} );
	const slide = slides[ shown ];

	if ( ! slides.length ) {
		return (
			<StartingPointsBlock
				blockProps={ blockProps }
				name={ props.name }
				clientId={ props.clientId }
			>
				{ props.children }
			</StartingPointsBlock>
		);
	}

	// The slider shows its buttons; when the page has none, the editor still needs a way to every slide.
	const picker =
		kind === 'slider' &&
		! controls?.navigation &&
		! controls?.pagination &&
		! controls?.thumbnails;

	return (
		<div { ...blockProps }>
			{ props.children }
			{ slide && (
				<>
					<BlockControls group="block">
						<ItemToolbar { ...itemControls( shown ) } />
						<ToolbarGroup>
							<LinkToolbarButton
								label={ __( 'Slide link', 'inkblocks' ) }
								url={ slide.link ?? '' }
								onChange={ ( link ) =>
									update( shown, { link } )
								}
							/>
						</ToolbarGroup>
					</BlockControls>
					<InspectorControls>
						<AltTextPanel
							title={ slideName( shown, slides.length ) }
							value={ slide.alt ?? '' }
							onChange={ ( alt ) => update( shown, { alt } ) }
						/>
					</InspectorControls>
					<BlockControls group="other">
						<ReplaceImage
							id={ slide.id ?? 0 }
							url={ slide.url ?? '' }
							name={
								slide.url
									? __( 'Replace slide image', 'inkblocks' )
									: __( 'Add slide image', 'inkblocks' )
							}
							onChange={ ( image ) =>
								update( shown, withImage( slide, image ) )
							}
						/>
					</BlockControls>
				</>
			) }
			<div className="inkblocks-slides">
				<ul ref={ list } className="inkblocks-slides__track">
					{ slides.map( ( item, index ) => (
						<li
							// Slides have no id; the list edits keep the order.
							key={ index }
							data-item-index={ index }
							className={ `inkblocks-slides__slide${
								index === shown ? ' is-current' : ''
							}${
								kind === 'slider' && index !== shown
									? ' is-hidden'
									: ''
							}${ item.url ? '' : ' has-no-image' }` }
							onFocus={ () => setCurrent( index ) }
						>
							<figure className="inkblocks-slides__figure">
								<ItemImage
									className="inkblocks-slides__image"
									url={ item.url ?? '' }
									alt={ item.alt ?? '' }
									title={ slideName( index, slides.length ) }
									onChange={ ( image ) =>
										update(
											index,
											withImage( item, image )
										)
									}
								/>
								<figcaption className="inkblocks-slides__caption">
									<RichText
										tagName="h3"
										className="inkblocks-slides__title"
										aria-label={ sprintf(
											/* translators: %d: slide number. */
											__( 'Slide %d title', 'inkblocks' ),
											index + 1
										) }
										placeholder={ __(
											'Slide title',
											'inkblocks'
										) }
										allowedFormats={ INLINE_FORMATS }
										disableLineBreaks
										value={ item.title ?? '' }
										onChange={ ( title ) =>
											update( index, { title } )
										}
									/>
									<RichText
										tagName="p"
										className="inkblocks-slides__text"
										aria-label={ sprintf(
											/* translators: %d: slide number. */
											__( 'Slide %d text', 'inkblocks' ),
											index + 1
										) }
										placeholder={ __(
											'A line about the slide',
											'inkblocks'
										) }
										allowedFormats={ INLINE_FORMATS }
										disableLineBreaks
										value={ item.text ?? '' }
										onChange={ ( text ) =>
											update( index, { text } )
										}
										__unstableOnSplitAtEnd={ () =>
											add( index + 1, newSlide() )
										}
									/>
								</figcaption>
							</figure>
							{ isSelected && (
								<ItemActions { ...itemControls( index ) } />
							) }
						</li>
					) ) }
				</ul>
			</div>
			{ kind === 'slider' && (
				<SliderControls
					slides={ slides }
					current={ shown }
					onShow={ setCurrent }
					navigation={ !! controls?.navigation }
					pagination={ !! controls?.pagination || picker }
					thumbnails={ controls?.thumbnails ?? null }
				/>
			) }
			{ isSelected && (
				<AddItemButton
					label={ __( 'Add slide', 'inkblocks' ) }
					onClick={ () => add( slides.length, newSlide() ) }
				/>
			) }
		</div>
	);
}

/**
 * The slider's buttons, dots and thumbnails in the editor: they show a slide to edit (no autoplay, no
 * motion, the focus stays on the button).
 *
 * @param props            The slides and the one shown.
 * @param props.slides
 * @param props.current
 * @param props.onShow
 * @param props.navigation
 * @param props.pagination
 * @param props.thumbnails
 */
function SliderControls( {
	slides,
	current,
	onShow,
	navigation,
	pagination,
	thumbnails,
}: {
	slides: SlideAttribute[];
	current: number;
	onShow: ( index: number ) => void;
	navigation: boolean;
	pagination: boolean;
	thumbnails: { width: number; height: number } | null;
} ) {
	const count = slides.length;
	const step = ( by: number ) => onShow( ( current + by + count ) % count );
	return (
		<>
			<div className="inkblocks-slides__controls">
				{ navigation && (
					<button
						type="button"
						className="inkblocks-slides__button inkblocks-slides__prev"
						onClick={ () => step( -1 ) }
						aria-label={ __( 'Previous slide', 'inkblocks' ) }
					>
						<span aria-hidden="true">‹</span>
					</button>
				) }
				{ pagination && (
					<div className="inkblocks-slides__dots">
						{ slides.map( ( _slide, index ) => (
							<button
								key={ index }
								type="button"
								className={ `inkblocks-slides__dot${
									index === current ? ' is-active' : ''
								}` }
								aria-label={ slideName( index, count ) }
								aria-current={ index === current || undefined }
								onClick={ () => onShow( index ) }
							/>
						) ) }
					</div>
				) }
				{ navigation && (
					<button
						type="button"
						className="inkblocks-slides__button inkblocks-slides__next"
						onClick={ () => step( 1 ) }
						aria-label={ __( 'Next slide', 'inkblocks' ) }
					>
						<span aria-hidden="true">›</span>
					</button>
				) }
			</div>
			{ thumbnails && (
				<div
					className="inkblocks-slides__thumbs"
					style={
						{
							'--inkblocks-thumb-width': `${ thumbnails.width }px`,
							'--inkblocks-thumb-height': `${ thumbnails.height }px`,
						} as CSSProperties
					}
				>
					{ slides.map( ( slide, index ) => (
						<button
							key={ index }
							type="button"
							className={ `inkblocks-slides__thumb${
								index === current ? ' is-active' : ''
							}` }
							aria-label={ slideName( index, count ) }
							aria-current={ index === current || undefined }
							onClick={ () => onShow( index ) }
						>
							{ slide.url ? (
								<img
									src={ slide.url }
									alt=""
									width={ thumbnails.width }
									height={ thumbnails.height }
								/>
							) : (
								<span className="inkblocks-slides__thumb-empty" />
							) }
						</button>
					) ) }
				</div>
			) }
		</>
	);
}
