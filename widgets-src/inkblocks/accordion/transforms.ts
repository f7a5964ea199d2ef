/**
 * Core Details blocks to an accordion and back: each Details is one toggle, its summary the title, its
 * content the panel's blocks.
 */

/**
 * WordPress dependencies
 */
import {
	cloneBlock,
	createBlock,
	type Block,
	type BlockTransform,
} from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { AccordionAttributes } from './types';

/** A Details block's attributes, as far as the transform reads them. */
export interface DetailsAttributes {
	/** Rich text: a string or RichTextData, whose string is its HTML. */
	summary?: unknown;
	showContent?: boolean;
	name?: string;
}

/**
 * The accordion made of Details blocks: one open at a time when they share a name (an exclusive group in
 * HTML), each on its own otherwise.
 *
 * @param details     The Details blocks' attributes.
 * @param innerBlocks Their inner blocks.
 */
export function fromDetails(
	details: DetailsAttributes[],
	innerBlocks: Block[][]
): Block {
	const names = new Set( details.map( ( item ) => item.name ?? '' ) );
	const exclusive = names.size === 1 && ! names.has( '' );
	return createBlock(
		'inkblocks/accordion',
		{ collapsible: exclusive },
		details.map( ( item, index ) =>
			createBlock(
				'inkblocks/panel',
				{
					title: String( item.summary ?? '' ),
					active: item.showContent === true,
				},
				( innerBlocks[ index ] ?? [] ).map( ( block ) =>
					cloneBlock( block )
				)
			)
		)
	);
}

/**
 * The Details blocks made of an accordion's toggles; a toggle showing a synced pattern keeps it.
 *
 * @param collapsible Whether one toggle at most is open: the Details then share a name.
 * @param panels      The toggles.
 * @param group       The shared name.
 */
export function toDetails(
	collapsible: boolean,
	panels: Block[],
	group: string
): Block[] {
	return panels
		.filter( ( panel ) => panel.name === 'inkblocks/panel' )
		.map( ( panel ) => {
			const templateId = Number( panel.attributes.templateId ) || 0;
			return createBlock(
				'core/details',
				{
					summary: String( panel.attributes.title ?? '' ),
					showContent: panel.attributes.active === true,
					...( collapsible ? { name: group } : {} ),
				},
				templateId > 0
					? [ createBlock( 'core/block', { ref: templateId } ) ]
					: panel.innerBlocks.map( ( block ) => cloneBlock( block ) )
			);
		} );
}

/**
 * Values as a list (a transform of several blocks gets lists, of one block single values).
 *
 * @param value One value or a list.
 */
function list< T >( value: T | T[] ): T[] {
	return Array.isArray( value ) ? value : [ value ];
}

export const transforms: {
	from: Array< BlockTransform< AccordionAttributes > >;
	to: BlockTransform[];
} = {
	from: [
		{
			type: 'block',
			blocks: [ 'core/details' ],
			isMultiBlock: true,
			// WordPress types these as the accordion's; they are the Details blocks'.
			transform: ( attributes, innerBlocks ) =>
				fromDetails(
					list( attributes ) as unknown as DetailsAttributes[],
					innerBlocks as Block[][]
				),
		},
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/details' ],
			transform: ( attributes, innerBlocks ) =>
				toDetails(
					list( attributes )[ 0 ]?.collapsible !== false,
					innerBlocks as Block[],
					`accordion-${ Date.now().toString( 36 ) }`
				),
		},
	],
};
