/**
 * External dependencies
 */
import type { ComponentType, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Component, createRoot, useLayoutEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { FOCUSABLE } from './focusable';

type Root = ReturnType< typeof createRoot >;
// Props are parsed from JSON at run time; each island declares their shape in its own types.
type IslandComponent = ComponentType< Record< string, unknown > >;

const registry = new Map< string, IslandComponent >();
const mounted = new WeakMap< Element, Root >();
const live = new Set< Element >();
let observer: MutationObserver | null = null;

/**
 * Keeps the server-rendered markup when an island throws, instead of an empty element.
 */
class IslandBoundary extends Component<
	{ children: ReactNode; fallback: string },
	{ failed: boolean }
> {
	override state = { failed: false };

	static getDerivedStateFromError() {
		return { failed: true };
	}

	override render() {
		if ( this.state.failed ) {
			// The markup came from our own server render, not from user input.
			return (
				<div
					dangerouslySetInnerHTML={ { __html: this.props.fallback } }
				/>
			);
		}
		return this.props.children;
	}
}

/** Where focus was in an island's server markup: the element's id, else its child-index path. */
type FocusSpot = string | number[];

/**
 * Where focus is inside the island, if it is: a reader may have tabbed into the server markup before
 * the island mounted (its bundle loads when the block comes near the screen).
 *
 * @param island The island element.
 */
function focusSpot( island: Element ): FocusSpot | null {
	let node = island.ownerDocument.activeElement;
	if ( ! node || node === island || ! island.contains( node ) ) {
		return null;
	}
	if ( node.id ) {
		return node.id;
	}
	const path: number[] = [];
	while ( node && node !== island && node.parentElement ) {
		path.unshift(
			Array.from( node.parentElement.children ).indexOf( node )
		);
		node = node.parentElement;
	}
	return path;
}

/**
 * Moves focus back to the same spot in the rendered island once it has replaced the server markup (to
 * the island's first control when that spot is gone), unless the reader has moved focus elsewhere.
 *
 * @param props          Component props.
 * @param props.island   The island element.
 * @param props.spot     Where focus was.
 * @param props.children The island.
 */
function KeepFocus( {
	island,
	spot,
	children,
}: {
	island: Element;
	spot: FocusSpot;
	children: ReactNode;
} ) {
	useLayoutEffect( () => {
		const owner = island.ownerDocument;
		const lost = () =>
			! owner.activeElement || owner.activeElement === owner.body;
		if ( ! lost() ) {
			return;
		}
		const same =
			typeof spot === 'string'
				? owner.getElementById( spot )
				: spot.reduce< Element | null >(
						( node, index ) => node?.children[ index ] ?? null,
						island
					);
		for ( const target of [ same, island.querySelector( FOCUSABLE ) ] ) {
			if ( target instanceof HTMLElement && island.contains( target ) ) {
				target.focus( { preventScroll: true } );
				if ( ! lost() ) {
					return;
				}
			}
		}
	}, [ island, spot ] );
	return <>{ children }</>;
}

/**
 * Reads an island's props from its data-inkwell-props attribute (JSON printed by PHP).
 *
 * @param element The island element.
 */
export function islandProps( element: Element ): Record< string, unknown > {
	const raw = element.getAttribute( 'data-inkwell-props' );
	if ( ! raw ) {
		return {};
	}
	try {
		const parsed: unknown = JSON.parse( raw );
		return parsed && typeof parsed === 'object'
			? ( parsed as Record< string, unknown > )
			: {};
	} catch {
		return {};
	}
}

/**
 * Mounts every registered island inside `scope` that is not mounted yet. Idempotent.
 *
 * @param scope Where to look: the document or an inserted fragment.
 */
export function mountIslands( scope: ParentNode = document ): void {
	const candidates: Element[] = [];
	if (
		scope instanceof Element &&
		scope.matches( '[data-inkwell-island]' )
	) {
		candidates.push( scope );
	}
	candidates.push( ...scope.querySelectorAll( '[data-inkwell-island]' ) );
	for ( const element of candidates ) {
		const IslandComponent = registry.get(
			element.getAttribute( 'data-inkwell-island' ) ?? ''
		);
		if ( ! IslandComponent || mounted.has( element ) ) {
			continue;
		}
		const spot = focusSpot( element );
		const root = createRoot( element );
		mounted.set( element, root );
		live.add( element );
		const island = <IslandComponent { ...islandProps( element ) } />;
		root.render(
			<IslandBoundary fallback={ element.innerHTML }>
				{ spot ? (
					<KeepFocus island={ element } spot={ spot }>
						{ island }
					</KeepFocus>
				) : (
					island
				) }
			</IslandBoundary>
		);
	}
}

/**
 * Unmounts the islands whose elements have left the document.
 */
function unmountDetached(): void {
	for ( const element of live ) {
		if ( ! element.isConnected ) {
			mounted.get( element )?.unmount();
			mounted.delete( element );
			live.delete( element );
		}
	}
}

/**
 * Registers an island component under its name and mounts it wherever it appears, now and in HTML
 * inserted later (load-more pages, posted comments, popup content).
 *
 * @param name      The value of data-inkwell-island.
 * @param component The React component; its props come from data-inkwell-props.
 */
export function registerIsland< P extends object >(
	name: string,
	component: ComponentType< P >
): void {
	registry.set( name, component as unknown as IslandComponent );
	const start = () => {
		mountIslands( document );
		if ( ! observer ) {
			observer = new MutationObserver( ( records ) => {
				for ( const record of records ) {
					record.addedNodes.forEach( ( node ) => {
						if ( node instanceof Element ) {
							mountIslands( node );
						}
					} );
				}
				if (
					records.some( ( record ) => record.removedNodes.length > 0 )
				) {
					unmountDetached();
				}
			} );
			observer.observe( document.body, {
				childList: true,
				subtree: true,
			} );
		}
	};
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', start, { once: true } );
	} else {
		start();
	}
}
