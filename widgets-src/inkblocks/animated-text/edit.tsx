/**
 * The Animated text block in the editor: the heading as the page shows it, still (the word does not
 * rotate here), its texts before and after typed in place, and, while selected, its rotating words as a
 * list on the canvas (Enter adds the next, Backspace in an empty one removes it, buttons move and remove;
 * the word being typed shows in the heading); starting points while empty; the effect in the sidebar.
 */

/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
	type KeysOfType,
} from '../../common/editor/attribute-props';
import {
	addAfter,
	moveItem,
	removeItem,
	useListCaret,
	type ListEdit,
} from '../../common/editor/canvas-list';
import { ListItemActions } from '../../common/editor/ListItemActions';
import { StartingPoints } from '../../common/editor/StartingPoints';
import { ANIMATED_TEXT_DELAY, ANIMATED_TEXT_EFFECTS } from './constants';
import type { AnimatedTextAttributes } from './types';

/** Names of the effects, in the order fx1 to fx12. */
const EFFECT_NAMES = () => [
	__( 'Fade', 'inkblocks' ),
	__( 'Slide up', 'inkblocks' ),
	__( 'Slide down', 'inkblocks' ),
	__( 'Zoom', 'inkblocks' ),
	__( 'Flip', 'inkblocks' ),
	__( 'Turning letters', 'inkblocks' ),
	__( 'Dropping letters', 'inkblocks' ),
	__( 'Typing', 'inkblocks' ),
	__( 'Blur', 'inkblocks' ),
	__( 'Skew', 'inkblocks' ),
	__( 'Popping letters', 'inkblocks' ),
	__( 'Wipe', 'inkblocks' ),
];

/** The words are plain text: each letter animates on its own. */
const PLAIN: string[] = [];

/**
 * Whether the text still needs a starting point: no text and no word.
 *
 * @param attributes The block's attributes.
 */
export function needsStart( attributes: AnimatedTextAttributes ): boolean {
	return (
		! attributes.before &&
		! attributes.after &&
		! attributes.words.some( ( word ) => word.trim() )
	);
}

/**
 * The Animated text block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 * @param props.isSelected    Whether the block is selected (the words list shows then).
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: EditProps< AnimatedTextAttributes > & {
	clientId: string;
	isSelected: boolean;
} ) {
	const bind = attributeProps( attributes, setAttributes );
	const { words } = attributes;
	const [ shown, setShown ] = useState( 0 );
	const caret = useListCaret< HTMLOListElement >(
		'.inkblocks-animated-text__word-text',
		words
	);
	const edit = ( change: ListEdit< string > ) => {
		setAttributes( { words: change.list } );
		caret.focusAt( change.focus );
		if ( change.focus !== null ) {
			setShown( change.focus );
		}
	};
	const Tag = attributes.tag;
	const names = EFFECT_NAMES();
	const blockProps = useBlockProps( {
		className: 'inkblocks-animated-text-editor',
	} );

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Animation', 'inkblocks' ) }>
				<SelectControl
					label={ __( 'Effect', 'inkblocks' ) }
					options={ ANIMATED_TEXT_EFFECTS.map(
						( effect, index ) => ( {
							value: effect,
							label: sprintf(
								/* translators: 1: effect id such as fx3, 2: its name. */
								__( '%1$s: %2$s', 'inkblocks' ),
								effect,
								names[ index ] ?? ''
							),
						} )
					) }
					{ ...bind.select( 'effect' ) }
				/>
				<RangeControl
					label={ __( 'Delay between words (ms)', 'inkblocks' ) }
					value={ attributes.delay }
					min={ 500 }
					max={ 20000 }
					step={ 100 }
					allowReset
					resetFallbackValue={ ANIMATED_TEXT_DELAY }
					onChange={ ( delay?: number ) =>
						setAttributes( { delay: delay ?? ANIMATED_TEXT_DELAY } )
					}
					__nextHasNoMarginBottom
				/>
				<ToggleControl
					label={ __( 'Loop', 'inkblocks' ) }
					{ ...bind.toggle( 'loop' ) }
				/>
				<SelectControl
					label={ __( 'HTML element', 'inkblocks' ) }
					options={ ( [ 'h2', 'h3', 'h4', 'p' ] as const ).map(
						( tag ) => ( { value: tag, label: tag.toUpperCase() } )
					) }
					{ ...bind.select( 'tag' ) }
				/>
			</PanelBody>
		</InspectorControls>
	);

	if ( needsStart( attributes ) ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints
					name="inkblocks/animated-text"
					clientId={ clientId }
				/>
			</div>
		);
	}

	const text = (
		key: KeysOfType< AnimatedTextAttributes, string >,
		label: string,
		placeholder: string
	) => (
		<RichText
			tagName="span"
			className={ `inkblocks-animated-text__${ key }` }
			aria-label={ label }
			placeholder={ placeholder }
			allowedFormats={ PLAIN }
			withoutInteractiveFormatting
			disableLineBreaks
			value={ attributes[ key ] }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
		/>
	);
	const word = words[ Math.min( shown, words.length - 1 ) ] ?? '';

	return (
		<div { ...blockProps }>
			{ settings }
			<Tag className="inkblocks-animated-text">
				{ text(
					'before',
					__( 'Text before', 'inkblocks' ),
					__( 'Text before', 'inkblocks' )
				) }{ ' ' }
				<span
					className={ `inkblocks-animated-text__word is-${ attributes.effect }` }
					// The rotating words are typed in the list below, shown while the block is selected.
					dangerouslySetInnerHTML={ {
						__html: word || __( 'word', 'inkblocks' ),
					} }
				/>{ ' ' }
				{ text(
					'after',
					__( 'Text after', 'inkblocks' ),
					__( 'Text after', 'inkblocks' )
				) }
			</Tag>
			{ isSelected && (
				<div className="inkblocks-animated-text__words">
					<p className="inkblocks-animated-text__words-title">
						{ __( 'Rotating words', 'inkblocks' ) }
					</p>
					<ol ref={ caret.ref }>
						{ words.map( ( value, index ) => (
							<li
								// Words have no id; the list edits keep the order.
								key={ index }
								onFocus={ () => setShown( index ) }
							>
								<RichText
									tagName="span"
									className="inkblocks-animated-text__word-text"
									aria-label={ sprintf(
										/* translators: %d: the word's position in the list. */
										__( 'Word %d', 'inkblocks' ),
										index + 1
									) }
									placeholder={ __( 'A word', 'inkblocks' ) }
									allowedFormats={ PLAIN }
									withoutInteractiveFormatting
									disableLineBreaks
									value={ value }
									onChange={ ( next ) =>
										setAttributes( {
											words: words.map( ( w, i ) =>
												i === index ? next : w
											),
										} )
									}
									__unstableOnSplitAtEnd={ () =>
										edit( addAfter( words, index, '' ) )
									}
									onRemove={ () =>
										edit( removeItem( words, index ) )
									}
								/>
								<ListItemActions
									index={ index }
									count={ words.length }
									onMove={ ( step ) =>
										edit( moveItem( words, index, step ) )
									}
									onRemove={ () =>
										edit( removeItem( words, index ) )
									}
								/>
							</li>
						) ) }
					</ol>
					<Button
						variant="secondary"
						size="small"
						icon="plus"
						onClick={ () =>
							edit( addAfter( words, words.length - 1, '' ) )
						}
					>
						{ __( 'Add a word', 'inkblocks' ) }
					</Button>
				</div>
			) }
		</div>
	);
}
