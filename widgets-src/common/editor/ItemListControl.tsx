/**
 * An inspector editor for a list attribute (chart series, map pins, audio tracks): each item's fields under
 * its title, move and remove buttons, and an add button.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, PanelBody } from '@wordpress/components';

/**
 * Internal dependencies
 */
import { ListItemActions } from './ListItemActions';
import { moveAt, removeAt, updateAt } from './list';

/**
 * The list editor.
 *
 * @param props            The list and its parts.
 * @param props.items      The items.
 * @param props.onChange   Receives the new list.
 * @param props.itemTitle  Title of an item.
 * @param props.renderItem The fields of an item; `update` merges changes into it.
 * @param props.newItem    A new item.
 * @param props.addLabel   Label of the add button.
 * @param props.folding    Whether each item is a closed folding panel rather than a fieldset.
 */
export function ItemListControl< T extends object >( {
	items,
	onChange,
	itemTitle,
	renderItem,
	newItem,
	addLabel,
	folding = false,
}: {
	items: T[];
	onChange: ( items: T[] ) => void;
	itemTitle: ( item: T, index: number ) => string;
	renderItem: (
		item: T,
		update: ( patch: Partial< T > ) => void
	) => ReactNode;
	newItem: () => T;
	addLabel: string;
	folding?: boolean;
} ) {
	return (
		<>
			{ items.map( ( item, index ) => {
				const body = (
					<>
						{ renderItem( item, ( patch ) =>
							onChange( updateAt( items, index, patch ) )
						) }
						<ListItemActions
							index={ index }
							count={ items.length }
							onMove={ ( step ) =>
								onChange( moveAt( items, index, step ) )
							}
							onRemove={ () =>
								onChange( removeAt( items, index ) )
							}
						/>
					</>
				);
				// Items have no id of their own; their position is their identity here.
				return folding ? (
					<PanelBody
						key={ index }
						title={ itemTitle( item, index ) }
						initialOpen={ false }
					>
						{ body }
					</PanelBody>
				) : (
					<fieldset key={ index } className="inkblocks-editor-item">
						<legend>{ itemTitle( item, index ) }</legend>
						{ body }
					</fieldset>
				);
			} ) }
			<Button
				variant="secondary"
				onClick={ () => onChange( [ ...items, newItem() ] ) }
			>
				{ addLabel }
			</Button>
		</>
	);
}
