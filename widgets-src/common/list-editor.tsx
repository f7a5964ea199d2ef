/**
 * An inspector editor for a list attribute (pricing features, scroll-navigation items): each row's
 * fields, with move, remove and add buttons.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ListItemTextActions } from './editor/ListItemActions';
import { moveAt, removeAt, updateAt } from './editor/list';

/**
 * The list editor.
 *
 * @param props           The list and its parts.
 * @param props.items     The rows.
 * @param props.onChange  Receives the new rows.
 * @param props.renderRow The fields of a row; `update` merges changes into it.
 * @param props.newItem   A new row.
 * @param props.addLabel  Label of the add button.
 */
export function ListEditor< T extends object >( {
	items,
	onChange,
	renderRow,
	newItem,
	addLabel,
}: {
	items: T[];
	onChange: ( items: T[] ) => void;
	renderRow: (
		item: T,
		update: ( change: Partial< T > ) => void
	) => ReactNode;
	newItem: () => T;
	addLabel: string;
} ) {
	return (
		<div className="inkblocks-list-editor">
			{ items.map( ( item, index ) => (
				<fieldset
					// Rows have no id of their own; their position is their identity here.

					key={ index }
					className="inkblocks-list-editor__row"
				>
					<legend>
						{ sprintf(
							/* translators: %d: position of the row, from 1. */
							__( 'Item %d', 'inkblocks' ),
							index + 1
						) }
					</legend>
					{ renderRow( item, ( change ) =>
						onChange( updateAt( items, index, change ) )
					) }
					<ListItemTextActions
						variant="tertiary"
						size="small"
						index={ index }
						count={ items.length }
						onMove={ ( step ) =>
							onChange( moveAt( items, index, step ) )
						}
						onRemove={ () => onChange( removeAt( items, index ) ) }
					/>
				</fieldset>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => onChange( [ ...items, newItem() ] ) }
			>
				{ addLabel }
			</Button>
		</div>
	);
}
