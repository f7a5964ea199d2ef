/**
 * The first view of a new block: a Placeholder with the block's icon, its description and its starting
 * points (its block variations), as core Columns shows. Choosing one sets the variation's attributes and
 * inner blocks in one undo step.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	// The picker core Columns and Query use; the design note (visual-editing.md) chose it.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalBlockVariationPicker as BlockVariationPicker,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import {
	createBlocksFromInnerBlocksTemplate,
	store as blocksStore,
	type BlockVariation,
} from '@wordpress/blocks';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';

/**
 * The starting points of a block.
 *
 * @param props          The block.
 * @param props.name     Block name.
 * @param props.clientId The block's editor id.
 */
export function StartingPoints( {
	name,
	clientId,
}: {
	name: string;
	clientId: string;
} ) {
	const registry = useRegistry();
	const { updateBlockAttributes, replaceInnerBlocks } =
		useDispatch( blockEditorStore );
	const { blockType, variations } = useSelect(
		( select ) => ( {
			blockType: select( blocksStore ).getBlockType( name ),
			variations:
				select( blocksStore ).getBlockVariations( name, 'block' ) ?? [],
		} ),
		[ name ]
	);
	const choose = ( variation?: BlockVariation ) => {
		if ( ! variation ) {
			return;
		}
		// One batch: the editor records one undo level for both changes.
		registry.batch( () => {
			updateBlockAttributes( clientId, variation.attributes ?? {} );
			if ( variation.innerBlocks?.length ) {
				replaceInnerBlocks(
					clientId,
					createBlocksFromInnerBlocksTemplate(
						variation.innerBlocks as Parameters<
							typeof createBlocksFromInnerBlocksTemplate
						>[ 0 ]
					),
					true
				);
			}
		} );
	};
	const icon = blockType?.icon;
	return (
		<BlockVariationPicker
			icon={
				icon && typeof icon === 'object' && 'src' in icon
					? icon.src
					: icon
			}
			label={ blockType?.title }
			instructions={ blockType?.description }
			variations={ variations }
			onSelect={ choose }
		/>
	);
}

/**
 * A block with no items yet: its wrapper holding its sidebar and its starting points.
 *
 * @param props            The block.
 * @param props.blockProps The wrapper's props (from useBlockProps).
 * @param props.name       Block name.
 * @param props.clientId   The block's editor id.
 * @param props.children   The sidebar (InspectorControls).
 */
export function StartingPointsBlock( {
	blockProps,
	name,
	clientId,
	children,
}: {
	blockProps: Record< string, unknown >;
	name: string;
	clientId: string;
	children: ReactNode;
} ) {
	return (
		<div { ...blockProps }>
			{ children }
			<StartingPoints name={ name } clientId={ clientId } />
		</div>
	);
}
