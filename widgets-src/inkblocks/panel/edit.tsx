/**
 * The Panel block in the editor: one tab, accordion toggle or switcher side, with its title, its id, and
 * its blocks or a synced pattern.
 */

/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	PlainText,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import type { PanelAttributes } from './types';
import './editor.scss';

interface Pattern {
	id: number;
	title: { raw?: string; rendered?: string };
	status: string;
}

/**
 * Published synced patterns, for the template choice.
 */
function usePatterns(): Pattern[] {
	return useSelect(
		( select ) =>
			(
				select( 'core' ) as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: object
					) => Pattern[] | null;
				}
			 ).getEntityRecords( 'postType', 'wp_block', {
				per_page: 100,
				status: 'publish',
				context: 'edit',
			} ) ?? [],
		[]
	);
}

/**
 * The Panel block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< PanelAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	const patterns = usePatterns();
	const blockProps = useBlockProps( { className: 'inkblocks-panel-editor' } );
	const innerProps = useInnerBlocksProps(
		{ className: 'inkblocks-panel-editor__content' },
		{ templateLock: false, template: [ [ 'core/paragraph' ] ] }
	);
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Panel', 'inkblocks' ) }>
					<TextControl
						label={ __( 'Item id', 'inkblocks' ) }
						help={ __(
							'Links to #id, and the page address ending in #id, open this item. Empty: made from the title.',
							'inkblocks'
						) }
						{ ...bind.text( 'itemId' ) }
					/>
					<ToggleControl
						label={ __( 'Open on load', 'inkblocks' ) }
						{ ...bind.toggle( 'active' ) }
					/>
					<SelectControl
						label={ __(
							'Content from a synced pattern',
							'inkblocks'
						) }
						help={ __(
							'Loaded when the panel first opens, instead of the blocks below.',
							'inkblocks'
						) }
						value={ String( attributes.templateId ) }
						options={ [
							{ label: __( 'None', 'inkblocks' ), value: '0' },
							...patterns.map( ( pattern ) => ( {
								label:
									pattern.title.raw ||
									pattern.title.rendered ||
									`#${ pattern.id }`,
								value: String( pattern.id ),
							} ) ),
						] }
						onChange={ ( value: string ) =>
							setAttributes( { templateId: Number( value ) } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<PlainText
				className="inkblocks-panel-editor__title"
				aria-label={ __( 'Title', 'inkblocks' ) }
				placeholder={ __( 'Title', 'inkblocks' ) }
				value={ attributes.title }
				onChange={ ( title: string ) => setAttributes( { title } ) }
			/>
			{ attributes.templateId > 0 ? (
				<p className="inkblocks-panel-editor__note">
					{ __(
						'This panel shows its synced pattern.',
						'inkblocks'
					) }
				</p>
			) : (
				<div { ...innerProps } />
			) }
		</div>
	);
}
