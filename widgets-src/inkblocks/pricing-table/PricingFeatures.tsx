/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { featureShown, foldButton } from './folding';
import type { PricingFeaturesProps } from './types';

/**
 * The features of a pricing table (SPEC 4.13): folded ↔ unfolded; the button's label and icon swap
 * between the unfold and fold texts. Texts and labels are inline HTML, cleaned by the server.
 *
 * @param props The island's props.
 */
export function PricingFeatures( props: PricingFeaturesProps ) {
	const [ unfolded, setUnfolded ] = useState( false );
	const button = foldButton( unfolded, props );
	const listId = `${ props.root }-list`;
	return (
		<>
			<ul id={ listId } className="inkblocks-pricing-table__list">
				{ props.features.map( ( feature, index ) => (
					<li
						// Features have no id; their order is fixed by the server.

						key={ index }
						className={ `inkblocks-pricing-table__feature ${
							feature.included ? 'is-included' : 'is-excluded'
						}` }
						hidden={
							! featureShown(
								index,
								props.visibleFeatures,
								unfolded
							)
						}
					>
						<span className="screen-reader-text">
							{ feature.included
								? __( 'Included:', 'inkblocks' )
								: __( 'Not included:', 'inkblocks' ) }
						</span>
						<span
							className="inkblocks-pricing-table__feature-text"
							// Inline tags only: the server cleaned the text (Rich_Text::inline).
							dangerouslySetInnerHTML={ { __html: feature.text } }
						/>
					</li>
				) ) }
			</ul>
			<button
				type="button"
				className="inkblocks-pricing-table__fold"
				aria-expanded={ unfolded }
				aria-controls={ listId }
				onClick={ () => setUnfolded( ( value ) => ! value ) }
			>
				<span
					className="inkblocks-pricing-table__fold-label"
					// Inline tags only: the server cleaned the labels (Rich_Text::inline).
					dangerouslySetInnerHTML={ { __html: button.label } }
				/>
				<span
					className={ `inkblocks-pricing-table__fold-icon is-${ props.icon } is-${ button.icon }` }
					aria-hidden="true"
				/>
			</button>
		</>
	);
}
