/**
 * The appender of a block made of child blocks (testimonials, timeline events): a button at the end of
 * the children that adds the next one and puts the caret in it, as core's Buttons and List add theirs.
 */

/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { Button } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { useChildCount } from './useChildCount';

/** The block editor's action this button calls. */
interface ChildActions {
	insertBlock: (
		block: ReturnType< typeof createBlock >,
		index: number,
		rootClientId: string,
		updateSelection?: boolean
	) => void;
}

/**
 * The button.
 *
 * @param props          The parent and its child block.
 * @param props.clientId The parent block.
 * @param props.name     The child block's name.
 * @param props.label    The button's text ("Add a testimonial").
 */
export function AddChildButton( {
	clientId,
	name,
	label,
}: {
	clientId: string;
	name: string;
	label: string;
} ) {
	const count = useChildCount( clientId );
	const { insertBlock } = useDispatch(
		blockEditorStore
	) as unknown as ChildActions;
	return (
		<Button
			variant="secondary"
			size="compact"
			icon="plus"
			className="inkblocks-add-child"
			onClick={ () =>
				insertBlock( createBlock( name ), count, clientId, true )
			}
		>
			{ label }
		</Button>
	);
}
