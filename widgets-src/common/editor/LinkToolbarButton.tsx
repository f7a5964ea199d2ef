/**
 * The link of a block's button, set from the block toolbar as core's Button block does: a toolbar button
 * that opens the link popover (search or type a URL; remove it).
 */

/**
 * WordPress dependencies
 */
import { LinkControl } from '@wordpress/block-editor';
import { Dropdown, ToolbarButton } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * The toolbar button and its popover.
 *
 * @param props          The link.
 * @param props.url      The current URL ('' for none).
 * @param props.onChange Called with the new URL ('' when removed).
 * @param props.label    The toolbar button's name (default: Button link).
 */
export function LinkToolbarButton( {
	url,
	onChange,
	label,
}: {
	url: string;
	onChange: ( url: string ) => void;
	label?: string;
} ) {
	// One value object per URL: the link popover resets its draft whenever the object changes.
	const value = useMemo( () => ( { url } ), [ url ] );
	return (
		<Dropdown
			popoverProps={ { placement: 'bottom', variant: 'toolbar' } }
			renderToggle={ ( { isOpen, onToggle } ) => (
				<ToolbarButton
					icon="admin-links"
					label={ label ?? __( 'Button link', 'inkblocks' ) }
					isPressed={ !! url }
					aria-expanded={ isOpen }
					onClick={ onToggle }
				/>
			) }
			renderContent={ ( { onClose } ) => (
				<LinkControl
					value={ value }
					settings={ [] }
					forceIsEditingLink={ ! url }
					onChange={ ( link ) => onChange( link.url ?? '' ) }
					onRemove={ () => {
						onChange( '' );
						onClose();
					} }
				/>
			) }
		/>
	);
}
