/**
 * WordPress dependencies
 */
import { Button, Flex } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface ListItemActionsProps {
	index: number;
	count: number;
	onMove: ( step: number ) => void;
	onRemove: () => void;
}

/**
 * Move up, move down and remove buttons of one item of a repeatable list in an editor panel.
 *
 * @param props          Position, list length and handlers.
 * @param props.index
 * @param props.count
 * @param props.onMove
 * @param props.onRemove
 */
export function ListItemActions( {
	index,
	count,
	onMove,
	onRemove,
}: ListItemActionsProps ) {
	return (
		<Flex justify="flex-start" className="inkblocks-list-actions">
			<Button
				size="small"
				icon="arrow-up-alt2"
				label={ __( 'Move up', 'inkblocks' ) }
				disabled={ index === 0 }
				onClick={ () => onMove( -1 ) }
			/>
			<Button
				size="small"
				icon="arrow-down-alt2"
				label={ __( 'Move down', 'inkblocks' ) }
				disabled={ index === count - 1 }
				onClick={ () => onMove( 1 ) }
			/>
			<Button
				size="small"
				isDestructive
				variant="tertiary"
				onClick={ onRemove }
			>
				{ __( 'Remove', 'inkblocks' ) }
			</Button>
		</Flex>
	);
}

/**
 * Move up, move down and remove as text buttons, for lists whose rows hold other buttons of that kind.
 *
 * @param props          Position, list length, handlers and the buttons' look.
 * @param props.index
 * @param props.count
 * @param props.onMove
 * @param props.onRemove
 * @param props.variant  Button variant.
 * @param props.size     Button size.
 */
export function ListItemTextActions( {
	index,
	count,
	onMove,
	onRemove,
	variant,
	size,
}: ListItemActionsProps & {
	variant: 'tertiary' | 'link';
	size?: 'small';
} ) {
	return (
		<>
			<Button
				variant={ variant }
				size={ size }
				disabled={ index === 0 }
				onClick={ () => onMove( -1 ) }
			>
				{ __( 'Move up', 'inkblocks' ) }
			</Button>
			<Button
				variant={ variant }
				size={ size }
				disabled={ index === count - 1 }
				onClick={ () => onMove( 1 ) }
			>
				{ __( 'Move down', 'inkblocks' ) }
			</Button>
			<Button
				variant={ variant }
				size={ size }
				isDestructive
				onClick={ onRemove }
			>
				{ __( 'Remove', 'inkblocks' ) }
			</Button>
		</>
	);
}
