/**
 * The "Map" block in the editor: the pins with every field of SPEC 3 (Map pin), the view and the tile
 * source, with a live server preview (the list of places).
 */

/**
 * WordPress dependencies
 */
import {
	Flex,
	FlexBlock,
	PanelBody,
	RangeControl,
	SelectControl,
	TextareaControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	CONTROL_SIZE as field,
	type EditProps,
} from '../../common/editor/attribute-props';
import { ItemListControl } from '../../common/editor/ItemListControl';
import { ServerRenderedEdit } from '../../common/editor/ServerRenderedEdit';
import { MediaPicker } from '../media-player/MediaPicker';
import type { MapAttributes, PinAttribute } from './types';

const NEW_PIN: PinAttribute = {
	position: { lat: '', lng: '' },
	title: '',
	address: '',
	image: { id: 0, url: '', alt: '' },
	image_width: 0,
	image_height: 0,
	desc: '',
	link: {
		url: '',
		is_external: false,
		nofollow: false,
		custom_attributes: '',
	},
	link_title: '',
	state: 'closed',
};

function PinFields( {
	pin,
	onChange,
}: {
	pin: PinAttribute;
	onChange: ( patch: Partial< PinAttribute > ) => void;
} ) {
	const link = ( patch: Partial< PinAttribute[ 'link' ] > ) =>
		onChange( { link: { ...pin.link, ...patch } } );
	return (
		<>
			<TextControl
				label={ __( 'Title', 'inkblocks' ) }
				value={ pin.title }
				onChange={ ( title: string ) => onChange( { title } ) }
				{ ...field }
			/>
			<Flex>
				<FlexBlock>
					<TextControl
						label={ __( 'Latitude', 'inkblocks' ) }
						type="number"
						step="any"
						value={ String( pin.position.lat ) }
						onChange={ ( lat: string ) =>
							onChange( { position: { ...pin.position, lat } } )
						}
						{ ...field }
					/>
				</FlexBlock>
				<FlexBlock>
					<TextControl
						label={ __( 'Longitude', 'inkblocks' ) }
						type="number"
						step="any"
						value={ String( pin.position.lng ) }
						onChange={ ( lng: string ) =>
							onChange( { position: { ...pin.position, lng } } )
						}
						{ ...field }
					/>
				</FlexBlock>
			</Flex>
			<TextControl
				label={ __( 'Address', 'inkblocks' ) }
				value={ pin.address }
				onChange={ ( address: string ) => onChange( { address } ) }
				{ ...field }
			/>
			<TextareaControl
				label={ __( 'Description', 'inkblocks' ) }
				value={ pin.desc }
				onChange={ ( desc: string ) => onChange( { desc } ) }
				__nextHasNoMarginBottom
			/>
			<MediaPicker
				label={ __( 'Image address', 'inkblocks' ) }
				kind="image"
				id={ pin.image.id }
				url={ pin.image.url }
				onChange={ ( media ) =>
					onChange( {
						image: {
							id: media.id,
							url: media.url,
							alt: media.alt ?? pin.image.alt,
						},
					} )
				}
			/>
			<TextControl
				label={ __( 'Image alternative text', 'inkblocks' ) }
				value={ pin.image.alt }
				onChange={ ( alt: string ) =>
					onChange( { image: { ...pin.image, alt } } )
				}
				{ ...field }
			/>
			<Flex>
				<FlexBlock>
					<TextControl
						label={ __( 'Image width (px)', 'inkblocks' ) }
						type="number"
						min={ 0 }
						value={ String( pin.image_width || '' ) }
						onChange={ ( value: string ) =>
							onChange( { image_width: Number( value ) || 0 } )
						}
						{ ...field }
					/>
				</FlexBlock>
				<FlexBlock>
					<TextControl
						label={ __( 'Image height (px)', 'inkblocks' ) }
						type="number"
						min={ 0 }
						value={ String( pin.image_height || '' ) }
						onChange={ ( value: string ) =>
							onChange( { image_height: Number( value ) || 0 } )
						}
						{ ...field }
					/>
				</FlexBlock>
			</Flex>
			<TextControl
				label={ __( 'Link address', 'inkblocks' ) }
				type="url"
				value={ pin.link.url }
				onChange={ ( url: string ) => link( { url } ) }
				{ ...field }
			/>
			<TextControl
				label={ __( 'Link text', 'inkblocks' ) }
				value={ pin.link_title }
				onChange={ ( linkTitle: string ) =>
					onChange( { link_title: linkTitle } )
				}
				{ ...field }
			/>
			<ToggleControl
				label={ __( 'Open the link in a new tab', 'inkblocks' ) }
				checked={ pin.link.is_external }
				onChange={ ( isExternal: boolean ) =>
					link( { is_external: isExternal } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Add nofollow', 'inkblocks' ) }
				checked={ pin.link.nofollow }
				onChange={ ( nofollow: boolean ) => link( { nofollow } ) }
				__nextHasNoMarginBottom
			/>
			<TextareaControl
				label={ __( 'Custom link attributes', 'inkblocks' ) }
				help={ __(
					'One name|value pair a line, for example data-track|map. Event handlers are not allowed.',
					'inkblocks'
				) }
				value={ pin.link.custom_attributes }
				onChange={ ( value: string ) =>
					link( { custom_attributes: value } )
				}
				__nextHasNoMarginBottom
			/>
			<SelectControl
				label={ __( 'Pop-up when the map appears', 'inkblocks' ) }
				value={ pin.state }
				options={ [
					{ label: __( 'Closed', 'inkblocks' ), value: 'closed' },
					{ label: __( 'Open', 'inkblocks' ), value: 'open' },
				] }
				onChange={ ( state: string ) =>
					onChange( { state: state === 'open' ? 'open' : 'closed' } )
				}
				{ ...field }
			/>
		</>
	);
}

/**
 * The "Map" block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< MapAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	return (
		<ServerRenderedEdit block="inkblocks/map" attributes={ attributes }>
			<PanelBody title={ __( 'Pins', 'inkblocks' ) }>
				<ItemListControl
					folding
					items={ attributes.pins }
					onChange={ ( pins ) => setAttributes( { pins } ) }
					itemTitle={ ( pin, index ) =>
						pin.title ||
						sprintf(
							/* translators: %d: pin number. */
							__( 'Pin %d', 'inkblocks' ),
							index + 1
						)
					}
					renderItem={ ( pin, update ) => (
						<PinFields pin={ pin } onChange={ update } />
					) }
					newItem={ () => NEW_PIN }
					addLabel={ __( 'Add a pin', 'inkblocks' ) }
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'View', 'inkblocks' ) }
				initialOpen={ false }
			>
				<ToggleControl
					label={ __( 'Fit the view to the pins', 'inkblocks' ) }
					{ ...bind.toggle( 'fitPins' ) }
				/>
				{ ! attributes.fitPins && (
					<Flex>
						<FlexBlock>
							<TextControl
								label={ __( 'Centre latitude', 'inkblocks' ) }
								type="number"
								step="any"
								value={ String( attributes.center.lat ) }
								onChange={ ( lat: string ) =>
									setAttributes( {
										center: {
											...attributes.center,
											lat: Number( lat ),
										},
									} )
								}
								{ ...field }
							/>
						</FlexBlock>
						<FlexBlock>
							<TextControl
								label={ __( 'Centre longitude', 'inkblocks' ) }
								type="number"
								step="any"
								value={ String( attributes.center.lng ) }
								onChange={ ( lng: string ) =>
									setAttributes( {
										center: {
											...attributes.center,
											lng: Number( lng ),
										},
									} )
								}
								{ ...field }
							/>
						</FlexBlock>
					</Flex>
				) }
				<RangeControl
					label={ __( 'Zoom', 'inkblocks' ) }
					min={ 1 }
					max={ 20 }
					{ ...bind.number( 'zoom', 13 ) }
					{ ...field }
				/>
				<RangeControl
					label={ __( 'Height (px)', 'inkblocks' ) }
					min={ 200 }
					max={ 1200 }
					step={ 10 }
					{ ...bind.number( 'height', 420 ) }
					{ ...field }
				/>
				<ToggleControl
					label={ __( 'Zoom with the mouse wheel', 'inkblocks' ) }
					{ ...bind.toggle( 'scrollWheelZoom' ) }
				/>
				<ToggleControl
					label={ __( 'List the places below the map', 'inkblocks' ) }
					{ ...bind.toggle( 'showList' ) }
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Tiles', 'inkblocks' ) }
				initialOpen={ false }
			>
				<TextControl
					label={ __( 'Tile address', 'inkblocks' ) }
					help={ __(
						'A template with {z}, {x} and {y}, for example https://tile.openstreetmap.org/{z}/{x}/{y}.png. Leave it empty for a map without tiles.',
						'inkblocks'
					) }
					{ ...bind.text( 'tileUrl' ) }
					{ ...field }
				/>
				<TextControl
					label={ __( 'Attribution', 'inkblocks' ) }
					{ ...bind.text( 'tileAttribution' ) }
					{ ...field }
				/>
				<RangeControl
					label={ __( 'Largest zoom of the tiles', 'inkblocks' ) }
					min={ 1 }
					max={ 22 }
					{ ...bind.number( 'maxZoom', 19 ) }
					{ ...field }
				/>
			</PanelBody>
		</ServerRenderedEdit>
	);
}
