/**
 * The "Chart" block in the editor: type, data (labels and series) and display settings, with a live server
 * preview.
 */

/**
 * WordPress dependencies
 */
import {
	ColorPicker,
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
	CONTROL_SIZE,
	type EditProps,
} from '../../common/editor/attribute-props';
import { ItemListControl } from '../../common/editor/ItemListControl';
import { ServerRenderedEdit } from '../../common/editor/ServerRenderedEdit';
import type { ChartAttributes, ChartType } from './types';

const TYPES: Array< { label: string; value: ChartType } > = [
	{ label: __( 'Bar', 'inkblocks' ), value: 'bar' },
	{ label: __( 'Horizontal bar', 'inkblocks' ), value: 'horizontal-bar' },
	{ label: __( 'Line', 'inkblocks' ), value: 'line' },
	{ label: __( 'Pie', 'inkblocks' ), value: 'pie' },
	{ label: __( 'Doughnut', 'inkblocks' ), value: 'doughnut' },
];

/**
 * Values typed as a comma-separated line, each a number or empty (a gap).
 *
 * @param text The line.
 */
function parseValues( text: string ): Array< number | null > {
	return text
		.split( ',' )
		.map( ( part ) =>
			part.trim() === '' || Number.isNaN( Number( part ) )
				? null
				: Number( part )
		);
}

/**
 * The "Chart" block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< ChartAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	const bars = [ 'bar', 'horizontal-bar' ].includes( attributes.chartType );
	const round = [ 'pie', 'doughnut' ].includes( attributes.chartType );
	return (
		<ServerRenderedEdit block="inkblocks/chart" attributes={ attributes }>
			<PanelBody title={ __( 'Chart', 'inkblocks' ) }>
				<SelectControl
					label={ __( 'Type', 'inkblocks' ) }
					value={ attributes.chartType }
					options={ TYPES }
					onChange={ ( value: string ) =>
						setAttributes( { chartType: value as ChartType } )
					}
					{ ...CONTROL_SIZE }
				/>
				<TextControl
					label={ __( 'Title (table caption)', 'inkblocks' ) }
					{ ...bind.text( 'title' ) }
					{ ...CONTROL_SIZE }
				/>
				<TextareaControl
					label={ __( 'Labels, one a line', 'inkblocks' ) }
					help={ __(
						'Long labels wrap onto a new line after 50 characters.',
						'inkblocks'
					) }
					value={ attributes.labels.join( '\n' ) }
					onChange={ ( value: string ) =>
						setAttributes( { labels: value.split( '\n' ) } )
					}
					__nextHasNoMarginBottom
				/>
			</PanelBody>
			<PanelBody title={ __( 'Data series', 'inkblocks' ) }>
				<ItemListControl
					items={ attributes.datasets }
					onChange={ ( datasets ) => setAttributes( { datasets } ) }
					itemTitle={ ( set, index ) =>
						set.label ||
						sprintf(
							/* translators: %d: series number. */
							__( 'Series %d', 'inkblocks' ),
							index + 1
						)
					}
					renderItem={ ( set, update ) => (
						<>
							<TextControl
								label={ __( 'Name', 'inkblocks' ) }
								value={ set.label }
								onChange={ ( label: string ) =>
									update( { label } )
								}
								{ ...CONTROL_SIZE }
							/>
							<TextControl
								label={ __(
									'Values, comma-separated, one per label',
									'inkblocks'
								) }
								value={ set.values
									.map( ( v ) => v ?? '' )
									.join( ', ' ) }
								onChange={ ( value: string ) =>
									update( { values: parseValues( value ) } )
								}
								{ ...CONTROL_SIZE }
							/>
							{ ! round && (
								<ColorPicker
									color={ set.color || '#2f5d8a' }
									onChange={ ( color: string ) =>
										update( { color } )
									}
								/>
							) }
						</>
					) }
					newItem={ () => ( { label: '', values: [], color: '' } ) }
					addLabel={ __( 'Add a series', 'inkblocks' ) }
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Display', 'inkblocks' ) }
				initialOpen={ false }
			>
				<ToggleControl
					label={ __( 'Show the legend', 'inkblocks' ) }
					{ ...bind.toggle( 'legend' ) }
				/>
				{ ! round && (
					<ToggleControl
						label={ __( 'Show grid lines', 'inkblocks' ) }
						{ ...bind.toggle( 'grid' ) }
					/>
				) }
				{ bars && (
					<ToggleControl
						label={ __( 'Stack the series', 'inkblocks' ) }
						{ ...bind.toggle( 'stacked' ) }
					/>
				) }
				{ attributes.chartType === 'line' && (
					<ToggleControl
						label={ __(
							'Fill the area under the lines',
							'inkblocks'
						) }
						{ ...bind.toggle( 'fill' ) }
					/>
				) }
				<ToggleControl
					label={ __( 'Keep the data table visible', 'inkblocks' ) }
					help={ __(
						'Otherwise the table is read by screen readers and shown when scripts are off.',
						'inkblocks'
					) }
					{ ...bind.toggle( 'showTable' ) }
				/>
				<RangeControl
					label={ __( 'Height (px)', 'inkblocks' ) }
					min={ 160 }
					max={ 1200 }
					step={ 10 }
					{ ...bind.number( 'height', 360 ) }
					{ ...CONTROL_SIZE }
				/>
			</PanelBody>
		</ServerRenderedEdit>
	);
}
