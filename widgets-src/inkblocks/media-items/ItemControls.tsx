/**
 * The buttons that edit one item of a list shown on the canvas: move it back or forward, duplicate it and
 * remove it, in the block toolbar (for the item being edited) and beside the item on the canvas. Both are
 * reached with the keyboard: Tab from the item's text, or the toolbar's shortcut (Alt+F10).
 */

/**
 * WordPress dependencies
 */
import { Button, ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __, isRTL } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { duplicateItem, moveItem, removeItem, type ItemsEdit } from './items';

/** A Dashicon's name. */
type IconName =
	| 'arrow-up-alt2'
	| 'arrow-down-alt2'
	| 'arrow-left-alt2'
	| 'arrow-right-alt2';

/** The names of an item's buttons, each naming the kind of item ("Move slide back"). */
export interface ItemLabels {
	back: string;
	forward: string;
	duplicate: string;
	remove: string;
}

/** The buttons' names for a list of images (the image accordion and the justified images). */
export function imageLabels(): ItemLabels {
	return {
		back: __( 'Move image back', 'inkblocks' ),
		forward: __( 'Move image forward', 'inkblocks' ),
		duplicate: __( 'Duplicate image', 'inkblocks' ),
		remove: __( 'Remove image', 'inkblocks' ),
	};
}

interface ItemControlsProps< T extends object > {
	items: T[];
	index: number;
	labels: ItemLabels;
	/** Whether the items run across (a row) rather than down (a list). */
	across?: boolean;
	onEdit: ( edit: ItemsEdit< T > ) => void;
}

/**
 * The icons of the move buttons: arrows along the list's direction, mirrored right to left.
 *
 * @param across Whether the items run across.
 */
function moveIcons( across: boolean ): [ IconName, IconName ] {
	if ( ! across ) {
		return [ 'arrow-up-alt2', 'arrow-down-alt2' ];
	}
	return isRTL()
		? [ 'arrow-right-alt2', 'arrow-left-alt2' ]
		: [ 'arrow-left-alt2', 'arrow-right-alt2' ];
}

/**
 * The buttons, as toolbar buttons or canvas buttons.
 *
 * @param props         The item and its list.
 * @param props.items
 * @param props.index
 * @param props.labels
 * @param props.across
 * @param props.onEdit
 * @param props.Control The button component.
 */
function buttons< T extends object >( {
	items,
	index,
	labels,
	across = false,
	onEdit,
	Control,
}: ItemControlsProps< T > & {
	Control: typeof Button | typeof ToolbarButton;
} ) {
	const [ back, forward ] = moveIcons( across );
	return (
		<>
			<Control
				icon={ back }
				label={ labels.back }
				disabled={ index === 0 }
				accessibleWhenDisabled
				onClick={ () => onEdit( moveItem( items, index, -1 ) ) }
			/>
			<Control
				icon={ forward }
				label={ labels.forward }
				disabled={ index >= items.length - 1 }
				accessibleWhenDisabled
				onClick={ () => onEdit( moveItem( items, index, 1 ) ) }
			/>
			<Control
				icon="admin-page"
				label={ labels.duplicate }
				onClick={ () => onEdit( duplicateItem( items, index ) ) }
			/>
			<Control
				icon="trash"
				label={ labels.remove }
				onClick={ () => onEdit( removeItem( items, index ) ) }
			/>
		</>
	);
}

/**
 * The item's buttons in the block toolbar (put it inside BlockControls).
 *
 * @param props The item and its list.
 */
export function ItemToolbar< T extends object >(
	props: ItemControlsProps< T >
) {
	return (
		<ToolbarGroup>
			{ buttons( { ...props, Control: ToolbarButton } ) }
		</ToolbarGroup>
	);
}

/**
 * The item's buttons on the canvas, after its texts in the tab order.
 *
 * @param props The item and its list.
 */
export function ItemActions< T extends object >(
	props: ItemControlsProps< T >
) {
	return (
		<div className="inkblocks-item-actions">
			{ buttons( { ...props, Control: Button } ) }
		</div>
	);
}
