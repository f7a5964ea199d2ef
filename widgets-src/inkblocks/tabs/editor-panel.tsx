/**
 * The editor of the inkblocks/panel block: one tab, accordion toggle or switcher side.
 */

/**
 * WordPress dependencies
 */
import {
	InnerBlocks,
	InspectorControls,
	PlainText,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import metadata from '../panel/block.json';

export type PanelAttributes = {
	title: string;
	itemId: string;
	templateId: number;
	active: boolean;
};

interface Pattern {
	id: number;
	title: { raw?: string; rendered?: string };
	status: string;
}

/**
 * Published synced patterns, for the template choice.
 */
function usePatterns(): Pattern[] {
	return useSelect(
		( select ) =>
			(
				select( 'core' ) as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: object
					) => Pattern[] | null;
				}
			 ).getEntityRecords( 'postType', 'wp_block', {
				per_page: 100,
				status: 'publish',
				context: 'edit',
			} ) ?? [],
		[]
	);
}

function Edit( { attributes, setAttributes }: EditProps< PanelAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	const patterns = usePatterns();
	const blockProps = useBlockProps( { className: 'inkblocks-panel-editor' } );
	const innerProps = useInnerBlocksProps(
		{ className: 'inkblocks-panel-editor__content' },
		{ templateLock: false, template: [ [ 'core/paragraph' ] ] }
	);
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Panel', 'inkblocks' ) }>
					<TextControl
						label={ __( 'Item id', 'inkblocks' ) }
						help={ __(
							'Links to #id, and the page address ending in #id, open this item. Empty: made from the title.',
							'inkblocks'
						) }
						{ ...bind.text( 'itemId' ) }
					/>
					<ToggleControl
						label={ __( 'Open on load', 'inkblocks' ) }
						{ ...bind.toggle( 'active' ) }
					/>
					<SelectControl
						label={ __(
							'Content from a synced pattern',
							'inkblocks'
						) }
						help={ __(
							'Loaded when the panel first opens, instead of the blocks below.',
							'inkblocks'
						) }
						value={ String( attributes.templateId ) }
						options={ [
							{ label: __( 'None', 'inkblocks' ), value: '0' },
							...patterns.map( ( pattern ) => ( {
								label:
									pattern.title.raw ||
									pattern.title.rendered ||
									`#${ pattern.id }`,
								value: String( pattern.id ),
							} ) ),
						] }
						onChange={ ( value: string ) =>
							setAttributes( { templateId: Number( value ) } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<PlainText
				className="inkblocks-panel-editor__title"
				aria-label={ __( 'Title', 'inkblocks' ) }
				placeholder={ __( 'Title', 'inkblocks' ) }
				value={ attributes.title }
				onChange={ ( title: string ) => setAttributes( { title } ) }
			/>
			{ attributes.templateId > 0 ? (
				<p className="inkblocks-panel-editor__note">
					{ __(
						'This panel shows its synced pattern.',
						'inkblocks'
					) }
				</p>
			) : (
				<div { ...innerProps } />
			) }
		</div>
	);
}

// block.json is the one description of the block; its JSON types are wider than the library's.
registerBlockType(
	metadata as unknown as BlockConfiguration< PanelAttributes >,
	{
		edit: Edit,
		save: () => <InnerBlocks.Content />,
	}
);
