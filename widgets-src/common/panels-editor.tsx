/**
 * The editor body shared by the blocks made of inkblocks/panel items (tabs, accordion, switcher): the
 * panels one under the other, each with its title and content.
 */

/**
 * WordPress dependencies
 */
import {
	InnerBlocks,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';

/**
 * The panels area of a block.
 *
 * @param props           What the area holds.
 * @param props.className Class of the block.
 * @param props.count     How many panels a new block starts with.
 * @param props.label     Title of the n-th new panel, n from 1.
 * @param props.fixed     Whether the panels cannot be added or removed (the switcher's two sides).
 */
export function PanelsArea( {
	className,
	count,
	label,
	fixed = false,
}: {
	className: string;
	count: number;
	label: ( n: number ) => string;
	fixed?: boolean;
} ) {
	const innerProps = useInnerBlocksProps(
		useBlockProps( {
			className: `${ className } inkblocks-panels-editor`,
		} ),
		{
			allowedBlocks: [ 'inkblocks/panel' ],
			template: Array.from( { length: count }, ( _, index ) => [
				'inkblocks/panel',
				{ title: label( index + 1 ), active: index === 0 },
			] ),
			templateLock: fixed ? 'insert' : false,
			renderAppender: fixed ? false : InnerBlocks.ButtonBlockAppender,
		}
	);
	return <div { ...innerProps } />;
}
