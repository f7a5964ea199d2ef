/**
 * The Testimonial block in the editor: one quote as the page shows it, its quote, name and role typed in
 * place, the photo chosen in a media placeholder on the card (replaced or removed from the toolbar) and
 * the rating set with its stars.
 */

/**
 * WordPress dependencies
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	INLINE_FORMATS,
	type EditProps,
} from '../../common/editor/attribute-props';
import {
	BlockImagePlaceholder,
	BlockImageToolbar,
	type PickedImage,
} from '../../common/editor/BlockImage';
import { MAX_RATING } from '../testimonials/constants';
import type { TestimonialAttributes } from './types';

/**
 * The rating as five star buttons: a star sets that many; the current one again clears the rating.
 *
 * @param props          The props.
 * @param props.rating   Filled stars.
 * @param props.onChange Receives the new rating.
 */
function RatingStars( {
	rating,
	onChange,
}: {
	rating: number;
	onChange: ( rating: number ) => void;
} ) {
	return (
		<span
			className="inkblocks-testimonials__rating is-editable"
			role="group"
			aria-label={ __( 'Rating', 'inkblocks' ) }
		>
			{ Array.from( { length: MAX_RATING }, ( _, i ) => (
				<button
					key={ i }
					type="button"
					className={ `inkblocks-testimonials__star${
						i < rating ? ' is-filled' : ''
					}` }
					aria-label={ sprintf(
						/* translators: %d: a count of stars. */
						_n( '%d star', '%d stars', i + 1, 'inkblocks' ),
						i + 1
					) }
					aria-pressed={ i + 1 === rating }
					onClick={ () => onChange( i + 1 === rating ? 0 : i + 1 ) }
				>
					<span aria-hidden="true">★</span>
				</button>
			) ) }
		</span>
	);
}

/**
 * The Testimonial block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.isSelected    Whether the quote is selected (its photo placeholder shows then).
 * @param props.context       The Testimonials block's context: whether stars show.
 */
export function Edit( {
	attributes,
	setAttributes,
	isSelected,
	context,
}: EditProps< TestimonialAttributes > & {
	isSelected: boolean;
	context: { 'inkblocks/showRating'?: boolean };
} ) {
	const bind = attributeProps( attributes, setAttributes );
	const showRating = context[ 'inkblocks/showRating' ] !== false;
	const choose = ( image: PickedImage ) =>
		setAttributes( {
			imageId: image.id,
			imageUrl: image.url,
			imageAlt: image.alt,
		} );
	return (
		<div
			{ ...useBlockProps( {
				className: 'inkblocks-testimonials__item',
			} ) }
		>
			{ attributes.imageUrl && (
				<BlockImageToolbar
					id={ attributes.imageId }
					url={ attributes.imageUrl }
					name={ __( 'Replace photo', 'inkblocks' ) }
					onSelect={ choose }
					onReset={ () =>
						setAttributes( {
							imageId: 0,
							imageUrl: '',
							imageAlt: '',
						} )
					}
				/>
			) }
			<figure className="inkblocks-testimonials__figure">
				<blockquote className="inkblocks-testimonials__quote">
					<RichText
						tagName="p"
						aria-label={ __( 'Quote', 'inkblocks' ) }
						placeholder={ __( 'What they said…', 'inkblocks' ) }
						allowedFormats={ INLINE_FORMATS }
						value={ attributes.content }
						onChange={ ( content ) => setAttributes( { content } ) }
					/>
				</blockquote>
				<figcaption className="inkblocks-testimonials__author">
					{ attributes.imageUrl && (
						<img
							className="inkblocks-testimonials__photo"
							src={ attributes.imageUrl }
							alt={ attributes.imageAlt }
							width={ 56 }
							height={ 56 }
						/>
					) }
					<span className="inkblocks-testimonials__who">
						<RichText
							tagName="cite"
							className="inkblocks-testimonials__name"
							aria-label={ __( 'Name', 'inkblocks' ) }
							placeholder={ __( 'Name', 'inkblocks' ) }
							{ ...bind.rich( 'name' ) }
						/>
						<RichText
							tagName="span"
							className="inkblocks-testimonials__role"
							aria-label={ __( 'Role or company', 'inkblocks' ) }
							placeholder={ __( 'Role or company', 'inkblocks' ) }
							{ ...bind.rich( 'role' ) }
						/>
					</span>
					{ showRating && (
						<RatingStars
							rating={ attributes.rating }
							onChange={ ( rating ) =>
								setAttributes( { rating } )
							}
						/>
					) }
				</figcaption>
				{ ! attributes.imageUrl && isSelected && (
					<BlockImagePlaceholder
						icon="format-image"
						title={ __( 'Photo', 'inkblocks' ) }
						instructions={ __(
							'A photo of the person quoted, shown beside their name.',
							'inkblocks'
						) }
						onSelect={ choose }
					/>
				) }
			</figure>
		</div>
	);
}
