/**
 * Whether an island renders inside the block editor's canvas. An island in the editor stays calm: it holds
 * autoplay, auto-switching and rotation, keeps reveal and motion effects off, never calls focus() or
 * scrollIntoView(), never changes the URL hash and never redirects. Front-end bundles read it too, so it
 * is kept to a context and a hook.
 */

/**
 * WordPress dependencies
 */
import { createContext, useContext } from '@wordpress/element';

/** True around an island that a block's edit renders in the canvas; false on the front end. */
export const EditingContext = createContext( false );

/**
 * Whether the calling island renders in the editor.
 */
export function useEditing(): boolean {
	return useContext( EditingContext );
}
