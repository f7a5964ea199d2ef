/**
 * Panel content for islands that wrap server-rendered content (tabs, accordion, switcher, dropbar): the
 * content stays the server's DOM nodes, moved into the island's markup, never re-rendered by React.
 */

/**
 * WordPress dependencies
 */
import {
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	fetchTemplate,
	loadTemplateAssets,
	templateFailedMessage,
	type TemplateSource,
} from './block-template';

/** One item of tabs, accordion or switcher: its own id (used in #links and the hash), title, optional pattern. */
export interface PanelItem {
	id: string;
	/** Inline HTML typed with RichText, kept to inline tags by the server (Panels::title()). */
	title: string;
	templateId: number;
	active: boolean;
}

/**
 * The server content of an island's slots (elements with data-inkblocks-slot), keyed by slot name. Read
 * once, during the island's first render: React has not replaced the server markup yet.
 *
 * @param root Id of the island element.
 */
export function useServerSlots( root: string ): Map< string, Node[] > {
	const [ slots ] = useState( () => {
		const map = new Map< string, Node[] >();
		const element = document.getElementById( root );
		element
			?.querySelectorAll( '[data-inkblocks-slot]' )
			.forEach( ( slot ) => {
				// Slots of islands nested inside belong to them.
				if (
					slot.parentElement?.closest( '[data-inkwell-island]' ) ===
					element
				) {
					map.set( slot.getAttribute( 'data-inkblocks-slot' ) ?? '', [
						...slot.childNodes,
					] );
				}
			} );
		return map;
	} );
	return slots;
}

interface PanelContentProps {
	/** The server nodes to show. */
	nodes: Node[] | undefined;
	/** Class of the wrapper element. */
	className: string;
	/** A synced pattern to load instead, the first time the panel opens (0: none). */
	templateId?: number;
	/** Whether the panel is open now. */
	open?: boolean;
	/** Where to load the pattern from. */
	source?: TemplateSource;
}

/**
 * The wrapper of a panel's content: the server nodes, or the panel's synced pattern loaded once, when
 * the panel first opens (SPEC 4.13, 7.7).
 *
 * @param props The content and its template.
 */
export function PanelContent( props: PanelContentProps ) {
	const { nodes, className, templateId = 0, open = true, source } = props;
	const ref = useRef< HTMLDivElement >( null );
	const requested = useRef( false );

	useLayoutEffect( () => {
		if ( nodes ) {
			ref.current?.append( ...nodes );
		}
		// The nodes are moved in once; later renders leave them alone.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	useEffect( () => {
		const element = ref.current;
		if ( ! open || templateId <= 0 || ! source || ! element ) {
			return;
		}
		if ( requested.current ) {
			return;
		}
		requested.current = true;
		element.setAttribute( 'aria-busy', 'true' );
		fetchTemplate( source, templateId )
			.then( ( answer ) => {
				element.innerHTML = answer.template_content;
				loadTemplateAssets( answer );
			} )
			.catch( ( error: unknown ) => {
				// eslint-disable-next-line no-console
				console.error( 'Inkblocks: template not loaded', error );
				const notice = document.createElement( 'p' );
				notice.className = 'inkblocks-notice';
				notice.textContent = templateFailedMessage();
				element.replaceChildren( notice );
			} )
			.finally( () => element.removeAttribute( 'aria-busy' ) );
	}, [ open, templateId, source ] );

	return <div ref={ ref } className={ className } />;
}
