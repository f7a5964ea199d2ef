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
	const move = ( from: number, to: number ) => {
		const next = [ ...items ];
		const [ moved ] = next.splice( from, 1 );
		if ( moved !== undefined ) {
			next.splice( to, 0, moved );
			onChange( next );
		}
	};
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
						onChange(
							items.map( ( other, at ) =>
								at === index ? { ...other, ...change } : other
							)
						)
					) }
					<Button
						variant="tertiary"
						size="small"
						disabled={ index === 0 }
						onClick={ () => move( index, index - 1 ) }
					>
						{ __( 'Move up', 'inkblocks' ) }
					</Button>
					<Button
						variant="tertiary"
						size="small"
						disabled={ index === items.length - 1 }
						onClick={ () => move( index, index + 1 ) }
					>
						{ __( 'Move down', 'inkblocks' ) }
					</Button>
					<Button
						variant="tertiary"
						size="small"
						isDestructive
						onClick={ () =>
							onChange(
								items.filter( ( _, at ) => at !== index )
							)
						}
					>
						{ __( 'Remove', 'inkblocks' ) }
					</Button>
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
