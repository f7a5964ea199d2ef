/**
 * The Dropbar block in the editor: the button as the page shows it, its label typed in place, and the
 * drop's blocks under it while the block is selected (closed otherwise, as on the page); its starting
 * points while empty, and how and where it opens in the sidebar.
 */

/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	RichText,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import { StartingPoints } from '../../common/editor/StartingPoints';
import type { DropbarAttributes, DropbarPosition } from './types';

/**
 * The positions of the drop, labelled.
 */
const positions = (): Array< { value: DropbarPosition; label: string } > => [
	{ value: 'bottom-start', label: __( 'Below, from the left', 'inkblocks' ) },
	{ value: 'bottom-center', label: __( 'Below, centred', 'inkblocks' ) },
	{ value: 'bottom-end', label: __( 'Below, from the right', 'inkblocks' ) },
	{ value: 'top-start', label: __( 'Above, from the left', 'inkblocks' ) },
	{ value: 'top-center', label: __( 'Above, centred', 'inkblocks' ) },
	{ value: 'top-end', label: __( 'Above, from the right', 'inkblocks' ) },
];

/** The block editor's selectors the dropbar reads. */
interface DropbarSelectors {
	getBlockCount: ( clientId: string ) => number;
	hasSelectedInnerBlock: ( clientId: string, deep?: boolean ) => boolean;
}

/**
 * The Dropbar block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 * @param props.isSelected    Whether the block is selected.
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: EditProps< DropbarAttributes > & {
	clientId: string;
	isSelected: boolean;
} ) {
	const bind = attributeProps( attributes, setAttributes );
	const { count, inside } = useSelect(
		( select ) => {
			const editor = select(
				blockEditorStore
			) as unknown as DropbarSelectors;
			return {
				count: editor.getBlockCount( clientId ),
				inside: editor.hasSelectedInnerBlock( clientId, true ),
			};
		},
		[ clientId ]
	);
	const open = isSelected || inside;
	const blockProps = useBlockProps( {
		className: `inkblocks-dropbar is-${ attributes.position } inkblocks-dropbar-editor`,
	} );
	const innerProps = useInnerBlocksProps( {
		className: 'inkblocks-dropbar__content',
	} );
	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Dropbar', 'inkblocks' ) }>
				<SelectControl
					label={ __( 'Open on', 'inkblocks' ) }
					options={ [
						{
							label: __( 'Hover', 'inkblocks' ),
							value: 'hover',
						},
						{
							label: __( 'Click', 'inkblocks' ),
							value: 'click',
						},
					] }
					{ ...bind.select( 'mode' ) }
				/>
				{ attributes.mode === 'hover' && (
					<RangeControl
						label={ __( 'Hide delay (ms)', 'inkblocks' ) }
						help={ __(
							'How long the drop stays after the pointer leaves.',
							'inkblocks'
						) }
						min={ 0 }
						max={ 10000 }
						step={ 100 }
						{ ...bind.number( 'hide_delay', 500 ) }
					/>
				) }
				<SelectControl
					label={ __( 'Position', 'inkblocks' ) }
					options={ positions() }
					{ ...bind.select( 'position' ) }
				/>
			</PanelBody>
		</InspectorControls>
	);

	if ( count === 0 && ! attributes.label ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints
					name="inkblocks/dropbar"
					clientId={ clientId }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			{ settings }
			<div
				className={ `inkblocks-dropbar__inner${
					open ? ' is-open' : ''
				}` }
			>
				<span className="inkblocks-dropbar__button">
					<RichText
						tagName="span"
						identifier="label"
						className="inkblocks-dropbar__label"
						aria-label={ __( 'Button label', 'inkblocks' ) }
						placeholder={ __( 'More', 'inkblocks' ) }
						{ ...bind.rich( 'label' ) }
					/>
					<span
						className="inkblocks-dropbar__icon"
						aria-hidden="true"
					/>
				</span>
				<div className="inkblocks-dropbar__drop">
					<div { ...innerProps } />
				</div>
			</div>
		</div>
	);
}
