/**
 * The Newsletter form block in the editor: the form as the page shows it, its heading, text, button label
 * and invalid-address message typed in place, its starting points while it is empty, and the list and what
 * happens after signing up in the sidebar.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
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
	INLINE_FORMATS,
	type EditProps,
} from '../../common/editor/attribute-props';
import { StartingPoints } from '../../common/editor/StartingPoints';
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
 * Whether the form still needs a starting point: no text of its own and no list chosen.
 *
 * @param attributes The block's attributes.
 */
export function needsStart( attributes: NewsletterAttributes ): boolean {
	return (
		! attributes.heading &&
		! attributes.text &&
		! attributes.buttonText &&
		! attributes.listId
	);
}

/**
 * The Newsletter form block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 * @param props.isSelected    Whether the block is selected (empty texts and the message show then).
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: EditProps< NewsletterAttributes > & {
	clientId: string;
	isSelected: boolean;
} ) {
	const bind = attributeProps( attributes, setAttributes );
	const lists = useLists();
	const blockProps = useBlockProps( { className: 'inkblocks-newsletter' } );

	const settings = (
		<InspectorControls>
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
			<PanelBody title={ __( 'After signing up', 'inkblocks' ) }>
				<ToggleControl
					label={ __( 'Redirect', 'inkblocks' ) }
					{ ...bind.toggle( 'redirect' ) }
				/>
				{ attributes.redirect && (
					<TextControl
						label={ __( 'Redirect URL', 'inkblocks' ) }
						help={ __(
							'An address on this site; others are ignored.',
							'inkblocks'
						) }
						type="url"
						{ ...bind.text( 'redirectUrl' ) }
						__next40pxDefaultSize
					/>
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
		</InspectorControls>
	);

	if ( needsStart( attributes ) ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints
					name="inkblocks/newsletter"
					clientId={ clientId }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			{ settings }
			{ ( isSelected || attributes.heading ) && (
				<RichText
					tagName="h2"
					className="inkblocks-newsletter__heading"
					aria-label={ __( 'Heading', 'inkblocks' ) }
					placeholder={ __( 'Heading (optional)', 'inkblocks' ) }
					{ ...bind.rich( 'heading' ) }
				/>
			) }
			{ ( isSelected || attributes.text ) && (
				<RichText
					tagName="p"
					className="inkblocks-newsletter__text"
					aria-label={ __( 'Text', 'inkblocks' ) }
					placeholder={ __(
						'A line on what readers get (optional)',
						'inkblocks'
					) }
					allowedFormats={ [ ...INLINE_FORMATS, 'core/link' ] }
					value={ attributes.text }
					onChange={ ( text ) => setAttributes( { text } ) }
				/>
			) }
			<div className="inkblocks-newsletter__form">
				<span className="inkblocks-newsletter__label">
					{ __( 'E-mail address', 'inkblocks' ) }
				</span>
				<div className="inkblocks-newsletter__row">
					<span
						className="inkblocks-newsletter__email"
						aria-hidden="true"
					>
						{ __( 'you@example.com', 'inkblocks' ) }
					</span>
					<RichText
						tagName="span"
						className="inkblocks-newsletter__submit"
						aria-label={ __( 'Button label', 'inkblocks' ) }
						placeholder={ __( 'Subscribe', 'inkblocks' ) }
						// The button shows its label as text.
						allowedFormats={ [] }
						disableLineBreaks
						value={ attributes.buttonText }
						onChange={ ( buttonText ) =>
							setAttributes( { buttonText } )
						}
					/>
				</div>
				{ isSelected && (
					<RichText
						tagName="p"
						className="inkblocks-newsletter__message is-error"
						aria-label={ __(
							'Message for an invalid e-mail address',
							'inkblocks'
						) }
						placeholder={ __(
							'Please specify a valid email',
							'inkblocks'
						) }
						allowedFormats={ [] }
						disableLineBreaks
						value={ attributes.invalidMessage }
						onChange={ ( invalidMessage ) =>
							setAttributes( { invalidMessage } )
						}
					/>
				) }
			</div>
		</div>
	);
}
