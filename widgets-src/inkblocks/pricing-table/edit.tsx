/**
 * The Pricing table block in the editor: the plan as the page shows it, every text typed in place, the
 * features an in-canvas list (Enter adds the next, Backspace in an empty one removes it, buttons move and
 * remove), the button's link in the toolbar, its starting points while empty, and the fold settings in
 * the sidebar.
 */

/**
 * WordPress dependencies
 */
import {
	BlockControls,
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
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	INLINE_FORMATS,
	type EditProps,
	type KeysOfType,
} from '../../common/editor/attribute-props';
import { LinkToolbarButton } from '../../common/editor/LinkToolbarButton';
import { ListItemActions } from '../../common/editor/ListItemActions';
import { updateAt } from '../../common/editor/list';
import { StartingPoints } from '../../common/editor/StartingPoints';
import { addAfter, move, remove, type FeatureEdit } from './feature-list';
import { featureShown } from './folding';
import type { PricingTableAttributes } from './types';

/** Bold and italic: the plan's short texts. */

/**
 * Whether the table still needs a starting point: no title, price or feature.
 *
 * @param attributes The block's attributes.
 */
export function needsStart( attributes: PricingTableAttributes ): boolean {
	return (
		! attributes.title && ! attributes.price && ! attributes.features.length
	);
}

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
 * The Pricing table block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 * @param props.isSelected    Whether the block is selected (its list buttons show then).
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: EditProps< PricingTableAttributes > & {
	clientId: string;
	isSelected: boolean;
} ) {
	const bind = attributeProps( attributes, setAttributes );
	const blockProps = useBlockProps( {
		className: `inkblocks-pricing-table${
			attributes.featured ? ' is-featured' : ''
		}`,
	} );
	const [ unfolded, setUnfolded ] = useState( false );
	const [ focus, setFocus ] = useState< number | null >( null );
	const list = useRef< HTMLUListElement >( null );
	const { features } = attributes;

	// After an edit of the list, the caret goes where the edit says (the new, moved or previous feature).
	useEffect( () => {
		if ( focus === null ) {
			return;
		}
		const texts = list.current?.querySelectorAll< HTMLElement >(
			'.inkblocks-pricing-table__feature-text'
		);
		const target = texts?.[ focus ];
		if ( target ) {
			focusEnd( target );
		}
		setFocus( null );
	}, [ focus, features ] );

	const edit = ( change: FeatureEdit ) => {
		setAttributes( { features: change.features } );
		setFocus( change.focus );
	};
	const foldable =
		attributes.foldable && features.length > attributes.visibleFeatures;

	const text = (
		key: KeysOfType< PricingTableAttributes, string >,
		tagName: string,
		label: string,
		placeholder: string,
		className = `inkblocks-pricing-table__${ key }`
	) => (
		<RichText
			tagName={ tagName }
			className={ className }
			aria-label={ label }
			placeholder={ placeholder }
			{ ...bind.rich( key ) }
		/>
	);

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Plan', 'inkblocks' ) }>
				<ToggleControl
					label={ __( 'Featured plan', 'inkblocks' ) }
					help={ __(
						'Highlighted, with a badge above its title.',
						'inkblocks'
					) }
					{ ...bind.toggle( 'featured' ) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Fold', 'inkblocks' ) }>
				<ToggleControl
					label={ __( 'Fold long feature lists', 'inkblocks' ) }
					{ ...bind.toggle( 'foldable' ) }
				/>
				<RangeControl
					label={ __( 'Features shown while folded', 'inkblocks' ) }
					min={ 0 }
					max={ 50 }
					{ ...bind.number( 'visibleFeatures', 3 ) }
				/>
				<SelectControl
					label={ __( 'Button icon', 'inkblocks' ) }
					options={ [
						{
							label: __( 'Chevron', 'inkblocks' ),
							value: 'chevron',
						},
						{
							label: __( 'Plus and minus', 'inkblocks' ),
							value: 'plus',
						},
						{
							label: __( 'Arrow', 'inkblocks' ),
							value: 'arrow',
						},
					] }
					{ ...bind.select( 'icon' ) }
				/>
			</PanelBody>
		</InspectorControls>
	);

	if ( needsStart( attributes ) ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints
					name="inkblocks/pricing-table"
					clientId={ clientId }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			{ settings }
			<BlockControls group="block">
				<ToolbarGroup>
					<LinkToolbarButton
						url={ attributes.buttonUrl }
						onChange={ ( buttonUrl ) =>
							setAttributes( { buttonUrl } )
						}
					/>
					{ foldable && (
						<ToolbarButton
							icon="editor-expand"
							label={ __( 'Show unfolded', 'inkblocks' ) }
							isPressed={ unfolded }
							onClick={ () => setUnfolded( ! unfolded ) }
						/>
					) }
				</ToolbarGroup>
			</BlockControls>
			{ attributes.featured &&
				text(
					'badge',
					'p',
					__( 'Badge', 'inkblocks' ),
					__( 'Most popular', 'inkblocks' )
				) }
			{ text(
				'title',
				'h3',
				__( 'Plan title', 'inkblocks' ),
				__( 'Plan name', 'inkblocks' )
			) }
			{ text(
				'subtitle',
				'p',
				__( 'Subtitle', 'inkblocks' ),
				__( 'Who it is for', 'inkblocks' )
			) }
			<p className="inkblocks-pricing-table__price">
				{ text(
					'currency',
					'span',
					__( 'Currency', 'inkblocks' ),
					'$'
				) }
				{ text(
					'price',
					'span',
					__( 'Price', 'inkblocks' ),
					'0',
					'inkblocks-pricing-table__amount'
				) }
				{ text(
					'period',
					'span',
					__( 'Period', 'inkblocks' ),
					__( 'per month', 'inkblocks' )
				) }
			</p>
			<div className="inkblocks-pricing-table__features">
				<ul ref={ list } className="inkblocks-pricing-table__list">
					{ features.map( ( feature, index ) => (
						<li
							// Features have no id; the list edits keep the order.
							key={ index }
							className={ `inkblocks-pricing-table__feature ${
								feature.included ? 'is-included' : 'is-excluded'
							}${
								foldable &&
								! featureShown(
									index,
									attributes.visibleFeatures,
									unfolded
								)
									? ' is-folded'
									: ''
							}` }
						>
							<RichText
								tagName="span"
								className="inkblocks-pricing-table__feature-text"
								aria-label={ sprintf(
									/* translators: %d: the feature's position in the list. */
									__( 'Feature %d', 'inkblocks' ),
									index + 1
								) }
								placeholder={ __( 'A feature', 'inkblocks' ) }
								allowedFormats={ INLINE_FORMATS }
								disableLineBreaks
								value={ feature.text }
								onChange={ ( value ) =>
									setAttributes( {
										features: updateAt( features, index, {
											text: value,
										} ),
									} )
								}
								__unstableOnSplitAtEnd={ () =>
									edit( addAfter( features, index ) )
								}
								onRemove={ () =>
									edit( remove( features, index ) )
								}
							/>
							{ isSelected && (
								<span className="inkblocks-pricing-table__feature-actions">
									<Button
										size="small"
										variant="tertiary"
										aria-pressed={ feature.included }
										onClick={ () =>
											setAttributes( {
												features: updateAt(
													features,
													index,
													{
														included:
															! feature.included,
													}
												),
											} )
										}
									>
										{ __( 'Included', 'inkblocks' ) }
									</Button>
									<ListItemActions
										index={ index }
										count={ features.length }
										onMove={ ( step ) =>
											edit(
												move( features, index, step )
											)
										}
										onRemove={ () =>
											edit( remove( features, index ) )
										}
									/>
								</span>
							) }
						</li>
					) ) }
				</ul>
				{ isSelected && (
					<Button
						variant="secondary"
						size="small"
						icon="plus"
						onClick={ () =>
							edit( addAfter( features, features.length - 1 ) )
						}
					>
						{ __( 'Add a feature', 'inkblocks' ) }
					</Button>
				) }
				{ foldable && (
					<div className="inkblocks-pricing-table__fold">
						{ unfolded
							? text(
									'foldText',
									'span',
									__( 'Fold button label', 'inkblocks' ),
									__( 'Show fewer features', 'inkblocks' ),
									'inkblocks-pricing-table__fold-label'
								)
							: text(
									'unfoldText',
									'span',
									__( 'Unfold button label', 'inkblocks' ),
									__( 'Show all features', 'inkblocks' ),
									'inkblocks-pricing-table__fold-label'
								) }
						<span
							className={ `inkblocks-pricing-table__fold-icon is-${
								attributes.icon
							} is-${ unfolded ? 'fold' : 'unfold' }` }
							aria-hidden="true"
						/>
					</div>
				) }
			</div>
			<p className="inkblocks-pricing-table__action">
				<RichText
					tagName="span"
					className="inkblocks-pricing-table__button wp-element-button"
					aria-label={ __( 'Button label', 'inkblocks' ) }
					placeholder={ __( 'Choose this plan', 'inkblocks' ) }
					{ ...bind.rich( 'buttonText' ) }
				/>
			</p>
		</div>
	);
}
