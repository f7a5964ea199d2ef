/**
 * The Popup trigger block in the editor: the popup picker (published popups, from
 * GET /inkblocks/v1/popups), what the trigger looks like, what opens the popup, and the post a
 * post-content popup shows.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import {
	InspectorControls,
	RichText,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { Notice, PanelBody, SelectControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import { StartingPoints } from '../../common/editor/StartingPoints';
import type {
	PopupTriggerAttributes,
	TriggerDisplay,
	TriggerEvent,
} from './types';
import './editor.scss';

/** A popup as GET /inkblocks/v1/popups gives it. */
interface PopupSummary {
	id: number;
	title: string;
	contentType: string;
}

interface PostRecord {
	id: number;
	title?: { rendered: string; raw?: string };
}

interface CoreSelectors {
	getEntityRecords: (
		kind: string,
		name: string,
		query: object
	) => PostRecord[] | null;
}

const DISPLAYS: Array< { value: TriggerDisplay; label: string } > = [
	{ value: 'button', label: __( 'A button', 'inkblocks' ) },
	{ value: 'link', label: __( 'A link', 'inkblocks' ) },
	{
		value: 'wrapper',
		label: __( 'The blocks inside, with a button', 'inkblocks' ),
	},
];

const TRIGGERS: Array< { value: TriggerEvent; label: string } > = [
	{ value: 'click', label: __( 'Click', 'inkblocks' ) },
	{ value: 'hover', label: __( 'Hover', 'inkblocks' ) },
	{ value: 'scroll-to', label: __( 'Scrolled into view', 'inkblocks' ) },
];

/**
 * The published popups, or null while they load.
 */
function usePopups(): PopupSummary[] | null {
	const [ popups, setPopups ] = useState< PopupSummary[] | null >( null );
	useEffect( () => {
		apiFetch< PopupSummary[] >( { path: '/inkblocks/v1/popups' } )
			.then( setPopups )
			.catch( () => setPopups( [] ) );
	}, [] );
	return popups;
}

/**
 * Whether the trigger still needs a starting point: no popup and no text yet.
 *
 * @param attributes The block's attributes.
 */
export function needsStart( attributes: PopupTriggerAttributes ): boolean {
	return ! attributes.popupId && ! attributes.text;
}

/**
 * The Popup trigger block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
}: EditProps< PopupTriggerAttributes > & { clientId: string } ) {
	const bind = attributeProps( attributes, setAttributes );
	const popups = usePopups();
	const posts = useSelect(
		( select ) =>
			( select( 'core' ) as unknown as CoreSelectors ).getEntityRecords(
				'postType',
				'post',
				{ per_page: 50, status: 'publish' }
			) ?? [],
		[]
	);
	const popup = popups?.find( ( item ) => item.id === attributes.popupId );
	const postContent = popup?.contentType === 'post-content';
	const { display } = attributes;
	const blockProps = useBlockProps( {
		className: `inkblocks-popup-trigger is-display-${ display } is-trigger-${ attributes.trigger }`,
	} );
	const innerProps = useInnerBlocksProps(
		{ className: 'inkblocks-popup-trigger__inner' },
		{ template: [ [ 'core/paragraph' ] ] }
	);
	const missing =
		popups !== null && ! popup
			? __(
					'Choose a published popup in the block settings: visitors see nothing until then.',
					'inkblocks'
				)
			: '';

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Popup trigger', 'inkblocks' ) }>
				<SelectControl
					label={ __( 'Popup', 'inkblocks' ) }
					value={ String( attributes.popupId ) }
					options={ [
						{
							label:
								popups === null
									? __( 'Loading…', 'inkblocks' )
									: __( 'Choose a popup', 'inkblocks' ),
							value: '0',
						},
						...( popups ?? [] ).map( ( item ) => ( {
							label: item.title || `#${ item.id }`,
							value: String( item.id ),
						} ) ),
					] }
					onChange={ ( value: string ) =>
						setAttributes( { popupId: Number( value ) } )
					}
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
				<SelectControl
					label={ __( 'Looks like', 'inkblocks' ) }
					options={ DISPLAYS }
					{ ...bind.select( 'display' ) }
					__next40pxDefaultSize
				/>
				<SelectControl
					label={ __( 'Opens on', 'inkblocks' ) }
					help={ __(
						'Hover and scroll triggers watch the whole block; its button or link opens the popup by click and keyboard too.',
						'inkblocks'
					) }
					options={ TRIGGERS }
					{ ...bind.select( 'trigger' ) }
					__next40pxDefaultSize
				/>
				<SelectControl
					label={
						postContent
							? __( 'Post to show', 'inkblocks' )
							: __( 'Post', 'inkblocks' )
					}
					help={ __(
						'The post a "post content" popup shows (otherwise the page it opens on). Without JavaScript the trigger links to it.',
						'inkblocks'
					) }
					value={ String( attributes.postId ) }
					options={ [
						{ label: __( 'None', 'inkblocks' ), value: '0' },
						...posts.map( ( post ) => ( {
							label:
								post.title?.raw ||
								post.title?.rendered ||
								`#${ post.id }`,
							value: String( post.id ),
						} ) ),
					] }
					onChange={ ( value: string ) =>
						setAttributes( { postId: Number( value ) } )
					}
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
			</PanelBody>
		</InspectorControls>
	);

	if ( needsStart( attributes ) ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints
					name="inkblocks/popup-trigger"
					clientId={ clientId }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			{ settings }
			{ missing && (
				<Notice status="warning" isDismissible={ false }>
					{ missing }
				</Notice>
			) }
			{ display === 'wrapper' && <div { ...innerProps } /> }
			<RichText
				tagName="span"
				className={ `inkblocks-popup-trigger__control${
					display === 'link' ? ' is-link' : ' wp-element-button'
				}` }
				aria-label={ __( 'Trigger text', 'inkblocks' ) }
				placeholder={ popup?.title || __( 'Open', 'inkblocks' ) }
				// The control shows its text as text.
				allowedFormats={ [] }
				disableLineBreaks
				value={ attributes.text }
				onChange={ ( text ) => setAttributes( { text } ) }
			/>
		</div>
	);
}
