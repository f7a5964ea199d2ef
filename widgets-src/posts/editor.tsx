/**
 * The editor side of the inkwell/posts block: its settings and a live server preview.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import metadata from '../../plugins/inkwell-community/blocks/posts/block.json';

type PostsAttributes = {
	category: number;
	perPage: number;
};

interface Term {
	id: number;
	name: string;
}

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: PostsAttributes;
	setAttributes: ( next: Partial< PostsAttributes > ) => void;
} ) {
	const categories = useSelect(
		( select ) =>
			(
				select( 'core' ) as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: object
					) => Term[] | null;
				}
			 ).getEntityRecords( 'taxonomy', 'category', { per_page: 100 } ) ??
			[],
		[]
	);
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Articles', 'inkwell-community' ) }>
					<SelectControl
						label={ __( 'Topic', 'inkwell-community' ) }
						value={ String( attributes.category ) }
						options={ [
							{
								label: __( 'All topics', 'inkwell-community' ),
								value: '0',
							},
							...categories.map( ( term ) => ( {
								label: term.name,
								value: String( term.id ),
							} ) ),
						] }
						onChange={ ( value: string ) =>
							setAttributes( { category: Number( value ) } )
						}
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Articles per page', 'inkwell-community' ) }
						value={ attributes.perPage }
						min={ 1 }
						max={ 24 }
						onChange={ ( value?: number ) =>
							setAttributes( { perPage: value ?? 6 } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="inkwell/posts"
				attributes={ { ...attributes } }
			/>
		</div>
	);
}

// block.json is the one description of the block; its JSON types are wider than the library's.
registerBlockType(
	metadata as unknown as BlockConfiguration< PostsAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
