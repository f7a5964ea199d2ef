/**
 * The button under a list of items shown on the canvas that adds one at its end, shown while the block
 * is selected.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';

/**
 * The button.
 *
 * @param props         The button.
 * @param props.label   Its text ("Add image").
 * @param props.onClick Adds the item.
 */
export function AddItemButton( {
	label,
	onClick,
}: {
	label: string;
	onClick: () => void;
} ) {
	return (
		<Button
			className="inkblocks-item-add"
			variant="secondary"
			icon="plus"
			onClick={ onClick }
		>
			{ label }
		</Button>
	);
}
