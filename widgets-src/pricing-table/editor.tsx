/**
 * The editor side of inkblocks/pricing-table: every setting in the sidebar and a live server preview.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import metadata from '../../plugins/inkblocks/blocks/pricing-table/block.json';
import { ListEditor } from '../common/list-editor';

type Feature = { text: string; included: boolean };

type PricingAttributes = {
	title: string;
	subtitle: string;
	currency: string;
	price: string;
	period: string;
	featured: boolean;
	badge: string;
	features: Feature[];
	foldable: boolean;
	visibleFeatures: number;
	unfoldText: string;
	foldText: string;
	icon: 'chevron' | 'plus' | 'arrow';
	buttonText: string;
	buttonUrl: string;
};

type TextKey = {
	[ K in keyof PricingAttributes ]: PricingAttributes[ K ] extends string
		? K
		: never;
}[ keyof PricingAttributes ];

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: PricingAttributes;
	setAttributes: ( next: Partial< PricingAttributes > ) => void;
} ) {
	const text = ( key: TextKey, label: string, help?: string ) => (
		<TextControl
			label={ label }
			help={ help }
			value={ attributes[ key ] }
			onChange={ ( value: string ) =>
				setAttributes( { [ key ]: value } )
			}
			__nextHasNoMarginBottom
		/>
	);
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
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
						checked={ attributes.featured }
						onChange={ ( featured: boolean ) =>
							setAttributes( { featured } )
						}
						__nextHasNoMarginBottom
					/>
					{ attributes.featured &&
						text( 'badge', __( 'Badge', 'inkblocks' ) ) }
				</PanelBody>
				<PanelBody title={ __( 'Features', 'inkblocks' ) }>
					<ListEditor< Feature >
						items={ attributes.features }
						onChange={ ( features ) =>
							setAttributes( { features } )
						}
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
						checked={ attributes.foldable }
						onChange={ ( foldable: boolean ) =>
							setAttributes( { foldable } )
						}
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __(
							'Features shown while folded',
							'inkblocks'
						) }
						value={ attributes.visibleFeatures }
						min={ 0 }
						max={ 50 }
						onChange={ ( value?: number ) =>
							setAttributes( { visibleFeatures: value ?? 3 } )
						}
						__nextHasNoMarginBottom
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
						value={ attributes.icon }
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
						onChange={ ( icon: string ) =>
							setAttributes( {
								icon: icon as PricingAttributes[ 'icon' ],
							} )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
				<PanelBody title={ __( 'Button', 'inkblocks' ) }>
					{ text( 'buttonText', __( 'Label', 'inkblocks' ) ) }
					{ text( 'buttonUrl', __( 'Link', 'inkblocks' ) ) }
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="inkblocks/pricing-table"
				attributes={ { ...attributes } }
			/>
		</div>
	);
}

// block.json is the one description of the block; its JSON types are wider than the library's.
registerBlockType(
	metadata as unknown as BlockConfiguration< PricingAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
