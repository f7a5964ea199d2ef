/**
 * The "Chart" block in the editor: the chart drawn live in the canvas, its title typed in place above it,
 * its data edited in a table below it while the block is selected (rows and series added, moved and removed
 * from the keyboard), its starting points while it has no data, and the chart type and display settings in
 * the sidebar.
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
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useId, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	CONTROL_SIZE,
	type EditProps,
} from '../../common/editor/attribute-props';
import { EditingContext } from '../../common/editor/editing';
import { StartingPoints } from '../../common/editor/StartingPoints';
import { chartProps } from './chart-data';
import { ChartView } from './ChartView';
import { DataTable } from './DataTable';
import type { ChartAttributes, ChartType } from './types';

const TYPES: Array< { label: string; value: ChartType } > = [
	{ label: __( 'Bar', 'inkblocks' ), value: 'bar' },
	{ label: __( 'Horizontal bar', 'inkblocks' ), value: 'horizontal-bar' },
	{ label: __( 'Line', 'inkblocks' ), value: 'line' },
	{ label: __( 'Pie', 'inkblocks' ), value: 'pie' },
	{ label: __( 'Doughnut', 'inkblocks' ), value: 'doughnut' },
];

/**
 * Whether the chart still needs a starting point: no label and no series.
 *
 * @param attributes The block's attributes.
 */
export function needsStart( attributes: ChartAttributes ): boolean {
	return ! attributes.labels.length && ! attributes.datasets.length;
}

/**
 * The "Chart" block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 * @param props.isSelected    Whether the block is selected (its data table shows then).
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: EditProps< ChartAttributes > & {
	clientId: string;
	isSelected: boolean;
} ) {
	const bind = attributeProps( attributes, setAttributes );
	const bars = [ 'bar', 'horizontal-bar' ].includes( attributes.chartType );
	const round = [ 'pie', 'doughnut' ].includes( attributes.chartType );
	const tableId = `inkblocks-chart-data${ useId() }`;
	const drawable =
		attributes.labels.length > 0 && attributes.datasets.length > 0;
	const tableShown = isSelected || attributes.showTable || ! drawable;
	// One props object per change of the attributes: the chart is drawn again only then.
	const props = useMemo(
		() => chartProps( attributes, tableShown ? tableId : '' ),
		[ attributes, tableShown, tableId ]
	);
	const blockProps = useBlockProps( {
		className: `inkblocks-chart is-type-${ props.chartType }${
			attributes.showTable ? ' has-visible-table' : ''
		}`,
	} );

	const settings = (
		<InspectorControls>
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
			</PanelBody>
			<PanelBody title={ __( 'Display', 'inkblocks' ) }>
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
		</InspectorControls>
	);

	if ( needsStart( attributes ) ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints name="inkblocks/chart" clientId={ clientId } />
			</div>
		);
	}

	return (
		<figure { ...blockProps }>
			{ settings }
			<RichText
				tagName="figcaption"
				className="inkblocks-chart__title"
				aria-label={ __( 'Chart title', 'inkblocks' ) }
				placeholder={ __( 'Chart title', 'inkblocks' ) }
				{ ...bind.rich( 'title' ) }
			/>
			{ drawable && (
				<div className="inkblocks-chart__island">
					<EditingContext.Provider value>
						<ChartView { ...props } />
					</EditingContext.Provider>
				</div>
			) }
			{ tableShown && (
				<DataTable
					id={ tableId }
					data={ attributes }
					colors={ ! round }
					onChange={ ( { labels, datasets } ) =>
						setAttributes( { labels, datasets } )
					}
				/>
			) }
		</figure>
	);
}
