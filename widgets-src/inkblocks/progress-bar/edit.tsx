/**
 * The Progress bar block in the editor: the bar as the page shows it (filled at once, no animation), its
 * title typed in place, its starting points while it has no title, and its value and behaviour in the
 * sidebar.
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
	PanelBody,
	RangeControl,
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
import { EditingContext } from '../../common/editor/editing';
import { StartingPoints } from '../../common/editor/StartingPoints';
import { ProgressBar } from './ProgressBar';
import { editorProps } from './progress';
import type { ProgressBarAttributes } from './types';

/**
 * An optional number setting: empty clears it.
 *
 * @param props          Control props.
 * @param props.label    Label.
 * @param props.help     Help text.
 * @param props.value    The number, or undefined.
 * @param props.onChange Called with the new number, or undefined when cleared.
 */
function OptionalNumber( props: {
	label: string;
	help?: string;
	value?: number;
	onChange: ( value?: number ) => void;
} ) {
	return (
		<TextControl
			label={ props.label }
			help={ props.help }
			type="number"
			min={ 0 }
			value={ props.value === undefined ? '' : String( props.value ) }
			__nextHasNoMarginBottom
			onChange={ ( value: string ) =>
				props.onChange(
					value === '' || Number.isNaN( Number( value ) )
						? undefined
						: Math.max( 0, Number( value ) )
				)
			}
		/>
	);
}

/**
 * The Progress bar block in the editor.
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
}: EditProps< ProgressBarAttributes > & { clientId: string } ) {
	const bind = attributeProps( attributes, setAttributes );
	const blockProps = useBlockProps( { className: 'inkblocks-progress-bar' } );

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Progress', 'inkblocks' ) }>
				<RangeControl
					label={ __( 'Percent', 'inkblocks' ) }
					min={ 0 }
					max={ 100 }
					{ ...bind.number( 'percent', 50 ) }
				/>
				<OptionalNumber
					label={ __( 'Current value', 'inkblocks' ) }
					help={ __(
						"With a max value, the bar shows 'current/max' instead of the percent.",
						'inkblocks'
					) }
					value={ attributes.currentValue }
					onChange={ ( currentValue ) =>
						setAttributes( { currentValue } )
					}
				/>
				<OptionalNumber
					label={ __( 'Max value', 'inkblocks' ) }
					value={ attributes.maxValue }
					onChange={ ( maxValue ) => setAttributes( { maxValue } ) }
				/>
				<ToggleControl
					label={ __( 'Show the value', 'inkblocks' ) }
					{ ...bind.toggle( 'showValue' ) }
				/>
				<ToggleControl
					label={ __(
						'Animate when it comes into view',
						'inkblocks'
					) }
					help={ __(
						'Never when current exceeds max, nor for readers who prefer less motion.',
						'inkblocks'
					) }
					{ ...bind.toggle( 'animate' ) }
				/>
			</PanelBody>
		</InspectorControls>
	);

	if ( ! attributes.title ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints
					name="inkblocks/progress-bar"
					clientId={ clientId }
				/>
			</div>
		);
	}
	return (
		<div { ...blockProps }>
			{ settings }
			<div className="inkblocks-progress-bar__island">
				<EditingContext.Provider value>
					<ProgressBar
						{ ...editorProps( attributes ) }
						renderTitle={ ( id ) => (
							<RichText
								tagName="span"
								id={ id }
								className="inkblocks-progress-bar__title"
								aria-label={ __( 'Bar title', 'inkblocks' ) }
								placeholder={ __(
									'What it measures',
									'inkblocks'
								) }
								{ ...bind.rich( 'title' ) }
							/>
						) }
					/>
				</EditingContext.Provider>
			</div>
		</div>
	);
}
