/**
 * The editor side of the "Chart" block: type, data (labels and series) and display settings, with a live
 * server preview.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import {
	Button,
	ColorPicker,
	PanelBody,
	RangeControl,
	SelectControl,
	TextareaControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import metadata from '../../plugins/inkblocks/blocks/chart/block.json';
import { ListItemActions } from '../media-blocks/ListItemActions';
import { moveAt, removeAt, updateAt } from '../media-blocks/list';
import type { ChartAttributes, ChartType, DatasetAttribute } from './types';

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

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: ChartAttributes;
	setAttributes: ( next: Partial< ChartAttributes > ) => void;
} ) {
	const datasets = attributes.datasets;
	const setDatasets = ( next: DatasetAttribute[] ) =>
		setAttributes( { datasets: next } );
	const bars = [ 'bar', 'horizontal-bar' ].includes( attributes.chartType );
	const round = [ 'pie', 'doughnut' ].includes( attributes.chartType );
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Chart', 'inkblocks' ) }>
					<SelectControl
						label={ __( 'Type', 'inkblocks' ) }
						value={ attributes.chartType }
						options={ TYPES }
						onChange={ ( value: string ) =>
							setAttributes( { chartType: value as ChartType } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
					<TextControl
						label={ __( 'Title (table caption)', 'inkblocks' ) }
						value={ attributes.title }
						onChange={ ( title: string ) =>
							setAttributes( { title } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
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
					{ datasets.map( ( set, index ) => (
						<fieldset
							key={ index }
							className="inkblocks-editor-item"
						>
							<legend>
								{ set.label ||
									sprintf(
										/* translators: %d: series number. */
										__( 'Series %d', 'inkblocks' ),
										index + 1
									) }
							</legend>
							<TextControl
								label={ __( 'Name', 'inkblocks' ) }
								value={ set.label }
								onChange={ ( label: string ) =>
									setDatasets(
										updateAt( datasets, index, { label } )
									)
								}
								__nextHasNoMarginBottom
								__next40pxDefaultSize
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
									setDatasets(
										updateAt( datasets, index, {
											values: parseValues( value ),
										} )
									)
								}
								__nextHasNoMarginBottom
								__next40pxDefaultSize
							/>
							{ ! round && (
								<ColorPicker
									color={ set.color || '#2f5d8a' }
									onChange={ ( color: string ) =>
										setDatasets(
											updateAt( datasets, index, {
												color,
											} )
										)
									}
								/>
							) }
							<ListItemActions
								index={ index }
								count={ datasets.length }
								onMove={ ( step ) =>
									setDatasets(
										moveAt( datasets, index, step )
									)
								}
								onRemove={ () =>
									setDatasets( removeAt( datasets, index ) )
								}
							/>
						</fieldset>
					) ) }
					<Button
						variant="secondary"
						onClick={ () =>
							setDatasets( [
								...datasets,
								{ label: '', values: [], color: '' },
							] )
						}
					>
						{ __( 'Add a series', 'inkblocks' ) }
					</Button>
				</PanelBody>
				<PanelBody
					title={ __( 'Display', 'inkblocks' ) }
					initialOpen={ false }
				>
					<ToggleControl
						label={ __( 'Show the legend', 'inkblocks' ) }
						checked={ attributes.legend }
						onChange={ ( legend: boolean ) =>
							setAttributes( { legend } )
						}
						__nextHasNoMarginBottom
					/>
					{ ! round && (
						<ToggleControl
							label={ __( 'Show grid lines', 'inkblocks' ) }
							checked={ attributes.grid }
							onChange={ ( grid: boolean ) =>
								setAttributes( { grid } )
							}
							__nextHasNoMarginBottom
						/>
					) }
					{ bars && (
						<ToggleControl
							label={ __( 'Stack the series', 'inkblocks' ) }
							checked={ attributes.stacked }
							onChange={ ( stacked: boolean ) =>
								setAttributes( { stacked } )
							}
							__nextHasNoMarginBottom
						/>
					) }
					{ attributes.chartType === 'line' && (
						<ToggleControl
							label={ __(
								'Fill the area under the lines',
								'inkblocks'
							) }
							checked={ attributes.fill }
							onChange={ ( fill: boolean ) =>
								setAttributes( { fill } )
							}
							__nextHasNoMarginBottom
						/>
					) }
					<ToggleControl
						label={ __(
							'Keep the data table visible',
							'inkblocks'
						) }
						help={ __(
							'Otherwise the table is read by screen readers and shown when scripts are off.',
							'inkblocks'
						) }
						checked={ attributes.showTable }
						onChange={ ( showTable: boolean ) =>
							setAttributes( { showTable } )
						}
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Height (px)', 'inkblocks' ) }
						value={ attributes.height }
						min={ 160 }
						max={ 1200 }
						step={ 10 }
						onChange={ ( height?: number ) =>
							setAttributes( { height: height ?? 360 } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="inkblocks/chart"
				attributes={ { ...attributes } }
			/>
		</div>
	);
}

// block.json is the one description of the block; its JSON types are wider than the library's.
registerBlockType(
	metadata as unknown as BlockConfiguration< ChartAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
