/**
 * The Animated text block in the editor: its settings and a live preview of the effect.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import { AnimatedText } from './AnimatedText';
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

/**
 * The Animated text block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 */
export function Edit( {
	attributes,
	setAttributes,
}: EditProps< AnimatedTextAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	const Tag = attributes.tag;
	const names = EFFECT_NAMES();
	return (
		<Tag { ...useBlockProps( { className: 'inkblocks-animated-text' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Text', 'inkblocks' ) }>
					<TextControl
						label={ __( 'Text before', 'inkblocks' ) }
						{ ...bind.text( 'before' ) }
					/>
					<TextareaControl
						label={ __(
							'Rotating words (one per line)',
							'inkblocks'
						) }
						value={ attributes.words.join( '\n' ) }
						onChange={ ( value: string ) =>
							setAttributes( { words: value.split( '\n' ) } )
						}
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Text after', 'inkblocks' ) }
						{ ...bind.text( 'after' ) }
					/>
					<SelectControl
						label={ __( 'HTML element', 'inkblocks' ) }
						options={ ( [ 'h2', 'h3', 'h4', 'p' ] as const ).map(
							( tag ) => ( {
								value: tag,
								label: tag.toUpperCase(),
							} )
						) }
						{ ...bind.select( 'tag' ) }
					/>
				</PanelBody>
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
							setAttributes( {
								delay: delay ?? ANIMATED_TEXT_DELAY,
							} )
						}
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Loop', 'inkblocks' ) }
						{ ...bind.toggle( 'loop' ) }
					/>
				</PanelBody>
			</InspectorControls>
			<AnimatedText
				before={ attributes.before }
				words={ attributes.words.filter(
					( word ) => word.trim() !== ''
				) }
				after={ attributes.after }
				effect={ attributes.effect }
				delay={ attributes.delay }
				loop={ attributes.loop }
			/>
		</Tag>
	);
}
