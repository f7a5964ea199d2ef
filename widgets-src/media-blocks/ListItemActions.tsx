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
