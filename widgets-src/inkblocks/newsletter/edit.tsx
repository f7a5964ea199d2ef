/**
 * The Newsletter form block in the editor: the list picker and every setting, with a live preview.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
	type KeysOfType,
} from '../../common/editor/attribute-props';
import { ServerRenderedEdit } from '../../common/editor/ServerRenderedEdit';
import type { NewsletterAttributes } from './types';

/** A list as GET /inkblocks/v1/newsletter-lists gives it. */
interface MailingList {
	id: number;
	name: string;
	confirmed: number;
	pending: number;
}

/**
 * The site's mailing lists, or null while they load.
 */
function useLists(): MailingList[] | null {
	const [ lists, setLists ] = useState< MailingList[] | null >( null );
	useEffect( () => {
		apiFetch< MailingList[] >( { path: '/inkblocks/v1/newsletter-lists' } )
			.then( setLists )
			.catch( () => setLists( [] ) );
	}, [] );
	return lists;
}

/**
 * The Newsletter form block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< NewsletterAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	const lists = useLists();
	const text = (
		key: KeysOfType< NewsletterAttributes, string >,
		label: string,
		help?: string
	) => (
		<TextControl
			label={ label }
			help={ help }
			{ ...bind.text( key ) }
			__next40pxDefaultSize
		/>
	);
	return (
		<ServerRenderedEdit
			block="inkblocks/newsletter"
			attributes={ attributes }
		>
			<PanelBody title={ __( 'Mailing list', 'inkblocks' ) }>
				<SelectControl
					label={ __( 'List', 'inkblocks' ) }
					value={ String( attributes.listId ) }
					options={ [
						{
							label:
								lists === null
									? __( 'Loading…', 'inkblocks' )
									: __(
											'The first list of the site',
											'inkblocks'
										),
							value: '0',
						},
						...( lists ?? [] ).map( ( list ) => ( {
							label: sprintf(
								/* translators: 1: list name, 2: confirmed subscribers */
								__( '%1$s (%2$d confirmed)', 'inkblocks' ),
								list.name,
								list.confirmed
							),
							value: String( list.id ),
						} ) ),
					] }
					onChange={ ( value: string ) =>
						setAttributes( { listId: Number( value ) } )
					}
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
			</PanelBody>
			<PanelBody title={ __( 'Texts', 'inkblocks' ) }>
				{ text( 'heading', __( 'Heading', 'inkblocks' ) ) }
				{ text(
					'buttonText',
					__( 'Button text', 'inkblocks' ),
					__( 'Empty: Subscribe', 'inkblocks' )
				) }
				{ text(
					'invalidMessage',
					__( 'Invalid e-mail message', 'inkblocks' ),
					__( 'Empty: Please specify a valid email', 'inkblocks' )
				) }
			</PanelBody>
			<PanelBody title={ __( 'After signing up', 'inkblocks' ) }>
				<ToggleControl
					label={ __( 'Redirect', 'inkblocks' ) }
					{ ...bind.toggle( 'redirect' ) }
				/>
				{ attributes.redirect &&
					text(
						'redirectUrl',
						__( 'Redirect URL', 'inkblocks' ),
						__(
							'An address on this site; others are ignored.',
							'inkblocks'
						)
					) }
				<ToggleControl
					label={ __(
						'Close the popup after a successful sign-up',
						'inkblocks'
					) }
					help={ __(
						'When the form is inside a popup.',
						'inkblocks'
					) }
					{ ...bind.toggle( 'closePopupWhenSuccess' ) }
				/>
			</PanelBody>
		</ServerRenderedEdit>
	);
}
