/**
 * The Scroll navigation block in the editor: the menu items and settings in the sidebar, the menu as a
 * list in the canvas (on the page it is fixed at the side of the window).
 */

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import { ListEditor } from '../../common/list-editor';
import { SCROLL_NAVIGATION_OFFSET, SCROLL_NAVIGATION_SPEED } from './constants';
import type { ScrollNavigationAttributes, ScrollNavigationItem } from './types';

/**
 * The Scroll navigation block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< ScrollNavigationAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	return (
		<nav
			{ ...useBlockProps( {
				className: 'inkblocks-scroll-navigation-editor',
			} ) }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Sections', 'inkblocks' ) }>
					<ListEditor< ScrollNavigationItem >
						items={ attributes.items }
						onChange={ ( items ) => setAttributes( { items } ) }
						newItem={ () => ( { label: '', sectionId: '' } ) }
						addLabel={ __( 'Add a section', 'inkblocks' ) }
						renderRow={ ( item, update ) => (
							<>
								<TextControl
									label={ __( 'Label', 'inkblocks' ) }
									value={ item.label }
									onChange={ ( label: string ) =>
										update( { label } )
									}
									__nextHasNoMarginBottom
								/>
								<TextControl
									label={ __( 'Section id', 'inkblocks' ) }
									help={ __(
										'The HTML anchor of the section (Advanced settings of a block).',
										'inkblocks'
									) }
									value={ item.sectionId }
									onChange={ ( sectionId: string ) =>
										update( { sectionId } )
									}
									__nextHasNoMarginBottom
								/>
							</>
						) }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Scrolling', 'inkblocks' ) }>
					<ToggleControl
						label={ __(
							'Keep the section id out of the address',
							'inkblocks'
						) }
						help={ __(
							'Off: the address ends with #section-id after each jump.',
							'inkblocks'
						) }
						{ ...bind.toggle( 'sectionIdVisibility' ) }
					/>
					<RangeControl
						label={ __( 'Scroll speed (ms)', 'inkblocks' ) }
						min={ 0 }
						max={ 5000 }
						step={ 50 }
						{ ...bind.number( 'speed', SCROLL_NAVIGATION_SPEED ) }
					/>
					<RangeControl
						label={ __( 'Offset (px)', 'inkblocks' ) }
						help={ __(
							'Space kept above the section, for example under a sticky header.',
							'inkblocks'
						) }
						min={ -1000 }
						max={ 1000 }
						{ ...bind.number( 'offset', SCROLL_NAVIGATION_OFFSET ) }
					/>
					<ToggleControl
						label={ __(
							'Swipe between sections on touch screens',
							'inkblocks'
						) }
						{ ...bind.toggle( 'sectionSwitch' ) }
					/>
					<SelectControl
						label={ __( 'Side of the window', 'inkblocks' ) }
						value={ attributes.position }
						options={ [
							{
								label: __( 'Right', 'inkblocks' ),
								value: 'right',
							},
							{ label: __( 'Left', 'inkblocks' ), value: 'left' },
						] }
						onChange={ ( position: string ) =>
							setAttributes( {
								position:
									position === 'left' ? 'left' : 'right',
							} )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<p>
				<strong>{ __( 'Scroll navigation', 'inkblocks' ) }</strong>
			</p>
			{ attributes.items.length === 0 ? (
				<p>
					{ __( 'Add sections in the block settings.', 'inkblocks' ) }
				</p>
			) : (
				<ul>
					{ attributes.items.map( ( item ) => (
						<li key={ item.sectionId + item.label }>
							{ item.label || item.sectionId } (#
							{ item.sectionId })
						</li>
					) ) }
				</ul>
			) }
		</nav>
	);
}
