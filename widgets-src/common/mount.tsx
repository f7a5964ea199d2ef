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

/** A value the reader typed into an island's server markup: the field's kind, its place among that kind. */
type TypedValue = { kind: string; index: number; value: string };

/** The fields a reader types into (their values are carried over; choices and buttons are not). */
const TYPED_FIELDS =
	'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="submit"]):not([type="button"]):not([type="file"]), textarea';

/**
 * The island's text fields, each with its kind (input type or textarea) and its place among that kind:
 * the island's own markup names its fields differently from the server's (data[email] and email).
 *
 * @param island The island element.
 */
function typedFields(
	island: Element
): Array< { field: HTMLInputElement | HTMLTextAreaElement } & TypedValue > {
	const seen = new Map< string, number >();
	return Array.from(
		island.querySelectorAll< HTMLInputElement | HTMLTextAreaElement >(
			TYPED_FIELDS
		),
		( field ) => {
			const kind =
				field instanceof HTMLTextAreaElement ? 'textarea' : field.type;
			const index = seen.get( kind ) ?? 0;
			seen.set( kind, index + 1 );
			return { field, kind, index, value: field.value };
		}
	);
}

/**
 * What the reader typed into the island's server markup before its bundle arrived.
 *
 * @param island The island element.
 */
function typedValues( island: Element ): TypedValue[] {
	return typedFields( island )
		.filter( ( { field } ) => field.value !== field.defaultValue )
		.map( ( { kind, index, value } ) => ( { kind, index, value } ) );
}

/**
 * Types the values back into the rendered island's empty fields of the same kind and place, through the
 * native setter and an input event so that the island's own state takes them.
 *
 * @param island The island element.
 * @param typed  The values read from the server markup.
 */
function retype( island: Element, typed: TypedValue[] ): void {
	const fields = typedFields( island );
	for ( const { kind, index, value } of typed ) {
		const field = fields.find(
			( candidate ) =>
				candidate.kind === kind && candidate.index === index
		)?.field;
		if ( ! field || field.value !== '' ) {
			continue;
		}
		Object.getOwnPropertyDescriptor(
			Object.getPrototypeOf( field ),
			'value'
		)?.set?.call( field, value );
		field.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	}
}

/**
 * Once the island has replaced the server markup, gives the reader back what they had there: the values
 * they typed, and focus on the same spot (on the island's first control when that spot is gone) unless
 * they have moved it elsewhere.
 *
 * @param props          Component props.
 * @param props.island   The island element.
 * @param props.spot     Where focus was, if it was in the island.
 * @param props.typed    The values typed into the server markup.
 * @param props.children The island.
 */
function KeepReaderState( {
	island,
	spot,
	typed,
	children,
}: {
	island: Element;
	spot: FocusSpot | null;
	typed: TypedValue[];
	children: ReactNode;
} ) {
	useLayoutEffect( () => {
		retype( island, typed );
		const owner = island.ownerDocument;
		const lost = () =>
			! owner.activeElement || owner.activeElement === owner.body;
		if ( ! spot || ! lost() ) {
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
	}, [ island, spot, typed ] );
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
		const typed = typedValues( element );
		const root = createRoot( element );
		mounted.set( element, root );
		live.add( element );
		const island = <IslandComponent { ...islandProps( element ) } />;
		root.render(
			<IslandBoundary fallback={ element.innerHTML }>
				{ spot || typed.length > 0 ? (
					<KeepReaderState
						island={ element }
						spot={ spot }
						typed={ typed }
					>
						{ island }
					</KeepReaderState>
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
