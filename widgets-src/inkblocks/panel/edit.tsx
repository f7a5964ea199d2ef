/**
 * The Panel block in the editor: one tab, accordion toggle or switcher side, shown as its parent shows it
 * on the page, its title typed in place. Enter at the end of a title adds the next panel, Backspace in an
 * empty title of an empty panel removes it; the block toolbar and core's shortcuts move, duplicate and
 * remove it. The sidebar keeps its id, whether it opens on load and its synced pattern.
 */

/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import { panelsContextOf, type PanelsKind } from './editor-context';
import { usePanelActions, usePanelSelect } from './editor-store';
import { isEmptyContent } from './panel-blocks';
import type { PanelAttributes } from './types';
import './editor.scss';

interface Pattern {
	id: number;
	title: { raw?: string; rendered?: string };
	status: string;
}

/**
 * Published synced patterns, for the template choice.
 */
function usePatterns(): Pattern[] {
	return useSelect(
		( select ) =>
			(
				select( 'core' ) as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: object
					) => Pattern[] | null;
				}
			 ).getEntityRecords( 'postType', 'wp_block', {
				per_page: 100,
				status: 'publish',
				context: 'edit',
			} ) ?? [],
		[]
	);
}

/** The title's accessible name and placeholder in each parent. */
const TITLES: Record<
	PanelsKind,
	{ label: ( n: number ) => string; placeholder: () => string }
> = {
	tabs: {
		/* translators: %d: position of the tab, from 1. */
		label: ( n ) => sprintf( __( 'Label of tab %d', 'inkblocks' ), n ),
		placeholder: () => __( 'Tab label', 'inkblocks' ),
	},
	accordion: {
		/* translators: %d: position of the toggle, from 1. */
		label: ( n ) => sprintf( __( 'Title of toggle %d', 'inkblocks' ), n ),
		placeholder: () => __( 'Question or title', 'inkblocks' ),
	},
	switcher: {
		/* translators: %d: position of the side, 1 or 2. */
		label: ( n ) => sprintf( __( 'Label of side %d', 'inkblocks' ), n ),
		placeholder: () => __( 'Side label', 'inkblocks' ),
	},
};

/** The classes of a panel's parts in each parent, those of the page. */
const CLASSES: Record<
	PanelsKind,
	{ item: string; title: string; panel: string; content: string }
> = {
	tabs: {
		item: 'inkblocks-tabs-editor__item',
		title: 'inkblocks-tabs__tab',
		panel: 'inkblocks-tabs__panel',
		content: 'inkblocks-tabs__content',
	},
	accordion: {
		item: 'inkblocks-accordion__item',
		title: 'inkblocks-accordion__title',
		panel: 'inkblocks-accordion__panel',
		content: 'inkblocks-accordion__content',
	},
	switcher: {
		item: 'inkblocks-switcher-editor__item',
		title: 'inkblocks-switcher__label',
		panel: 'inkblocks-switcher__pane',
		content: 'inkblocks-switcher__content',
	},
};

/**
 * Puts the caret at the end of an editable element.
 *
 * @param element The element.
 */
function focusEnd( element: HTMLElement ) {
	element.focus();
	const selection = element.ownerDocument.defaultView?.getSelection();
	if ( selection ) {
		selection.selectAllChildren( element );
		selection.collapseToEnd();
	}
}

/**
 * The Panel block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 * @param props.isSelected    Whether the panel is selected.
 * @param props.context       Its block context: what its parent tells it.
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
	context,
}: EditProps< PanelAttributes > & {
	clientId: string;
	isSelected: boolean;
	context?: Record< string, unknown >;
} ) {
	const bind = attributeProps( attributes, setAttributes );
	const parent = panelsContextOf( context );
	const kind: PanelsKind = parent?.kind ?? 'accordion';
	const classes = CLASSES[ kind ];
	const patterns = usePatterns();
	const wrapper = useRef< HTMLDivElement >( null );
	const { index, rootClientId, previous, inside } = usePanelSelect(
		( select ) => {
			const root = select.getBlockRootClientId( clientId );
			const order = select.getBlockOrder( root ?? undefined );
			const at = order.indexOf( clientId );
			return {
				index: at,
				rootClientId: root,
				previous: at > 0 ? ( order[ at - 1 ] ?? null ) : null,
				inside: select.hasSelectedInnerBlock( clientId, true ),
			};
		},
		[ clientId ]
	);
	const empty = usePanelSelect(
		( select ) => isEmptyContent( select.getBlocks( clientId ) ),
		[ clientId ]
	);
	const { insertBlock, removeBlock, selectBlock } = usePanelActions();

	const shown =
		kind === 'accordion'
			? attributes.active || isSelected || inside
			: parent?.shownId === clientId;
	const blockProps = useBlockProps( {
		ref: wrapper,
		className: `inkblocks-panel-editor ${ classes.item }${
			shown ? ' is-shown is-active' : ''
		}`,
		style: {
			'--inkblocks-panel-index': index + 1,
		} as CSSProperties,
	} );
	const innerProps = useInnerBlocksProps(
		{ className: classes.content },
		{ templateLock: false, template: [ [ 'core/paragraph' ] ] }
	);

	const growable = parent?.growable ?? true;
	const addAfter = () =>
		insertBlock(
			createBlock( 'inkblocks/panel', {}, [
				createBlock( 'core/paragraph' ),
			] ),
			index + 1,
			rootClientId,
			true
		);
	const removeIfEmpty = () => {
		if ( ! empty || attributes.templateId > 0 || ! previous ) {
			return;
		}
		const doc = wrapper.current?.ownerDocument;
		removeBlock( clientId, false );
		selectBlock( previous, null );
		// The previous panel's title takes the caret, at its end, as a list's previous item does.
		doc?.defaultView?.requestAnimationFrame( () => {
			const target = doc.querySelector< HTMLElement >(
				`#block-${ previous } [data-wp-block-attribute-key="title"]`
			);
			if ( target ) {
				focusEnd( target );
			}
		} );
	};

	const titles = TITLES[ kind ];
	const titleText = (
		<RichText
			tagName={ kind === 'accordion' ? 'span' : 'div' }
			identifier="title"
			className={ `${ classes.title }${ shown ? ' is-active' : '' }` }
			aria-label={ titles.label( index + 1 ) }
			placeholder={ titles.placeholder() }
			{ ...bind.rich( 'title' ) }
			{ ...( growable
				? {
						__unstableOnSplitAtEnd: addAfter,
						onRemove: removeIfEmpty,
					}
				: {} ) }
		/>
	);
	const Heading = `h${ parent?.headingLevel ?? 3 }` as 'h3';
	const content =
		attributes.templateId > 0 ? (
			<p className="inkblocks-panel-editor__note">
				{ __( 'This panel shows its synced pattern.', 'inkblocks' ) }
			</p>
		) : (
			<div { ...innerProps } />
		);

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Panel', 'inkblocks' ) }>
					<TextControl
						label={ __( 'Item id', 'inkblocks' ) }
						help={ __(
							'Links to #id, and the page address ending in #id, open this item. Empty: made from the title.',
							'inkblocks'
						) }
						{ ...bind.text( 'itemId' ) }
					/>
					{ kind !== 'switcher' && (
						<ToggleControl
							label={ __( 'Open on load', 'inkblocks' ) }
							{ ...bind.toggle( 'active' ) }
						/>
					) }
					<SelectControl
						label={ __(
							'Content from a synced pattern',
							'inkblocks'
						) }
						help={ __(
							'Loaded when the panel first opens, instead of its blocks.',
							'inkblocks'
						) }
						value={ String( attributes.templateId ) }
						options={ [
							{ label: __( 'None', 'inkblocks' ), value: '0' },
							...patterns.map( ( pattern ) => ( {
								label:
									pattern.title.raw ||
									pattern.title.rendered ||
									`#${ pattern.id }`,
								value: String( pattern.id ),
							} ) ),
						] }
						onChange={ ( value: string ) =>
							setAttributes( { templateId: Number( value ) } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			{ kind === 'accordion' ? (
				<Heading className="inkblocks-accordion__heading">
					<span className="inkblocks-accordion__toggle">
						{ titleText }
						<span
							className="inkblocks-accordion__icon"
							aria-hidden="true"
						/>
					</span>
				</Heading>
			) : (
				titleText
			) }
			<div className={ classes.panel }>{ content }</div>
		</div>
	);
}
