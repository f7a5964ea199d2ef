/**
 * The chart's data edited in the canvas as a table: a row per label, a column per series. Enter moves down a
 * column and adds a row after the last; Backspace in an empty row's label removes it; each row and series
 * has a menu to move or remove it, and each series a colour.
 */

/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	ColorPalette,
	Dropdown,
	DropdownMenu,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	addRow,
	addSeries,
	cellText,
	moveRow,
	moveSeries,
	removeRow,
	removeSeries,
	setValue,
	type ChartData,
} from './chart-data';
import { MAX_DATASETS, MAX_LABELS, PALETTE } from './constants';

/** A cell to focus after an edit: its row (-1: the series names) and column (-1: the labels). */
interface Spot {
	row: number;
	column: number;
}

/**
 * The data table.
 *
 * @param props          The data and its setter.
 * @param props.data     Labels and series.
 * @param props.onChange Receives the new data.
 * @param props.colors   Whether series have their own colour (not in pie and doughnut charts).
 * @param props.id       The table's id (the chart is described by it).
 */
export function DataTable( {
	data,
	onChange,
	colors,
	id,
}: {
	data: ChartData;
	onChange: ( data: ChartData ) => void;
	colors: boolean;
	id: string;
} ) {
	const table = useRef< HTMLTableElement >( null );
	const [ focus, setFocus ] = useState< Spot | null >( null );
	const { labels, datasets } = data;

	// After a structural edit, the caret goes to the cell the edit names.
	useEffect( () => {
		if ( ! focus ) {
			return;
		}
		table.current
			?.querySelector< HTMLInputElement >(
				`[data-row="${ focus.row }"][data-column="${ focus.column }"]`
			)
			?.focus();
		setFocus( null );
	}, [ focus, data ] );

	const edit = ( next: ChartData, spot: Spot | null = null ) => {
		onChange( next );
		setFocus( spot );
	};

	const rowName = ( row: number ) =>
		labels[ row ] ||
		sprintf(
			/* translators: %d: row number. */
			__( 'Row %d', 'inkblocks' ),
			row + 1
		);
	const seriesName = ( column: number ) =>
		datasets[ column ]?.label ||
		sprintf(
			/* translators: %d: series number. */
			__( 'Series %d', 'inkblocks' ),
			column + 1
		);

	const onKeyDown = (
		event: KeyboardEvent< HTMLInputElement >,
		row: number,
		column: number
	) => {
		if ( event.key === 'Enter' && ! event.shiftKey ) {
			event.preventDefault();
			if ( row >= labels.length - 1 ) {
				if ( labels.length < MAX_LABELS ) {
					edit( addRow( data, labels.length ), {
						row: labels.length,
						column: -1,
					} );
				}
				return;
			}
			setFocus( { row: row + 1, column } );
			return;
		}
		const empty =
			labels[ row ] === '' &&
			datasets.every( ( set ) => cellText( set.values[ row ] ) === '' );
		if (
			event.key === 'Backspace' &&
			column === -1 &&
			row >= 0 &&
			empty &&
			labels.length > 1
		) {
			event.preventDefault();
			edit( removeRow( data, row ), {
				row: Math.max( row - 1, 0 ),
				column: -1,
			} );
		}
	};

	return (
		<div className="inkblocks-chart-editor__data">
			<table
				ref={ table }
				id={ id }
				className="inkblocks-chart__table"
				// Columns share the canvas; past a few series the table scrolls rather than squeezing them.
				style={ { minWidth: `${ ( datasets.length + 1 ) * 9 }em` } }
			>
				<caption className="screen-reader-text">
					{ __( 'Chart data', 'inkblocks' ) }
				</caption>
				<thead>
					<tr>
						<td>
							<span className="inkblocks-chart-editor__corner">
								{ __( 'Label', 'inkblocks' ) }
							</span>
						</td>
						{ datasets.map( ( set, column ) => (
							<th key={ column } scope="col">
								<span className="inkblocks-chart-editor__head">
									{ colors && (
										<Dropdown
											popoverProps={ {
												placement: 'bottom-start',
											} }
											renderToggle={ ( {
												isOpen,
												onToggle,
											} ) => (
												<Button
													size="small"
													className="inkblocks-chart-editor__swatch"
													style={ {
														background: set.color,
													} }
													label={ sprintf(
														/* translators: %s: series name. */
														__(
															'Colour of %s',
															'inkblocks'
														),
														seriesName( column )
													) }
													aria-expanded={ isOpen }
													onClick={ onToggle }
												/>
											) }
											renderContent={ () => (
												<ColorPalette
													colors={ PALETTE.map(
														( color ) => ( {
															name: color,
															color,
														} )
													) }
													value={ set.color }
													clearable={ false }
													onChange={ ( color ) =>
														onChange( {
															labels,
															datasets:
																datasets.map(
																	(
																		item,
																		i
																	) =>
																		i ===
																		column
																			? {
																					...item,
																					color:
																						color ??
																						item.color,
																				}
																			: item
																),
														} )
													}
												/>
											) }
										/>
									) }
									<input
										type="text"
										className="inkblocks-chart-editor__input"
										data-row={ -1 }
										data-column={ column }
										aria-label={ sprintf(
											/* translators: %d: series number. */
											__( 'Series %d name', 'inkblocks' ),
											column + 1
										) }
										placeholder={ __(
											'Series',
											'inkblocks'
										) }
										value={ set.label }
										onChange={ ( event ) =>
											onChange( {
												labels,
												datasets: datasets.map(
													( item, i ) =>
														i === column
															? {
																	...item,
																	label: event
																		.target
																		.value,
																}
															: item
												),
											} )
										}
										onKeyDown={ ( event ) =>
											onKeyDown( event, -1, column )
										}
									/>
									<DropdownMenu
										icon="ellipsis"
										label={ sprintf(
											/* translators: %s: series name. */
											__(
												'%s: series actions',
												'inkblocks'
											),
											seriesName( column )
										) }
										toggleProps={ { size: 'small' } }
										controls={ [
											{
												title: __(
													'Move left',
													'inkblocks'
												),
												icon: 'arrow-left-alt2',
												isDisabled: column === 0,
												onClick: () =>
													edit(
														moveSeries(
															data,
															column,
															-1
														),
														{
															row: -1,
															column: column - 1,
														}
													),
											},
											{
												title: __(
													'Move right',
													'inkblocks'
												),
												icon: 'arrow-right-alt2',
												isDisabled:
													column ===
													datasets.length - 1,
												onClick: () =>
													edit(
														moveSeries(
															data,
															column,
															1
														),
														{
															row: -1,
															column: column + 1,
														}
													),
											},
											{
												title: __(
													'Remove series',
													'inkblocks'
												),
												icon: 'trash',
												onClick: () =>
													edit(
														removeSeries(
															data,
															column
														),
														datasets.length > 1
															? {
																	row: -1,
																	column: Math.max(
																		column -
																			1,
																		0
																	),
																}
															: null
													),
											},
										] }
									/>
								</span>
							</th>
						) ) }
					</tr>
				</thead>
				<tbody>
					{ labels.map( ( label, row ) => (
						<tr key={ row }>
							<th scope="row">
								<span className="inkblocks-chart-editor__head">
									<input
										type="text"
										className="inkblocks-chart-editor__input"
										data-row={ row }
										data-column={ -1 }
										aria-label={ sprintf(
											/* translators: %d: row number. */
											__( 'Label %d', 'inkblocks' ),
											row + 1
										) }
										placeholder={ __(
											'Label',
											'inkblocks'
										) }
										value={ label }
										onChange={ ( event ) =>
											onChange( {
												labels: labels.map(
													( item, i ) =>
														i === row
															? event.target.value
															: item
												),
												datasets,
											} )
										}
										onKeyDown={ ( event ) =>
											onKeyDown( event, row, -1 )
										}
									/>
									<DropdownMenu
										icon="ellipsis"
										label={ sprintf(
											/* translators: %s: row label. */
											__(
												'%s: row actions',
												'inkblocks'
											),
											rowName( row )
										) }
										toggleProps={ { size: 'small' } }
										controls={ [
											{
												title: __(
													'Add a row after',
													'inkblocks'
												),
												icon: 'plus',
												isDisabled:
													labels.length >= MAX_LABELS,
												onClick: () =>
													edit(
														addRow( data, row + 1 ),
														{
															row: row + 1,
															column: -1,
														}
													),
											},
											{
												title: __(
													'Move up',
													'inkblocks'
												),
												icon: 'arrow-up-alt2',
												isDisabled: row === 0,
												onClick: () =>
													edit(
														moveRow(
															data,
															row,
															-1
														),
														{
															row: row - 1,
															column: -1,
														}
													),
											},
											{
												title: __(
													'Move down',
													'inkblocks'
												),
												icon: 'arrow-down-alt2',
												isDisabled:
													row === labels.length - 1,
												onClick: () =>
													edit(
														moveRow( data, row, 1 ),
														{
															row: row + 1,
															column: -1,
														}
													),
											},
											{
												title: __(
													'Remove row',
													'inkblocks'
												),
												icon: 'trash',
												onClick: () =>
													edit(
														removeRow( data, row ),
														labels.length > 1
															? {
																	row: Math.max(
																		row - 1,
																		0
																	),
																	column: -1,
																}
															: null
													),
											},
										] }
									/>
								</span>
							</th>
							{ datasets.map( ( set, column ) => (
								<td key={ column }>
									<input
										type="text"
										inputMode="decimal"
										className="inkblocks-chart-editor__input is-value"
										data-row={ row }
										data-column={ column }
										aria-label={ sprintf(
											/* translators: 1: series name, 2: row label. */
											__( '%1$s, %2$s', 'inkblocks' ),
											seriesName( column ),
											rowName( row )
										) }
										value={ cellText( set.values[ row ] ) }
										onChange={ ( event ) =>
											onChange(
												setValue(
													data,
													row,
													column,
													event.target.value
												)
											)
										}
										onKeyDown={ ( event ) =>
											onKeyDown( event, row, column )
										}
									/>
								</td>
							) ) }
						</tr>
					) ) }
				</tbody>
			</table>
			<div className="inkblocks-chart-editor__actions">
				{ labels.length < MAX_LABELS && (
					<Button
						size="small"
						variant="secondary"
						icon="plus"
						onClick={ () =>
							edit( addRow( data, labels.length ), {
								row: labels.length,
								column: -1,
							} )
						}
					>
						{ __( 'Add a row', 'inkblocks' ) }
					</Button>
				) }
				{ datasets.length < MAX_DATASETS && (
					<Button
						size="small"
						variant="secondary"
						icon="plus"
						onClick={ () =>
							edit( addSeries( data, datasets.length ), {
								row: -1,
								column: datasets.length,
							} )
						}
					>
						{ __( 'Add a series', 'inkblocks' ) }
					</Button>
				) }
			</div>
		</div>
	);
}
