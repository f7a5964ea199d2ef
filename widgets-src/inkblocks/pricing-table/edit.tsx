/**
 * The Pricing table block in the editor: every setting in the sidebar and a live server preview.
 */

/**
 * WordPress dependencies
 */
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
	type KeysOfType,
} from '../../common/editor/attribute-props';
import { ServerRenderedEdit } from '../../common/editor/ServerRenderedEdit';
import { ListEditor } from '../../common/list-editor';
import type { Feature, PricingTableAttributes } from './types';

/**
 * The Pricing table block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< PricingTableAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	const text = (
		key: KeysOfType< PricingTableAttributes, string >,
		label: string,
		help?: string
	) => <TextControl label={ label } help={ help } { ...bind.text( key ) } />;
	return (
		<ServerRenderedEdit
			block="inkblocks/pricing-table"
			attributes={ attributes }
		>
			<PanelBody title={ __( 'Plan', 'inkblocks' ) }>
				{ text( 'title', __( 'Title', 'inkblocks' ) ) }
				{ text( 'subtitle', __( 'Subtitle', 'inkblocks' ) ) }
				{ text( 'currency', __( 'Currency', 'inkblocks' ) ) }
				{ text( 'price', __( 'Price', 'inkblocks' ) ) }
				{ text(
					'period',
					__( 'Period', 'inkblocks' ),
					__( 'For example: per month', 'inkblocks' )
				) }
				<ToggleControl
					label={ __( 'Featured plan', 'inkblocks' ) }
					{ ...bind.toggle( 'featured' ) }
				/>
				{ attributes.featured &&
					text( 'badge', __( 'Badge', 'inkblocks' ) ) }
			</PanelBody>
			<PanelBody title={ __( 'Features', 'inkblocks' ) }>
				<ListEditor< Feature >
					items={ attributes.features }
					onChange={ ( features ) => setAttributes( { features } ) }
					newItem={ () => ( { text: '', included: true } ) }
					addLabel={ __( 'Add a feature', 'inkblocks' ) }
					renderRow={ ( feature, update ) => (
						<>
							<TextControl
								label={ __( 'Feature', 'inkblocks' ) }
								value={ feature.text }
								onChange={ ( value: string ) =>
									update( { text: value } )
								}
								__nextHasNoMarginBottom
							/>
							<ToggleControl
								label={ __( 'Included', 'inkblocks' ) }
								checked={ feature.included }
								onChange={ ( included: boolean ) =>
									update( { included } )
								}
								__nextHasNoMarginBottom
							/>
						</>
					) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Fold', 'inkblocks' ) }>
				<ToggleControl
					label={ __( 'Fold long feature lists', 'inkblocks' ) }
					{ ...bind.toggle( 'foldable' ) }
				/>
				<RangeControl
					label={ __( 'Features shown while folded', 'inkblocks' ) }
					min={ 0 }
					max={ 50 }
					{ ...bind.number( 'visibleFeatures', 3 ) }
				/>
				{ text(
					'unfoldText',
					__( 'Unfold button label', 'inkblocks' ),
					__( 'Default: Show all features', 'inkblocks' )
				) }
				{ text(
					'foldText',
					__( 'Fold button label', 'inkblocks' ),
					__( 'Default: Show fewer features', 'inkblocks' )
				) }
				<SelectControl
					label={ __( 'Button icon', 'inkblocks' ) }
					options={ [
						{
							label: __( 'Chevron', 'inkblocks' ),
							value: 'chevron',
						},
						{
							label: __( 'Plus and minus', 'inkblocks' ),
							value: 'plus',
						},
						{
							label: __( 'Arrow', 'inkblocks' ),
							value: 'arrow',
						},
					] }
					{ ...bind.select( 'icon' ) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Button', 'inkblocks' ) }>
				{ text( 'buttonText', __( 'Label', 'inkblocks' ) ) }
				{ text( 'buttonUrl', __( 'Link', 'inkblocks' ) ) }
			</PanelBody>
		</ServerRenderedEdit>
	);
}
