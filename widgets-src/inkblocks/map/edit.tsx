/**
 * The "Map" block in the editor: the map drawn live in the canvas, its pins a list of cards below it whose
 * titles, addresses and descriptions are typed in place (Enter at the end of a title adds the next pin,
 * Backspace in an empty one removes it; buttons move and remove pins, and a popover holds a pin's position,
 * image and link), its starting points while it has no pin, and the view and the tiles in the sidebar.
 */

/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	Dropdown,
	Flex,
	FlexBlock,
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import {
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	CONTROL_SIZE as field,
	INLINE_FORMATS,
	type EditProps,
} from '../../common/editor/attribute-props';
import { EditingContext } from '../../common/editor/editing';
import { ListItemActions } from '../../common/editor/ListItemActions';
import { updateAt } from '../../common/editor/list';
import { StartingPoints } from '../../common/editor/StartingPoints';
import {
	addPinAfter,
	mapProps,
	MAX_PINS,
	movePin,
	removePin,
	type PinEdit,
} from './map-data';
import { MapView } from './MapView';
import { PinFields } from './PinFields';
import type { MapAttributes } from './types';

/**
 * Puts the caret at the end of an editable element.
 *
 * @param element The element.
 */
function focusEnd( element: HTMLElement ) {
	element.focus();
	const selection = element.ownerDocument.defaultView?.getSelection();
	if ( selection ) {
		selection.selectAllChildren( element );
		selection.collapseToEnd();
	}
}

/**
 * The "Map" block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 * @param props.isSelected    Whether the block is selected (the pins' buttons show then).
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: EditProps< MapAttributes > & { clientId: string; isSelected: boolean } ) {
	const bind = attributeProps( attributes, setAttributes );
	const blockProps = useBlockProps( { className: 'inkblocks-map' } );
	const id = `inkblocks-map-editor${ useId() }`;
	const { pins } = attributes;
	const [ focus, setFocus ] = useState< number | null >( null );
	const list = useRef< HTMLUListElement >( null );
	// The map is drawn again only when what it shows changes.
	const props = useMemo(
		() => mapProps( attributes, id ),
		[ attributes, id ]
	);

	// After an edit of the list, the caret goes to the title the edit names.
	useEffect( () => {
		if ( focus === null ) {
			return;
		}
		const target = list.current?.querySelectorAll< HTMLElement >(
			'.inkblocks-map-pin__title'
		)[ focus ];
		if ( target ) {
			focusEnd( target );
		}
		setFocus( null );
	}, [ focus, pins ] );

	const edit = ( change: PinEdit ) => {
		setAttributes( { pins: change.pins } );
		setFocus( change.focus );
	};
	const pinName = ( index: number ) =>
		sprintf(
			/* translators: %d: pin number. */
			__( 'Pin %d', 'inkblocks' ),
			index + 1
		);

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'View', 'inkblocks' ) }>
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
		</InspectorControls>
	);

	if ( ! pins.length ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints name="inkblocks/map" clientId={ clientId } />
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			{ settings }
			<div className="inkblocks-map__island">
				<EditingContext.Provider value>
					<MapView { ...props } />
				</EditingContext.Provider>
			</div>
			{ ( attributes.showList || isSelected ) && (
				<ul
					ref={ list }
					className={ `inkblocks-map__places${
						attributes.showList ? '' : ' is-hidden-on-page'
					}` }
				>
					{ pins.map( ( pin, index ) => (
						<li
							// Pins have no id; the list edits keep the order.
							key={ index }
							className="inkblocks-map__place"
						>
							<div className="inkblocks-map-pin">
								{ pin.image.url && (
									<img
										className="inkblocks-map-pin__image"
										src={ pin.image.url }
										alt={ pin.image.alt }
									/>
								) }
								<RichText
									tagName="h3"
									className="inkblocks-map-pin__title"
									aria-label={ sprintf(
										/* translators: %s: "Pin 1". */
										__( '%s title', 'inkblocks' ),
										pinName( index )
									) }
									placeholder={ __(
										'Name of the place',
										'inkblocks'
									) }
									allowedFormats={ INLINE_FORMATS }
									disableLineBreaks
									value={ pin.title }
									onChange={ ( title ) =>
										setAttributes( {
											pins: updateAt( pins, index, {
												title,
											} ),
										} )
									}
									__unstableOnSplitAtEnd={ () =>
										pins.length < MAX_PINS &&
										edit(
											addPinAfter(
												pins,
												index,
												attributes.center
											)
										)
									}
									onRemove={ () =>
										edit( removePin( pins, index ) )
									}
								/>
								<RichText
									tagName="address"
									className="inkblocks-map-pin__address"
									aria-label={ sprintf(
										/* translators: %s: "Pin 1". */
										__( '%s address', 'inkblocks' ),
										pinName( index )
									) }
									placeholder={ __( 'Address', 'inkblocks' ) }
									allowedFormats={ [] }
									disableLineBreaks
									value={ pin.address }
									onChange={ ( address ) =>
										setAttributes( {
											pins: updateAt( pins, index, {
												address,
											} ),
										} )
									}
								/>
								<RichText
									tagName="p"
									className="inkblocks-map-pin__desc"
									aria-label={ sprintf(
										/* translators: %s: "Pin 1". */
										__( '%s description', 'inkblocks' ),
										pinName( index )
									) }
									placeholder={ __(
										'What is there to find',
										'inkblocks'
									) }
									allowedFormats={ INLINE_FORMATS }
									value={ pin.desc }
									onChange={ ( desc ) =>
										setAttributes( {
											pins: updateAt( pins, index, {
												desc,
											} ),
										} )
									}
								/>
								{ pin.link.url && (
									<span className="inkblocks-map-pin__link">
										{ pin.link_title ||
											__(
												'More about this place',
												'inkblocks'
											) }
									</span>
								) }
							</div>
							{ isSelected && (
								<div className="inkblocks-map-editor__actions">
									<Dropdown
										popoverProps={ {
											placement: 'bottom-start',
										} }
										contentClassName="inkblocks-map-editor__pin-settings"
										renderToggle={ ( {
											isOpen,
											onToggle,
										} ) => (
											<Button
												size="small"
												variant="tertiary"
												icon="location"
												aria-expanded={ isOpen }
												onClick={ onToggle }
											>
												{ __(
													'Place, image and link',
													'inkblocks'
												) }
											</Button>
										) }
										renderContent={ () => (
											<PinFields
												pin={ pin }
												onChange={ ( patch ) =>
													setAttributes( {
														pins: updateAt(
															pins,
															index,
															patch
														),
													} )
												}
											/>
										) }
									/>
									<ListItemActions
										index={ index }
										count={ pins.length }
										onMove={ ( step ) =>
											edit( movePin( pins, index, step ) )
										}
										onRemove={ () =>
											edit( removePin( pins, index ) )
										}
									/>
								</div>
							) }
						</li>
					) ) }
				</ul>
			) }
			{ isSelected && pins.length < MAX_PINS && (
				<Button
					variant="secondary"
					size="small"
					icon="plus"
					className="inkblocks-map-editor__add"
					onClick={ () =>
						edit(
							addPinAfter(
								pins,
								pins.length - 1,
								attributes.center
							)
						)
					}
				>
					{ __( 'Add a pin', 'inkblocks' ) }
				</Button>
			) }
		</div>
	);
}
