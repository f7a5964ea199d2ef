/**
 * The block editor side of contact forms: the "Contact form" block with its form picker, and one block
 * per field type with its settings (label, name, required, placeholder, default and the SPEC 5.3
 * constraints). Every block is rendered by the server; the editor stores attributes only.
 */

/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ContactFormEdit } from './editor/ContactFormEdit';
import { FieldEdit } from './editor/FieldEdit';
import { FIELD_TITLES } from './editor/fields';
import type { FieldAttributes } from './editor/fields';

/**
 * Registers the editor side of a block the server registered: its attributes come from the server's
 * definition (Form::block_attributes()), so they are left out here and stay in one place.
 *
 * @param name     Block name.
 * @param settings Editor settings.
 */
function registerServerBlock< T extends Record< string, unknown > >(
	name: string,
	settings: Omit< BlockConfiguration< T >, 'attributes' | 'name' >
) {
	registerBlockType(
		name,
		settings as Omit< BlockConfiguration< T >, 'name' >
	);
}

registerServerBlock< { id?: number } >( 'inkwell-forms/contact-form', {
	title: __( 'Contact form', 'inkwell-forms' ),
	category: 'widgets',
	icon: 'email-alt',
	edit: ContactFormEdit,
	save: () => null,
} );

for ( const [ type, title ] of Object.entries( FIELD_TITLES ) ) {
	registerServerBlock< FieldAttributes >( `inkwell-forms/${ type }`, {
		title,
		category: 'widgets',
		icon: type === 'submit' ? 'button' : 'forms',
		supports: { html: false },
		edit: FieldEdit,
		save: () => null,
	} );
}
