/**
 * The popup settings panel of the block editor (popup posts only): every setting of SPEC 3 and the display
 * conditions, kept in the `inkblocks_popup_settings` meta the server registers for REST.
 */

/**
 * WordPress dependencies
 */
import {
	CheckboxControl,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { PluginDocumentSettingPanel } from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { DEFAULT_TIME_END, DEFAULT_TIME_START } from './constants';
import type { PopupSettings } from './types';

const META = 'inkblocks_popup_settings';

/** The settings as stored: SPEC 3's fields plus the display conditions. */
type StoredSettings = PopupSettings & {
	'content-type': string;
	conditions: string[];
	audience: 'all' | 'logged-in' | 'guest';
};

interface Entity {
	id: number;
	slug?: string;
	name?: string;
	viewable?: boolean;
	title?: { rendered: string };
}

interface EditorSelectors {
	getEditedPostAttribute: ( key: 'meta' ) => Record< string, unknown >;
}

interface CoreSelectors {
	getPostTypes: ( query: object ) => Entity[] | null;
	getEntityRecords: (
		kind: string,
		name: string,
		query: object
	) => Entity[] | null;
}

const TRIGGERS: Array< [ PopupSettings[ 'open-trigger' ], string ] > = [
	[ 'page-load', __( 'Page load, after a delay', 'inkblocks' ) ],
	[ 'user-inactivity', __( 'Inactivity', 'inkblocks' ) ],
	[ 'scroll-trigger', __( 'Scrolled down the page', 'inkblocks' ) ],
	[ 'exit-intent', __( 'Exit intent', 'inkblocks' ) ],
	[ 'on-date', __( 'From a date', 'inkblocks' ) ],
	[ 'on-time', __( 'Within a time window', 'inkblocks' ) ],
	[ 'custom-selector', __( 'Click on a custom selector', 'inkblocks' ) ],
	[ 'click', __( 'Click', 'inkblocks' ) ],
	[ 'hover', __( 'Hover', 'inkblocks' ) ],
	[ 'scroll-to', __( 'An element scrolled into view', 'inkblocks' ) ],
];

/** Triggers that watch the elements a selector matches. */
const SELECTOR_TRIGGERS = [ 'custom-selector', 'click', 'hover', 'scroll-to' ];

type Option = { value: string; label: string };

const ANIMATIONS: Option[] = [
	{ value: 'fade', label: __( 'Fade', 'inkblocks' ) },
	{ value: 'zoom-in', label: __( 'Zoom in', 'inkblocks' ) },
	{ value: 'slide-up', label: __( 'Slide up', 'inkblocks' ) },
	{ value: 'none', label: __( 'None', 'inkblocks' ) },
];

const CONTENT_TYPES: Option[] = [
	{ value: 'default', label: __( 'The blocks of this popup', 'inkblocks' ) },
	{
		value: 'post-content',
		label: __( 'The content of the post its trigger names', 'inkblocks' ),
	},
];

const SHOW_AGAIN: Array< [ string, string ] > = [
	[ 'none', __( 'Never', 'inkblocks' ) ],
	[ '3600', __( 'After an hour', 'inkblocks' ) ],
	[ '86400', __( 'After a day', 'inkblocks' ) ],
	[ '604800', __( 'After a week', 'inkblocks' ) ],
	[ '2592000', __( 'After 30 days', 'inkblocks' ) ],
];

/**
 * The panel.
 */
function PopupSettingsPanel() {
	const { settings, postTypes, pages } = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as unknown as EditorSelectors;
		const core = select( 'core' ) as unknown as CoreSelectors;
		return {
			settings: ( editor.getEditedPostAttribute( 'meta' )?.[ META ] ??
				{} ) as StoredSettings,
			postTypes: ( core.getPostTypes( { per_page: -1 } ) ?? [] ).filter(
				( type ) => type.viewable && type.slug !== 'attachment'
			),
			pages:
				core.getEntityRecords( 'postType', 'page', {
					per_page: 100,
					status: 'publish',
				} ) ?? [],
		};
	}, [] );
	const { editPost } = useDispatch( 'core/editor' ) as unknown as {
		editPost: ( edits: object ) => void;
	};
	const set = ( change: Partial< StoredSettings > ) =>
		editPost( { meta: { [ META ]: { ...settings, ...change } } } );
	const trigger = settings[ 'open-trigger' ];
	const conditions = settings.conditions ?? [ 'site' ];
	const toggleCondition = ( condition: string, on: boolean ) =>
		set( {
			conditions: on
				? [ ...conditions, condition ]
				: conditions.filter( ( c ) => c !== condition ),
		} );
	const seconds = (
		key: 'page-load-delay' | 'user-inactivity-time',
		label: string
	) => (
		<TextControl
			type="number"
			min={ key === 'page-load-delay' ? 0 : 1 }
			label={ label }
			value={ String( settings[ key ] ?? '' ) }
			onChange={ ( value: string ) =>
				set( { [ key ]: Math.max( 0, Number( value ) || 0 ) } )
			}
			__nextHasNoMarginBottom
			__next40pxDefaultSize
		/>
	);
	const toggle = (
		key:
			| 'show-once'
			| 'close-on-overlay-click'
			| 'prevent-scrolling'
			| 'use-ajax'
			| 'force-ajax',
		label: string,
		help?: string
	) => (
		<ToggleControl
			label={ label }
			help={ help }
			checked={ !! settings[ key ] }
			onChange={ ( checked: boolean ) => set( { [ key ]: checked } ) }
			__nextHasNoMarginBottom
		/>
	);

	return (
		<>
			<PluginDocumentSettingPanel
				name="inkblocks-popup-trigger"
				title={ __( 'Popup trigger', 'inkblocks' ) }
			>
				<SelectControl
					label={ __( 'Open on', 'inkblocks' ) }
					value={ trigger }
					options={ TRIGGERS.map( ( [ value, label ] ) => ( {
						value,
						label,
					} ) ) }
					onChange={ ( value: string ) =>
						set( {
							'open-trigger':
								value as PopupSettings[ 'open-trigger' ],
						} )
					}
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
				{ trigger === 'page-load' &&
					seconds(
						'page-load-delay',
						__( 'Delay (seconds)', 'inkblocks' )
					) }
				{ trigger === 'user-inactivity' &&
					seconds(
						'user-inactivity-time',
						__( 'Inactivity time (seconds)', 'inkblocks' )
					) }
				{ trigger === 'scroll-trigger' && (
					<RangeControl
						label={ __(
							'Scrolled to (% of the page)',
							'inkblocks'
						) }
						min={ 0 }
						max={ 100 }
						value={ settings[ 'scrolled-to' ] }
						onChange={ ( value?: number ) =>
							set( { 'scrolled-to': value ?? 50 } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
				) }
				{ trigger === 'on-date' && (
					<TextControl
						type="datetime-local"
						label={ __( 'Show from', 'inkblocks' ) }
						value={ settings[ 'on-date' ] }
						onChange={ ( value: string ) =>
							set( { 'on-date': value } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
				) }
				{ trigger === 'on-time' && (
					<>
						<TextControl
							type="time"
							label={ __( 'From', 'inkblocks' ) }
							value={
								settings[ 'on-time-start' ] ||
								DEFAULT_TIME_START
							}
							onChange={ ( value: string ) =>
								set( { 'on-time-start': value } )
							}
							__nextHasNoMarginBottom
							__next40pxDefaultSize
						/>
						<TextControl
							type="time"
							label={ __( 'Until', 'inkblocks' ) }
							value={
								settings[ 'on-time-end' ] || DEFAULT_TIME_END
							}
							onChange={ ( value: string ) =>
								set( { 'on-time-end': value } )
							}
							__nextHasNoMarginBottom
							__next40pxDefaultSize
						/>
					</>
				) }
				{ SELECTOR_TRIGGERS.includes( trigger ) && (
					<TextControl
						label={ __( 'CSS selector', 'inkblocks' ) }
						help={ __(
							'The elements that open the popup, such as .open-offer',
							'inkblocks'
						) }
						value={ settings[ 'custom-selector' ] }
						onChange={ ( value: string ) =>
							set( { 'custom-selector': value } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
				) }
			</PluginDocumentSettingPanel>
			<PluginDocumentSettingPanel
				name="inkblocks-popup-behaviour"
				title={ __( 'Popup behaviour', 'inkblocks' ) }
			>
				{ toggle( 'show-once', __( 'Show once', 'inkblocks' ) ) }
				{ toggle(
					'close-on-overlay-click',
					__( 'Close on overlay click', 'inkblocks' )
				) }
				{ toggle(
					'prevent-scrolling',
					__( 'Prevent page scrolling', 'inkblocks' )
				) }
				{ toggle(
					'use-ajax',
					__( 'Load content when opened', 'inkblocks' )
				) }
				{ settings[ 'use-ajax' ] &&
					toggle(
						'force-ajax',
						__( 'Load it again at every opening', 'inkblocks' )
					) }
				<SelectControl
					label={ __( 'Animation', 'inkblocks' ) }
					value={ settings.animation }
					options={ ANIMATIONS }
					onChange={ ( animation: string ) => set( { animation } ) }
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
				<SelectControl
					label={ __( 'Content', 'inkblocks' ) }
					value={ settings[ 'content-type' ] ?? 'default' }
					options={ CONTENT_TYPES }
					onChange={ ( value: string ) =>
						set( { 'content-type': value } )
					}
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
				<SelectControl
					label={ __(
						'After "Do not show again", show again',
						'inkblocks'
					) }
					value={ settings[ 'show-again-delay' ] }
					options={ SHOW_AGAIN.map( ( [ value, label ] ) => ( {
						value,
						label,
					} ) ) }
					onChange={ ( value: string ) =>
						set( { 'show-again-delay': value } )
					}
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
			</PluginDocumentSettingPanel>
			<PluginDocumentSettingPanel
				name="inkblocks-popup-conditions"
				title={ __( 'Display conditions', 'inkblocks' ) }
			>
				<SelectControl
					label={ __( 'Show to', 'inkblocks' ) }
					value={ settings.audience }
					options={ [
						{ value: 'all', label: __( 'Everyone', 'inkblocks' ) },
						{
							value: 'logged-in',
							label: __( 'Logged-in people', 'inkblocks' ),
						},
						{ value: 'guest', label: __( 'Guests', 'inkblocks' ) },
					] }
					onChange={ ( value: string ) =>
						set( {
							audience: value as StoredSettings[ 'audience' ],
						} )
					}
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
				<fieldset>
					<legend>{ __( 'Show on', 'inkblocks' ) }</legend>
					<CheckboxControl
						label={ __( 'The whole site', 'inkblocks' ) }
						checked={ conditions.includes( 'site' ) }
						onChange={ ( on: boolean ) =>
							toggleCondition( 'site', on )
						}
						__nextHasNoMarginBottom
					/>
					<CheckboxControl
						label={ __( 'The front page', 'inkblocks' ) }
						checked={ conditions.includes( 'front-page' ) }
						onChange={ ( on: boolean ) =>
							toggleCondition( 'front-page', on )
						}
						__nextHasNoMarginBottom
					/>
					{ postTypes.map( ( type ) => (
						<CheckboxControl
							key={ type.slug }
							label={ type.name ?? '' }
							checked={ conditions.includes(
								`post-type:${ type.slug }`
							) }
							onChange={ ( on: boolean ) =>
								toggleCondition(
									`post-type:${ type.slug }`,
									on
								)
							}
							__nextHasNoMarginBottom
						/>
					) ) }
				</fieldset>
				<fieldset>
					<legend>{ __( 'Specific pages', 'inkblocks' ) }</legend>
					{ pages.map( ( page ) => (
						<CheckboxControl
							key={ page.id }
							label={ page.title?.rendered || `#${ page.id }` }
							checked={ conditions.includes(
								`page:${ page.id }`
							) }
							onChange={ ( on: boolean ) =>
								toggleCondition( `page:${ page.id }`, on )
							}
							__nextHasNoMarginBottom
						/>
					) ) }
				</fieldset>
			</PluginDocumentSettingPanel>
		</>
	);
}

registerPlugin( 'inkblocks-popup-settings', { render: PopupSettingsPanel } );
