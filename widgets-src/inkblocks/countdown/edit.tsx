/**
 * The Countdown block in the editor: a live, ticking timer whose unit labels and message are edited in
 * place, its starting points while no date is chosen, and its behaviour (type, dates, intervals, expire
 * actions) in the sidebar.
 */

/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	RichText,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	BaseControl,
	CheckboxControl,
	DateTimePicker,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { getSettings } from '@wordpress/date';
import { useEffect, useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	INLINE_FORMATS,
	type EditProps,
} from '../../common/editor/attribute-props';
import { EditingContext } from '../../common/editor/editing';
import { StartingPoints } from '../../common/editor/StartingPoints';
import { Countdown } from './Countdown';
import { editorProps, needsStart } from './editor-props';
import type { CountdownAttributes, CountdownUnit, ExpireAction } from './types';

/** The attribute of each unit's label. */
const LABEL_ATTRIBUTES = {
	days: 'labelDays',
	hours: 'labelHours',
	minutes: 'labelMinutes',
	seconds: 'labelSeconds',
} as const satisfies Record< CountdownUnit, keyof CountdownAttributes >;

/**
 * The site's time zone, as the server hands it to the island: an IANA name, else a fixed offset.
 */
function siteTimeZone(): string {
	const { timezone } = getSettings();
	if ( timezone.string ) {
		return timezone.string;
	}
	const minutes = Math.round( Number( timezone.offset ) * 60 );
	const hours = String( Math.floor( Math.abs( minutes ) / 60 ) ).padStart(
		2,
		'0'
	);
	const rest = String( Math.abs( minutes ) % 60 ).padStart( 2, '0' );
	return `${ minutes < 0 ? '-' : '+' }${ hours }:${ rest }`;
}

const UNITS = [
	{ seconds: 86400, label: () => __( 'Days', 'inkblocks' ) },
	{ seconds: 3600, label: () => __( 'Hours', 'inkblocks' ) },
	{ seconds: 60, label: () => __( 'Minutes', 'inkblocks' ) },
];

/**
 * An interval in seconds, edited as days, hours and minutes.
 *
 * @param props          Control props.
 * @param props.label    Label.
 * @param props.value    Seconds.
 * @param props.onChange Called with the new number of seconds (at least 60).
 */
function IntervalControl( props: {
	label: string;
	value: number;
	onChange: ( seconds: number ) => void;
} ) {
	const id = useId();
	const parts = UNITS.map( ( unit, index ) => {
		const above = UNITS[ index - 1 ]?.seconds ?? Infinity;
		return Math.floor( ( props.value % above ) / unit.seconds );
	} );
	const change = ( at: number, value: number ) =>
		props.onChange(
			Math.max(
				60,
				UNITS.reduce(
					( sum, unit, index ) =>
						sum +
						( index === at ? value : ( parts[ index ] ?? 0 ) ) *
							unit.seconds,
					0
				)
			)
		);
	return (
		<BaseControl id={ id } label={ props.label } __nextHasNoMarginBottom>
			<div className="inkblocks-countdown-editor__interval">
				{ UNITS.map( ( unit, index ) => (
					<TextControl
						key={ unit.seconds }
						label={ unit.label() }
						type="number"
						min={ 0 }
						value={ String( parts[ index ] ?? 0 ) }
						__nextHasNoMarginBottom
						onChange={ ( value: string ) =>
							change( index, Math.max( 0, Number( value ) || 0 ) )
						}
					/>
				) ) }
			</div>
		</BaseControl>
	);
}

/**
 * The Countdown block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id (seeds its storage id).
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
}: EditProps< CountdownAttributes > & { clientId: string } ) {
	const bind = attributeProps( attributes, setAttributes );
	const blockProps = useBlockProps( { className: 'inkblocks-countdown' } );
	const { __unstableMarkNextChangeAsNotPersistent: notAnEdit } =
		useDispatch( blockEditorStore );
	// Each countdown keeps its evergreen deadlines under its own storage key; naming it is not an edit.
	useEffect( () => {
		if ( ! attributes.timerId ) {
			notAnEdit();
			setAttributes( { timerId: clientId.slice( 0, 8 ) } );
		}
	}, [ attributes.timerId, clientId, setAttributes, notAnEdit ] );

	const actions: Array< { value: ExpireAction; label: string } > = [
		{ value: 'redirect', label: __( 'Redirect to a URL', 'inkblocks' ) },
		{ value: 'message', label: __( 'Show a message', 'inkblocks' ) },
		{ value: 'hide', label: __( 'Hide the timer', 'inkblocks' ) },
		{
			value: 'restart',
			label: __( 'Restart for the restart interval', 'inkblocks' ),
		},
	];
	const toggleAction = ( action: ExpireAction, on: boolean ) =>
		setAttributes( {
			expireActions: on
				? [ ...attributes.expireActions, action ]
				: attributes.expireActions.filter( ( a ) => a !== action ),
		} );
	const timeZone = siteTimeZone();
	const props = editorProps( attributes, timeZone );

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Countdown', 'inkblocks' ) }>
				<SelectControl
					label={ __( 'Type', 'inkblocks' ) }
					options={ [
						{
							value: 'due_date',
							label: __( 'Due date', 'inkblocks' ),
						},
						{
							value: 'evergreen',
							label: __( 'Evergreen (per visitor)', 'inkblocks' ),
						},
						{
							value: 'endless',
							label: __( 'Endless (repeating)', 'inkblocks' ),
						},
					] }
					{ ...bind.select( 'type' ) }
				/>
				{ attributes.type === 'due_date' && (
					<BaseControl
						id={ `${ clientId }-due` }
						label={ __( 'Due date (site time zone)', 'inkblocks' ) }
						__nextHasNoMarginBottom
					>
						<DateTimePicker
							currentDate={ attributes.dueDate || null }
							onChange={ ( dueDate: string | null ) =>
								setAttributes( { dueDate: dueDate ?? '' } )
							}
						/>
					</BaseControl>
				) }
				{ attributes.type === 'endless' && (
					<BaseControl
						id={ `${ clientId }-start` }
						label={ __(
							'Start date (site time zone)',
							'inkblocks'
						) }
						__nextHasNoMarginBottom
					>
						<DateTimePicker
							currentDate={ attributes.startDate || null }
							onChange={ ( startDate: string | null ) =>
								setAttributes( {
									startDate: startDate ?? '',
								} )
							}
						/>
					</BaseControl>
				) }
				{ attributes.type === 'evergreen' && (
					<IntervalControl
						label={ __( 'Evergreen interval', 'inkblocks' ) }
						value={ attributes.evergreenInterval }
						onChange={ ( evergreenInterval ) =>
							setAttributes( { evergreenInterval } )
						}
					/>
				) }
				<IntervalControl
					label={ __( 'Restart interval', 'inkblocks' ) }
					value={ attributes.restartInterval }
					onChange={ ( restartInterval ) =>
						setAttributes( { restartInterval } )
					}
				/>
				<ToggleControl
					label={ __( 'Show days', 'inkblocks' ) }
					{ ...bind.toggle( 'showDays' ) }
				/>
				<ToggleControl
					label={ __( 'Show seconds', 'inkblocks' ) }
					{ ...bind.toggle( 'showSeconds' ) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'When it reaches zero', 'inkblocks' ) }>
				{ actions.map( ( action ) => (
					<CheckboxControl
						key={ action.value }
						label={ action.label }
						checked={ attributes.expireActions.includes(
							action.value
						) }
						onChange={ ( on: boolean ) =>
							toggleAction( action.value, on )
						}
						__nextHasNoMarginBottom
					/>
				) ) }
				<TextControl
					label={ __( 'Redirect URL', 'inkblocks' ) }
					type="url"
					{ ...bind.text( 'expireRedirectUrl' ) }
				/>
			</PanelBody>
		</InspectorControls>
	);

	if ( needsStart( attributes ) ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints
					name="inkblocks/countdown"
					clientId={ clientId }
				/>
			</div>
		);
	}
	return (
		<div { ...blockProps }>
			{ settings }
			<div className="inkblocks-countdown__island">
				<EditingContext.Provider value>
					<Countdown
						// A new deadline starts a new count.
						key={ [
							props.type,
							props[ 'due-date' ],
							props[ 'start-date' ],
							props[ 'evergreen-interval' ],
							props[ 'restart-interval' ],
						].join( '|' ) }
						{ ...props }
						renderLabel={ ( unit, label ) => (
							<RichText
								tagName="span"
								className="inkblocks-countdown__label"
								aria-label={ label }
								placeholder={ label }
								{ ...bind.rich( LABEL_ATTRIBUTES[ unit ] ) }
							/>
						) }
					/>
				</EditingContext.Provider>
			</div>
			{ attributes.expireActions.includes( 'message' ) && (
				<RichText
					tagName="p"
					className="inkblocks-countdown__message"
					aria-label={ __(
						'Message shown when the countdown ends',
						'inkblocks'
					) }
					placeholder={ __( 'This offer has ended.', 'inkblocks' ) }
					allowedFormats={ [ ...INLINE_FORMATS, 'core/link' ] }
					value={ attributes.expireMessage }
					onChange={ ( expireMessage ) =>
						setAttributes( { expireMessage } )
					}
				/>
			) }
		</div>
	);
}
