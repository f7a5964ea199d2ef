/**
 * The children of a block made of one kind of child block (testimonials, timeline events) on the canvas:
 * the children in a track, then the button that adds the next one. Enter in a child also adds one (the
 * default block, inserted directly).
 */

/**
 * WordPress dependencies
 */
import { useInnerBlocksProps } from '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import { AddChildButton } from './AddChildButton';

/**
 * The children and their appender.
 *
 * @param props             The parent and its child block.
 * @param props.clientId    The parent block.
 * @param props.name        The child block's name.
 * @param props.className   The track's class.
 * @param props.orientation How the children run (it orients the block movers).
 * @param props.addLabel    The appender's text ("Add a testimonial").
 */
export function ChildBlocks( {
	clientId,
	name,
	className,
	orientation,
	addLabel,
}: {
	clientId: string;
	name: string;
	className: string;
	orientation: 'horizontal' | 'vertical';
	addLabel: string;
} ) {
	const innerProps = useInnerBlocksProps(
		{ className },
		{
			allowedBlocks: [ name ],
			defaultBlock: { name },
			directInsert: true,
			orientation,
			templateLock: false,
			renderAppender: false,
		}
	);
	return (
		<>
			<div { ...innerProps } />
			<AddChildButton
				clientId={ clientId }
				name={ name }
				label={ addLabel }
			/>
		</>
	);
}
