/**
 * The editor UI of server-rendered content blocks, described by field lists: settings panels, a list of
 * items (add, edit, reorder, remove) and a live server preview. Shared by the Inkblocks content blocks.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ListItemTextActions } from './editor/ListItemActions';
import { moveAt, removeAt, updateAt } from './editor/list';
import { ServerRenderedEdit } from './editor/ServerRenderedEdit';

export type Values = Record< string, unknown >;

/** One setting of a block or of an item. */
export type Field = { name: string; label: string; help?: string } & (
	| { type: 'text' | 'textarea' | 'url' | 'toggle' | 'image' }
	| { type: 'number'; min: number; max: number; step?: number }
	| { type: 'select'; options: { label: string; value: string }[] }
);

/** A list attribute edited item by item. */
export interface ItemsSpec {
	attribute: string;
	title: string;
	fields: Field[];
	newItem: () => Values;
	itemLabel: ( item: Values, index: number ) => string;
}

export interface BlockSettings {
	panels: { title: string; fields: Field[] }[];
	items?: ItemsSpec;
}

/** A media-library attachment as MediaUpload hands it over. */
interface Media {
	id: number;
	url: string;
	alt?: string;
	width?: number;
	height?: number;
}

/**
 * One control for one field.
 *
 * @param props          The props.
 * @param props.field    The field.
 * @param props.values   The values it reads from.
 * @param props.onChange Called with the changed values.
 */
export function FieldControl( {
	field,
	values,
	onChange,
}: {
	field: Field;
	values: Values;
	onChange: ( next: Values ) => void;
} ): ReactNode {
	const value = values[ field.name ];
	const common = {
		label: field.label,
		help: field.help,
		__nextHasNoMarginBottom: true,
	};
	switch ( field.type ) {
		case 'toggle':
			return (
				<ToggleControl
					{ ...common }
					checked={ Boolean( value ) }
					onChange={ ( checked: boolean ) =>
						onChange( { [ field.name ]: checked } )
					}
				/>
			);
		case 'number':
			return (
				<RangeControl
					{ ...common }
					value={ typeof value === 'number' ? value : undefined }
					min={ field.min }
					max={ field.max }
					step={ field.step ?? 1 }
					allowReset
					onChange={ ( next?: number ) =>
						onChange( { [ field.name ]: next } )
					}
				/>
			);
		case 'select':
			return (
				<SelectControl
					{ ...common }
					value={ String( value ?? '' ) }
					options={ field.options }
					onChange={ ( next: string ) =>
						onChange( { [ field.name ]: next } )
					}
				/>
			);
		case 'textarea':
			return (
				<TextareaControl
					{ ...common }
					value={ String( value ?? '' ) }
					onChange={ ( next: string ) =>
						onChange( { [ field.name ]: next } )
					}
				/>
			);
		case 'image':
			return (
				<ImageField
					label={ field.label }
					values={ values }
					onChange={ onChange }
				/>
			);
		default:
			return (
				<TextControl
					{ ...common }
					__next40pxDefaultSize
					type={ field.type === 'url' ? 'url' : 'text' }
					value={ String( value ?? '' ) }
					onChange={ ( next: string ) =>
						onChange( { [ field.name ]: next } )
					}
				/>
			);
	}
}

/**
 * An image from the media library, kept as imageId / imageUrl / imageAlt / imageWidth / imageHeight.
 *
 * @param props          The props.
 * @param props.label    Label.
 * @param props.values   The item.
 * @param props.onChange Called with the changed values.
 */
function ImageField( {
	label,
	values,
	onChange,
}: {
	label: string;
	values: Values;
	onChange: ( next: Values ) => void;
} ) {
	const url = String( values.imageUrl ?? '' );
	return (
		<div className="inkblocks-editor-image">
			<p className="inkblocks-editor-image__label">{ label }</p>
			{ url && (
				<img
					className="inkblocks-editor-image__preview"
					src={ url }
					alt={ String( values.imageAlt ?? '' ) }
				/>
			) }
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'image' ] }
					value={ Number( values.imageId ?? 0 ) }
					onSelect={ ( media: Media ) =>
						onChange( {
							imageId: media.id,
							imageUrl: media.url,
							imageAlt: media.alt ?? '',
							imageWidth: media.width ?? 0,
							imageHeight: media.height ?? 0,
						} )
					}
					render={ ( { open }: { open: () => void } ) => (
						<Button variant="secondary" onClick={ open }>
							{ url
								? __( 'Replace image', 'inkblocks' )
								: __( 'Choose image', 'inkblocks' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
		</div>
	);
}

/**
 * The list of items, each in its own folding panel with move and remove buttons.
 *
 * @param props          The props.
 * @param props.spec     What the items are.
 * @param props.items    Current items.
 * @param props.onChange Called with the new list.
 */
function ItemsPanel( {
	spec,
	items,
	onChange,
}: {
	spec: ItemsSpec;
	items: Values[];
	onChange: ( next: Values[] ) => void;
} ) {
	return (
		<PanelBody title={ spec.title }>
			{ items.map( ( item, index ) => (
				<PanelBody
					key={ index }
					title={ spec.itemLabel( item, index ) }
					initialOpen={ false }
				>
					{ spec.fields.map( ( field ) => (
						<FieldControl
							key={ field.name }
							field={ field }
							values={ item }
							onChange={ ( changed ) =>
								onChange( updateAt( items, index, changed ) )
							}
						/>
					) ) }
					<div className="inkblocks-editor-item-actions">
						<ListItemTextActions
							variant="tertiary"
							index={ index }
							count={ items.length }
							onMove={ ( step ) =>
								onChange( moveAt( items, index, step ) )
							}
							onRemove={ () =>
								onChange( removeAt( items, index ) )
							}
						/>
					</div>
				</PanelBody>
			) ) }
			<Button
				variant="primary"
				onClick={ () => onChange( [ ...items, spec.newItem() ] ) }
			>
				{
					/* translators: %s: what the list holds, for example "Items". */
					sprintf( __( 'Add to %s', 'inkblocks' ), spec.title )
				}
			</Button>
		</PanelBody>
	);
}

/**
 * The editor of a server-rendered block described by field lists: its settings in the sidebar, its
 * server render as the preview.
 *
 * @param name     The block's name.
 * @param settings The panels and the item list.
 */
export function settingsEdit( name: string, settings: BlockSettings ) {
	return function Edit( {
		attributes,
		setAttributes,
	}: {
		attributes: Values;
		setAttributes: ( next: Values ) => void;
	} ) {
		const items = settings.items;
		const list = items ? attributes[ items.attribute ] : null;
		return (
			<ServerRenderedEdit block={ name } attributes={ attributes }>
				{ items && (
					<ItemsPanel
						spec={ items }
						items={ Array.isArray( list ) ? list : [] }
						onChange={ ( next ) =>
							setAttributes( { [ items.attribute ]: next } )
						}
					/>
				) }
				{ settings.panels.map( ( panel ) => (
					<PanelBody key={ panel.title } title={ panel.title }>
						{ panel.fields.map( ( field ) => (
							<FieldControl
								key={ field.name }
								field={ field }
								values={ attributes }
								onChange={ setAttributes }
							/>
						) ) }
					</PanelBody>
				) ) }
			</ServerRenderedEdit>
		);
	};
}
