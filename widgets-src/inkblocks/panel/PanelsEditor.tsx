/**
 * The canvas body shared by the blocks made of inkblocks/panel items (tabs, accordion, switcher): the
 * panels as child blocks, laid out as the page shows them, added, duplicated, moved and removed as core's
 * Buttons are; and the first view of an empty block, its starting points.
 */

/**
 * External dependencies
 */
import type { CSSProperties, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	BlockContextProvider,
	InnerBlocks,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { useEffect, useMemo, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { StartingPoints } from '../../common/editor/StartingPoints';
import {
	PANELS_CONTEXT,
	type PanelsEditorContext,
	type PanelsKind,
} from './editor-context';
import { usePanelSelect } from './editor-store';
import { panelOfSelection, shownPanel } from './panel-blocks';

/** What a new panel holds: an empty title over an empty paragraph. */
export const NEW_PANEL = { name: 'inkblocks/panel' };

interface PanelsEditorProps {
	/** The parent block. */
	clientId: string;
	/** Its name, for its starting points. */
	name: string;
	kind: PanelsKind;
	/** Class of the element that holds the panels. */
	className: string;
	/** The direction the panels follow, for the movers' arrows. */
	orientation?: 'horizontal' | 'vertical';
	/** The accordion's heading level. */
	headingLevel?: number;
	/** Shown among the panels, after them (the switcher's switch), given the panel shown. */
	extra?: ( shownId: string | null ) => ReactNode;
	/** The panel shown first, by position; else the first open on load. */
	initial?: number;
}

/**
 * The panels of a block in the canvas, or its starting points while it has none.
 *
 * @param props The block and how it lays its panels out.
 */
export function PanelsEditor( props: PanelsEditorProps ) {
	const count = usePanelSelect(
		( select ) => select.getBlockOrder( props.clientId ).length,
		[ props.clientId ]
	);
	if ( count === 0 ) {
		return (
			<StartingPoints name={ props.name } clientId={ props.clientId } />
		);
	}
	return <Panels { ...props } />;
}

/**
 * The panels of a block, with the context each reads.
 *
 * @param props              The block and how it lays its panels out.
 * @param props.clientId     The parent block.
 * @param props.kind         Which parent it is.
 * @param props.className    Class of the element that holds the panels.
 * @param props.orientation  The direction the panels follow.
 * @param props.headingLevel The accordion's heading level.
 * @param props.extra        Shown after the panels, given the panel shown.
 * @param props.initial      The panel shown first, by position.
 */
function Panels( {
	clientId,
	kind,
	className,
	orientation = 'vertical',
	headingLevel = 3,
	extra,
	initial,
}: PanelsEditorProps ) {
	const { order, selected, active, inside } = usePanelSelect(
		( select ) => {
			const ids = select.getBlockOrder( clientId );
			const selectedId = select.getSelectedBlockClientId();
			return {
				order: ids,
				selected: panelOfSelection(
					ids,
					selectedId,
					selectedId ? select.getBlockParents( selectedId ) : []
				),
				active:
					( initial === undefined
						? ids.find(
								( id ) =>
									select.getBlockAttributes( id )?.active ===
									true
							)
						: ids[ initial ] ) ?? null,
				inside:
					selectedId === clientId ||
					select.hasSelectedInnerBlock( clientId, true ),
			};
		},
		[ clientId, initial ]
	);
	const [ lastShown, setLastShown ] = useState< string | null >( null );
	useEffect( () => {
		if ( selected ) {
			setLastShown( selected );
		}
	}, [ selected ] );
	// A new choice of the panel open on load shows it.
	useEffect( () => setLastShown( null ), [ active ] );
	const shownId = shownPanel( order, selected, lastShown, active );
	const growable = kind !== 'switcher';
	const context = useMemo(
		() => ( {
			[ PANELS_CONTEXT ]: {
				kind,
				shownId,
				headingLevel,
				growable,
			} satisfies PanelsEditorContext,
		} ),
		[ kind, shownId, headingLevel, growable ]
	);

	const { children, ...innerProps } = useInnerBlocksProps(
		{
			className,
			style: {
				'--inkblocks-panels': order.length,
			} as CSSProperties,
		},
		{
			allowedBlocks: [ 'inkblocks/panel' ],
			orientation,
			templateLock: growable ? false : 'insert',
			defaultBlock: NEW_PANEL,
			directInsert: true,
			renderAppender:
				growable && inside ? InnerBlocks.ButtonBlockAppender : false,
		}
	);
	return (
		<BlockContextProvider value={ context }>
			<div { ...innerProps }>
				{ children as ReactNode }
				{ extra?.( shownId ) }
			</div>
		</BlockContextProvider>
	);
}
