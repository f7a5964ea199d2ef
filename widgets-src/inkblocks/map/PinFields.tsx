/**
 * The fields of a pin beside its texts: position, image, link and whether its pop-up starts open.
 */

/**
 * WordPress dependencies
 */
import {
	Flex,
	FlexBlock,
	SelectControl,
	TextareaControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CONTROL_SIZE as field } from '../../common/editor/attribute-props';
import { MediaPicker } from '../media-player/MediaPicker';
import type { PinAttribute } from './types';

/**
 * A pin's place, image, link and pop-up state, in the popover of its card's "Pin settings" button.
 *
 * @param props          The pin.
 * @param props.pin      The pin.
 * @param props.onChange Merges changes into it.
 */
export function PinFields( {
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
