/**
 * The Scroll navigation block in the editor: the menu as the page shows it (in place here; fixed at the
 * side of the window on the page), each section's label typed in place and its section picked from the
 * page's anchors on the canvas; sections added with Enter or a button, moved and removed with their
 * buttons; starting points, or the page's headings, while it has none; the scrolling in the sidebar.
 */

/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	RichText,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useId } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	INLINE_FORMATS,
	type EditProps,
} from '../../common/editor/attribute-props';
import {
	addAfter,
	moveItem,
	removeItem,
	useListCaret,
	type ListEdit,
} from '../../common/editor/canvas-list';
import { ListItemActions } from '../../common/editor/ListItemActions';
import { updateAt } from '../../common/editor/list';
import { StartingPoints } from '../../common/editor/StartingPoints';
import { SCROLL_NAVIGATION_OFFSET, SCROLL_NAVIGATION_SPEED } from './constants';
import { plainText, sectionsFromHeadings, type PageBlock } from './sections';
import type { ScrollNavigationAttributes, ScrollNavigationItem } from './types';

/** The block editor's selectors the section choice reads. */
interface PageSelectors {
	getClientIdsWithDescendants: () => string[];
	getBlockName: ( clientId: string ) => string | null;
	getBlockAttributes: (
		clientId: string
	) => Record< string, unknown > | null;
}

/**
 * The blocks of the page with their anchors and texts, in order.
 */
function usePageBlocks(): PageBlock[] {
	return useSelect( ( select ) => {
		const editor = select( blockEditorStore ) as unknown as PageSelectors;
		return editor.getClientIdsWithDescendants().map( ( clientId ) => {
			const attributes = editor.getBlockAttributes( clientId ) ?? {};
			const text = attributes.content;
			return {
				clientId,
				name: editor.getBlockName( clientId ) ?? '',
				anchor:
					typeof attributes.anchor === 'string'
						? attributes.anchor
						: '',
				text: typeof text === 'string' ? text : String( text ?? '' ),
				level: Number( attributes.level ) || 0,
			};
		} );
	}, [] );
}

/** An empty section. */
const NEW_SECTION: ScrollNavigationItem = { label: '', sectionId: '' };

/**
 * The Scroll navigation block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 * @param props.isSelected    Whether the block is selected (the section ids and buttons show then).
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: EditProps< ScrollNavigationAttributes > & {
	clientId: string;
	isSelected: boolean;
} ) {
	const bind = attributeProps( attributes, setAttributes );
	const { items } = attributes;
	const page = usePageBlocks();
	const anchorsId = useId();
	const registry = useRegistry();
	const { updateBlockAttributes } = useDispatch( blockEditorStore );
	const caret = useListCaret< HTMLUListElement >(
		'.inkblocks-scroll-navigation__label',
		items
	);
	const edit = ( change: ListEdit< ScrollNavigationItem > ) => {
		setAttributes( { items: change.list } );
		caret.focusAt( change.focus );
	};
	const anchors = page.filter( ( block ) => block.anchor );
	const headings = sectionsFromHeadings( page );
	// The page's headings, anchored where they are not yet, in one undo step.
	const fromHeadings = () =>
		registry.batch( () => {
			Object.entries( headings.anchors ).forEach( ( [ id, anchor ] ) =>
				updateBlockAttributes( id, { anchor } )
			);
			setAttributes( { items: headings.sections } );
		} );
	const blockProps = useBlockProps( {
		className: `inkblocks-scroll-navigation is-${
			attributes.position
		} is-editing${ items.length ? '' : ' is-starting' }`,
	} );

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Scrolling', 'inkblocks' ) }>
				<ToggleControl
					label={ __(
						'Keep the section id out of the address',
						'inkblocks'
					) }
					help={ __(
						'Off: the address ends with #section-id after each jump.',
						'inkblocks'
					) }
					{ ...bind.toggle( 'sectionIdVisibility' ) }
				/>
				<RangeControl
					label={ __( 'Scroll speed (ms)', 'inkblocks' ) }
					min={ 0 }
					max={ 5000 }
					step={ 50 }
					{ ...bind.number( 'speed', SCROLL_NAVIGATION_SPEED ) }
				/>
				<RangeControl
					label={ __( 'Offset (px)', 'inkblocks' ) }
					help={ __(
						'Space kept above the section, for example under a sticky header.',
						'inkblocks'
					) }
					min={ -1000 }
					max={ 1000 }
					{ ...bind.number( 'offset', SCROLL_NAVIGATION_OFFSET ) }
				/>
				<ToggleControl
					label={ __(
						'Swipe between sections on touch screens',
						'inkblocks'
					) }
					{ ...bind.toggle( 'sectionSwitch' ) }
				/>
				<SelectControl
					label={ __( 'Side of the window', 'inkblocks' ) }
					options={ [
						{ label: __( 'Right', 'inkblocks' ), value: 'right' },
						{ label: __( 'Left', 'inkblocks' ), value: 'left' },
					] }
					{ ...bind.select( 'position' ) }
				/>
			</PanelBody>
		</InspectorControls>
	);

	if ( ! items.length ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints
					name="inkblocks/scroll-navigation"
					clientId={ clientId }
				/>
				{ headings.sections.length > 0 && (
					<Button
						variant="secondary"
						className="inkblocks-scroll-navigation__from-headings"
						onClick={ fromHeadings }
					>
						{ sprintf(
							/* translators: %d: number of headings on the page. */
							__( "Use this page's %d headings", 'inkblocks' ),
							headings.sections.length
						) }
					</Button>
				) }
			</div>
		);
	}

	return (
		<nav
			{ ...blockProps }
			aria-label={ __( 'Sections of this page', 'inkblocks' ) }
		>
			{ settings }
			<ul ref={ caret.ref } className="inkblocks-scroll-navigation__list">
				{ items.map( ( item, index ) => {
					const found = anchors.some(
						( block ) => block.anchor === item.sectionId
					);
					return (
						<li
							// Sections have no id of their own; the list edits keep the order.
							key={ index }
							className="inkblocks-scroll-navigation__item"
						>
							<span className="inkblocks-scroll-navigation__link">
								<RichText
									tagName="span"
									className="inkblocks-scroll-navigation__label"
									aria-label={ sprintf(
										/* translators: %d: the section's position in the menu. */
										__( 'Section %d label', 'inkblocks' ),
										index + 1
									) }
									placeholder={ __(
										'Section name',
										'inkblocks'
									) }
									allowedFormats={ INLINE_FORMATS }
									disableLineBreaks
									value={ item.label }
									onChange={ ( label ) =>
										setAttributes( {
											items: updateAt( items, index, {
												label,
											} ),
										} )
									}
									__unstableOnSplitAtEnd={ () =>
										edit(
											addAfter(
												items,
												index,
												NEW_SECTION
											)
										)
									}
									onRemove={ () =>
										edit( removeItem( items, index ) )
									}
								/>
							</span>
							{ isSelected && (
								<span className="inkblocks-scroll-navigation__section">
									<span aria-hidden="true">#</span>
									<input
										type="text"
										className="inkblocks-scroll-navigation__id"
										aria-label={ sprintf(
											/* translators: %d: the section's position in the menu. */
											__( 'Section %d id', 'inkblocks' ),
											index + 1
										) }
										placeholder={ __(
											'section-id',
											'inkblocks'
										) }
										list={ anchorsId }
										value={ item.sectionId }
										onChange={ ( event ) =>
											setAttributes( {
												items: updateAt( items, index, {
													sectionId:
														event.target.value.replace(
															/[^A-Za-z0-9_.:-]/g,
															''
														),
												} ),
											} )
										}
									/>
									{ item.sectionId && ! found && (
										<span className="inkblocks-scroll-navigation__missing">
											{ __(
												'No block of this page has this anchor yet.',
												'inkblocks'
											) }
										</span>
									) }
									<ListItemActions
										index={ index }
										count={ items.length }
										onMove={ ( step ) =>
											edit(
												moveItem( items, index, step )
											)
										}
										onRemove={ () =>
											edit( removeItem( items, index ) )
										}
									/>
								</span>
							) }
						</li>
					);
				} ) }
			</ul>
			{ isSelected && (
				<>
					<datalist id={ anchorsId }>
						{ anchors.map( ( block ) => (
							<option
								key={ block.clientId }
								value={ block.anchor }
							>
								{ plainText( block.text ) }
							</option>
						) ) }
					</datalist>
					<Button
						variant="secondary"
						size="small"
						icon="plus"
						onClick={ () =>
							edit(
								addAfter( items, items.length - 1, NEW_SECTION )
							)
						}
					>
						{ __( 'Add a section', 'inkblocks' ) }
					</Button>
				</>
			) }
		</nav>
	);
}
