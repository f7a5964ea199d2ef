/**
 * Internal dependencies
 */
import {
	DATE_TRIGGER_DELAY,
	DEFAULT_TIME_END,
	DEFAULT_TIME_START,
	SCROLL_TO_THRESHOLD,
} from './constants';
import type { PopupSettings } from './types';

type Cleanup = () => void;

/**
 * Minutes since midnight of 'HH:MM'.
 *
 * @param time The time.
 */
function minutes( time: string ): number {
	const [ hours = 0, mins = 0 ] = time.split( ':' ).map( Number );
	return hours * 60 + mins;
}

/**
 * Whether `now` falls in the time window (inclusive; a window past midnight wraps).
 *
 * @param now   The date.
 * @param start 'HH:MM'.
 * @param end   'HH:MM'.
 */
export function inTimeWindow( now: Date, start: string, end: string ): boolean {
	const current = now.getHours() * 60 + now.getMinutes();
	const from = minutes( start || DEFAULT_TIME_START );
	const to = minutes( end || DEFAULT_TIME_END );
	return from <= to
		? current >= from && current <= to
		: current >= from || current <= to;
}

/**
 * How far the page is scrolled, in percent of what can be scrolled.
 */
export function scrolledPercent(): number {
	const scrollable =
		document.documentElement.scrollHeight - window.innerHeight;
	return scrollable <= 0 ? 100 : ( window.scrollY / scrollable ) * 100;
}

/**
 * Listens on document for an event on elements matching a selector.
 *
 * @param type     Event type.
 * @param selector CSS selector.
 * @param handler  Called with the matched element.
 */
function delegate(
	type: string,
	selector: string,
	handler: ( element: Element, event: Event ) => void
): Cleanup {
	const listener = ( event: Event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const match = selector ? target?.closest( selector ) : null;
		if ( match ) {
			handler( match, event );
		}
	};
	document.addEventListener( type, listener );
	return () => document.removeEventListener( type, listener );
}

/**
 * Watches the popup's open trigger (SPEC 2.10, 9) and calls `open` once when it fires; returns the
 * clean-up. Delays are seconds in the settings.
 *
 * @param settings The popup's settings.
 * @param open     Opens the popup.
 */
export function watchTrigger(
	settings: PopupSettings,
	open: () => void
): Cleanup {
	let done = false;
	const cleanups: Cleanup[] = [];
	const fire = () => {
		if ( ! done ) {
			done = true;
			cleanups.forEach( ( cleanup ) => cleanup() );
			open();
		}
	};
	const later = ( ms: number ) => {
		const timer = window.setTimeout( fire, ms );
		cleanups.push( () => window.clearTimeout( timer ) );
	};
	const on = ( target: EventTarget, type: string, listener: () => void ) => {
		target.addEventListener( type, listener, { passive: true } );
		cleanups.push( () => target.removeEventListener( type, listener ) );
	};
	const selector = settings[ 'custom-selector' ];

	switch ( settings[ 'open-trigger' ] ) {
		case 'page-load':
			later( Math.max( 0, settings[ 'page-load-delay' ] ) * 1000 );
			break;
		case 'user-inactivity': {
			let timer = 0;
			const restart = () => {
				window.clearTimeout( timer );
				timer = window.setTimeout(
					fire,
					settings[ 'user-inactivity-time' ] * 1000
				);
			};
			for ( const type of [
				'mousemove',
				'keydown',
				'scroll',
				'touchstart',
				'click',
			] ) {
				on( window, type, restart );
			}
			cleanups.push( () => window.clearTimeout( timer ) );
			restart();
			break;
		}
		case 'scroll-trigger': {
			const check = () => {
				if ( scrolledPercent() >= settings[ 'scrolled-to' ] ) {
					fire();
				}
			};
			on( window, 'scroll', check );
			break;
		}
		case 'exit-intent': {
			const leave = ( event: Event ) => {
				const mouse = event as MouseEvent;
				if ( ! mouse.relatedTarget && mouse.clientY <= 0 ) {
					fire();
				}
			};
			document.addEventListener( 'mouseout', leave );
			cleanups.push( () =>
				document.removeEventListener( 'mouseout', leave )
			);
			break;
		}
		case 'on-date': {
			const date = Date.parse( settings[ 'on-date' ] );
			if ( Number.isFinite( date ) && Date.now() >= date ) {
				later( DATE_TRIGGER_DELAY );
			}
			break;
		}
		case 'on-time':
			if (
				inTimeWindow(
					new Date(),
					settings[ 'on-time-start' ],
					settings[ 'on-time-end' ]
				)
			) {
				later( DATE_TRIGGER_DELAY );
			}
			break;
		case 'custom-selector':
		case 'click':
			cleanups.push(
				delegate( 'click', selector, ( _element, event ) => {
					event.preventDefault();
					fire();
				} )
			);
			break;
		case 'hover':
			cleanups.push( delegate( 'mouseover', selector, fire ) );
			break;
		case 'scroll-to': {
			const elements = selector
				? document.querySelectorAll( selector )
				: [];
			if ( elements.length > 0 ) {
				const observer = new IntersectionObserver(
					( entries ) => {
						if (
							entries.some(
								( entry ) =>
									entry.intersectionRatio >=
									SCROLL_TO_THRESHOLD
							)
						) {
							fire();
						}
					},
					{ threshold: SCROLL_TO_THRESHOLD }
				);
				elements.forEach( ( element ) => observer.observe( element ) );
				cleanups.push( () => observer.disconnect() );
			}
			break;
		}
	}
	return () => {
		done = true;
		cleanups.forEach( ( cleanup ) => cleanup() );
	};
}

/**
 * Watches the elements whose per-element trigger settings (SPEC 3: data-inkblocks-popup-trigger, JSON with
 * trigger-type, trigger-custom-selector, attached-popup) point at the popup; calls `open` each time one fires,
 * with the element that fired.
 *
 * @param popupId The popup.
 * @param open    Opens the popup.
 */
export function watchElementTriggers(
	popupId: number,
	open: ( customContent: string, source: Element ) => void
): Cleanup {
	const cleanups: Cleanup[] = [];
	document
		.querySelectorAll( '[data-inkblocks-popup-trigger]' )
		.forEach( ( element ) => {
			let config: Record< string, string > = {};
			try {
				config = JSON.parse(
					element.getAttribute( 'data-inkblocks-popup-trigger' ) ??
						'{}'
				);
			} catch {
				return;
			}
			if ( Number( config[ 'attached-popup' ] ) !== popupId ) {
				return;
			}
			const type = config[ 'trigger-type' ] ?? 'click-self';
			// The post this element stands for (a card in a list), passed to the server as customContent.
			const custom = String( config[ 'custom-content' ] ?? '' );
			const fire = () => open( custom, element );
			if ( type === 'click-selector' ) {
				cleanups.push(
					delegate(
						'click',
						config[ 'trigger-custom-selector' ] ?? '',
						( _match, event ) => {
							event.preventDefault();
							fire();
						}
					)
				);
			} else if ( type === 'hover' ) {
				// Once fired, hovering opens it again only after the pointer was outside the element: the
				// browser reports a new mouseenter when the closing popup uncovers a pointer still over it.
				let armed = true;
				const enter = () => {
					if ( armed ) {
						armed = false;
						fire();
					}
				};
				const move = ( event: MouseEvent ) => {
					const box = element.getBoundingClientRect();
					armed ||=
						event.clientX < box.left ||
						event.clientX > box.right ||
						event.clientY < box.top ||
						event.clientY > box.bottom;
				};
				element.addEventListener( 'mouseenter', enter );
				document.addEventListener( 'mousemove', move, {
					passive: true,
				} );
				cleanups.push( () => {
					element.removeEventListener( 'mouseenter', enter );
					document.removeEventListener( 'mousemove', move );
				} );
			} else if ( type === 'scroll-to' ) {
				const observer = new IntersectionObserver(
					( entries ) => {
						if (
							entries.some(
								( entry ) =>
									entry.intersectionRatio >=
									SCROLL_TO_THRESHOLD
							)
						) {
							observer.disconnect();
							fire();
						}
					},
					{ threshold: SCROLL_TO_THRESHOLD }
				);
				observer.observe( element );
				cleanups.push( () => observer.disconnect() );
			} else {
				// click-self and click: a click on the element itself.
				const click = ( event: Event ) => {
					event.preventDefault();
					fire();
				};
				element.addEventListener( 'click', click );
				cleanups.push( () =>
					element.removeEventListener( 'click', click )
				);
			}
		} );
	return () => cleanups.forEach( ( cleanup ) => cleanup() );
}
