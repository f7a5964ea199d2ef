/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isRtl } from '../../common/direction';
import { revealItem, useHashIds } from '../../common/item-hash';
import { PanelContent, useServerSlots } from '../../common/panel-content';
import { prefersReducedMotion } from '../../common/reduced-motion';
import { rovingIndex } from '../../common/roving-keys';
import { nextTab, tabForIds } from './switching';
import type { TabsProps } from './types';

/**
 * Tabs (SPEC 4.13, WAI-ARIA tabs with automatic activation): exactly one active, chosen by click, by
 * hover when the event setting says so, by arrow keys, Home and End, or by a hash or a #{tabId} link;
 * with autoSwitch they cycle every autoSwitchDelay ms until the reader changes tab or moves focus in.
 * A tab's synced pattern is loaded when it first becomes active.
 *
 * @param props The island's props.
 */
export function Tabs( props: TabsProps ) {
	const { items, orientation } = props;
	const slots = useServerSlots( props.root );
	const [ active, setActive ] = useState(
		Math.min( Math.max( props.active, 0 ), items.length - 1 )
	);
	const [ cycling, setCycling ] = useState(
		props.autoSwitch && items.length > 1 && ! prefersReducedMotion()
	);
	const tabs = useRef< Array< HTMLButtonElement | null > >( [] );

	const choose = ( index: number ) => {
		setCycling( false );
		setActive( index );
	};

	useEffect( () => {
		if ( ! cycling ) {
			return undefined;
		}
		const timer = window.setInterval(
			() => setActive( ( index ) => nextTab( index, items.length ) ),
			props.autoSwitchDelay
		);
		return () => window.clearInterval( timer );
	}, [ cycling, items.length, props.autoSwitchDelay ] );

	useHashIds( ( ids ) => {
		const index = tabForIds( items, ids );
		if ( index >= 0 ) {
			choose( index );
			revealItem( items[ index ]!.id );
		}
	} );

	const onKeyDown = ( event: React.KeyboardEvent, index: number ) => {
		const target = rovingIndex(
			event.key,
			index,
			items.length,
			orientation,
			isRtl( event.currentTarget )
		);
		if ( target !== null ) {
			event.preventDefault();
			choose( target );
			tabs.current[ target ]?.focus();
		}
	};

	return (
		// Focus arriving inside is a reader's action: the cycling stops (WCAG 2.2.2).
		<div
			className="inkblocks-tabs__inner"
			onFocus={ () => setCycling( false ) }
		>
			<div
				className="inkblocks-tabs__nav"
				role="tablist"
				aria-orientation={ orientation }
			>
				{ items.map( ( item, index ) => (
					<button
						key={ item.id }
						ref={ ( element ) => {
							tabs.current[ index ] = element;
						} }
						type="button"
						role="tab"
						id={ `${ item.id }-tab` }
						className={ `inkblocks-tabs__tab${
							index === active ? ' is-active' : ''
						}` }
						aria-selected={ index === active }
						aria-controls={ item.id }
						tabIndex={ index === active ? 0 : -1 }
						onClick={ () => choose( index ) }
						onMouseEnter={
							props.event === 'hover'
								? () => choose( index )
								: undefined
						}
						onKeyDown={ ( event ) => onKeyDown( event, index ) }
						// Inline HTML typed with RichText, kept to inline tags by the server (Panels::title()).
						dangerouslySetInnerHTML={ { __html: item.title } }
					/>
				) ) }
			</div>
			{ items.map( ( item, index ) => (
				<div
					key={ item.id }
					id={ item.id }
					role="tabpanel"
					className="inkblocks-tabs__panel"
					aria-labelledby={ `${ item.id }-tab` }
					// Panels hold any content: the panel itself takes focus after the tab (APG).

					tabIndex={ 0 }
					hidden={ index !== active }
				>
					<PanelContent
						className="inkblocks-tabs__content"
						nodes={ slots.get( item.id ) }
						templateId={ item.templateId }
						open={ index === active }
						source={ props }
					/>
				</div>
			) ) }
		</div>
	);
}
