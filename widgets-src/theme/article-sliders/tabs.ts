/**
 * The category tabs of the nested media slider (WAI-ARIA tabs): click, arrow keys, Home and End select
 * a tab at once (automatic activation); inactive panels are inert, so focus and screen readers skip them.
 */

/**
 * Internal dependencies
 */
import { isRtl } from '../../common/direction';
import { rovingIndex } from '../../common/roving-keys';

/**
 * Marks one tab as selected and its panel as the only live one.
 *
 * @param tabs   The tabs, in order.
 * @param panels Their panels, in the same order.
 * @param index  The tab to select.
 */
export function selectTab(
	tabs: HTMLElement[],
	panels: HTMLElement[],
	index: number
): void {
	tabs.forEach( ( tab, i ) => {
		tab.setAttribute( 'aria-selected', String( i === index ) );
		tab.tabIndex = i === index ? 0 : -1;
	} );
	panels.forEach( ( panel, i ) => {
		panel.inert = i !== index;
	} );
}

/**
 * Wires a tab list: each tab gets its panel's role and label, and choosing a tab selects it and calls
 * back with its index (the keyboard also moves the focus to it).
 *
 * @param tablist  Element with role tablist.
 * @param panels   The panels, in the order of the tabs.
 * @param onSelect Called with the index of the tab chosen.
 * @param initial  The tab selected at first.
 */
export function wireTabs(
	tablist: HTMLElement,
	panels: HTMLElement[],
	onSelect: ( index: number ) => void,
	initial = 0
): void {
	const tabs = [
		...tablist.querySelectorAll< HTMLElement >( '[role="tab"]' ),
	];
	panels.forEach( ( panel, i ) => {
		panel.setAttribute( 'role', 'tabpanel' );
		if ( tabs[ i ] ) {
			panel.setAttribute( 'aria-labelledby', tabs[ i ]!.id );
		}
	} );
	const select = ( index: number ) => {
		selectTab( tabs, panels, index );
		onSelect( index );
	};
	tablist.addEventListener( 'click', ( event ) => {
		const tab = ( event.target as HTMLElement ).closest< HTMLElement >(
			'[role="tab"]'
		);
		if ( tab ) {
			select( tabs.indexOf( tab ) );
		}
	} );
	tablist.addEventListener( 'keydown', ( event ) => {
		const current = tabs.indexOf( event.target as HTMLElement );
		const index =
			current < 0
				? null
				: rovingIndex(
						event.key,
						current,
						tabs.length,
						'horizontal',
						isRtl( tablist )
					);
		if ( index === null ) {
			return;
		}
		event.preventDefault();
		select( index );
		tabs[ index ]!.focus();
	} );
	tablist.hidden = false;
	select( initial );
}
