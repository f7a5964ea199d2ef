/**
 * The editor of every field block: the field as the form shows it, its label, placeholder or button text
 * typed in place, and its other settings in the sidebar, one for each attribute the block's block.json
 * declares.
 */

/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import {
	Button,
	CheckboxControl,
	PanelBody,
	TextareaControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fieldAttributes,
	fieldName,
	numberOrUndefined,
	typeOf,
} from './attributes';
import type { FieldAttributes, FieldBlockAttributes, QuizPair } from './types';

type EditProps = {
	/** The block name; the editor passes it though its typings leave it out. */
	name?: string;
	clientId: string;
	attributes: FieldBlockAttributes;
	setAttributes: ( next: Partial< FieldAttributes > ) => void;
};

/** Whether the block declares an attribute (its type uses it). */
type Declares = ( attribute: keyof FieldAttributes ) => boolean;

/** ISO days of the week, Monday = 1. */
const DAYS: Array< [ number, string ] > = [
	[ 1, __( 'Monday', 'inkwell-forms' ) ],
	[ 2, __( 'Tuesday', 'inkwell-forms' ) ],
	[ 3, __( 'Wednesday', 'inkwell-forms' ) ],
	[ 4, __( 'Thursday', 'inkwell-forms' ) ],
	[ 5, __( 'Friday', 'inkwell-forms' ) ],
	[ 6, __( 'Saturday', 'inkwell-forms' ) ],
	[ 7, __( 'Sunday', 'inkwell-forms' ) ],
];

/**
 * A text input for a whole-number attribute; empty means "not set".
 *
 * @param props          Control props.
 * @param props.label    Label.
 * @param props.value    Current value.
 * @param props.onChange Called with the number, or undefined.
 * @param props.help     Help text.
 */
function NumberField( {
	label,
	value,
	onChange,
	help,
}: {
	label: string;
	value?: number;
	onChange: ( value?: number ) => void;
	help?: string;
} ) {
	return (
		<TextControl
			label={ label }
			type="number"
			help={ help }
			value={ value === undefined ? '' : String( value ) }
			onChange={ ( text: string ) =>
				onChange( numberOrUndefined( text ) )
			}
			__nextHasNoMarginBottom
			__next40pxDefaultSize
		/>
	);
}

/**
 * The question/answer pairs of a quiz.
 *
 * @param props          Control props.
 * @param props.pairs    The pairs.
 * @param props.onChange Called with the new pairs.
 */
function QuizPairs( {
	pairs,
	onChange,
}: {
	pairs: QuizPair[];
	onChange: ( pairs: QuizPair[] ) => void;
} ) {
	const update = ( index: number, change: Partial< QuizPair > ) =>
		onChange(
			pairs.map( ( pair, i ) =>
				i === index ? { ...pair, ...change } : pair
			)
		);
	return (
		<div className="inkwell-forms-editor__quiz">
			{ pairs.map( ( pair, index ) => (
				<fieldset
					key={ index }
					className="inkwell-forms-editor__quiz-pair"
				>
					<TextControl
						label={ sprintf(
							/* translators: %d: question number */
							__( 'Question %d', 'inkwell-forms' ),
							index + 1
						) }
						value={ pair.question }
						onChange={ ( question: string ) =>
							update( index, { question } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
					<TextControl
						label={ sprintf(
							/* translators: %d: question number */
							__( 'Answer %d', 'inkwell-forms' ),
							index + 1
						) }
						help={ __(
							'Separate several accepted answers with |. Case does not matter.',
							'inkwell-forms'
						) }
						value={ pair.answer }
						onChange={ ( answer: string ) =>
							update( index, { answer } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
					<Button
						variant="link"
						isDestructive
						onClick={ () =>
							onChange( pairs.filter( ( _p, i ) => i !== index ) )
						}
					>
						{ sprintf(
							/* translators: %d: question number */
							__( 'Remove question %d', 'inkwell-forms' ),
							index + 1
						) }
					</Button>
				</fieldset>
			) ) }
			<Button
				variant="secondary"
				onClick={ () =>
					onChange( [ ...pairs, { question: '', answer: '' } ] )
				}
			>
				{ __( 'Add a question', 'inkwell-forms' ) }
			</Button>
		</div>
	);
}

/**
 * The settings of the constraints (SPEC 5.3) the block declares.
 *
 * @param props               Control props.
 * @param props.type          Field type.
 * @param props.declares      Whether the block declares an attribute.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Setter.
 */
function Constraints( {
	type,
	declares,
	attributes,
	setAttributes,
}: {
	type: string;
	declares: Declares;
	attributes: FieldAttributes;
	setAttributes: ( next: Partial< FieldAttributes > ) => void;
} ) {
	const controls = [];
	if ( declares( 'maxLength' ) ) {
		controls.push(
			<NumberField
				key="minLength"
				label={ __( 'Minimum length', 'inkwell-forms' ) }
				value={ attributes.minLength }
				onChange={ ( minLength ) => setAttributes( { minLength } ) }
			/>,
			<NumberField
				key="maxLength"
				label={ __( 'Maximum length', 'inkwell-forms' ) }
				value={ attributes.maxLength }
				onChange={ ( maxLength ) => setAttributes( { maxLength } ) }
			/>
		);
	}
	if ( declares( 'min' ) ) {
		// A number, date or time field: the setting takes the field's own kind of value.
		const inputType = type === 'date' || type === 'time' ? type : 'number';
		controls.push(
			<TextControl
				key="min"
				type={ inputType }
				label={ __( 'Minimum', 'inkwell-forms' ) }
				value={ attributes.min ?? '' }
				onChange={ ( min: string ) =>
					setAttributes( { min: min || undefined } )
				}
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>,
			<TextControl
				key="max"
				type={ inputType }
				label={ __( 'Maximum', 'inkwell-forms' ) }
				value={ attributes.max ?? '' }
				onChange={ ( max: string ) =>
					setAttributes( { max: max || undefined } )
				}
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
		);
	}
	if ( declares( 'step' ) ) {
		controls.push(
			<NumberField
				key="step"
				label={ __( 'Step', 'inkwell-forms' ) }
				value={ attributes.step }
				onChange={ ( step ) => setAttributes( { step } ) }
			/>
		);
	}
	if ( declares( 'days' ) ) {
		const days = attributes.days ?? [];
		controls.push(
			<fieldset key="days" className="inkwell-forms-editor__days">
				<legend>{ __( 'Allowed days', 'inkwell-forms' ) }</legend>
				{ DAYS.map( ( [ day, label ] ) => (
					<CheckboxControl
						key={ day }
						label={ label }
						checked={ days.includes( day ) }
						onChange={ ( checked: boolean ) => {
							const next = checked
								? [ ...days, day ].sort()
								: days.filter( ( d ) => d !== day );
							setAttributes( {
								days: next.length ? next : undefined,
							} );
						} }
						__nextHasNoMarginBottom
					/>
				) ) }
			</fieldset>
		);
	}
	if ( declares( 'options' ) ) {
		controls.push(
			<TextareaControl
				key="options"
				label={ __( 'Options', 'inkwell-forms' ) }
				help={ __( 'One option per line.', 'inkwell-forms' ) }
				value={ ( attributes.options ?? [] ).join( '\n' ) }
				onChange={ ( text: string ) =>
					setAttributes( {
						options: text
							.split( '\n' )
							.map( ( line ) => line.trim() )
							.filter( Boolean ),
					} )
				}
				__nextHasNoMarginBottom
			/>
		);
	}
	if ( declares( 'maxItems' ) ) {
		controls.push(
			<NumberField
				key="minItems"
				label={ __( 'Minimum choices', 'inkwell-forms' ) }
				value={ attributes.minItems }
				onChange={ ( minItems ) => setAttributes( { minItems } ) }
			/>,
			<NumberField
				key="maxItems"
				label={ __( 'Maximum choices', 'inkwell-forms' ) }
				value={ attributes.maxItems }
				onChange={ ( maxItems ) => setAttributes( { maxItems } ) }
			/>
		);
	}
	if ( declares( 'maxSize' ) ) {
		controls.push(
			<NumberField
				key="minSize"
				label={ __( 'Minimum size (bytes)', 'inkwell-forms' ) }
				value={ attributes.minSize }
				onChange={ ( minSize ) => setAttributes( { minSize } ) }
			/>,
			<NumberField
				key="maxSize"
				label={ __( 'Maximum size (bytes)', 'inkwell-forms' ) }
				value={ attributes.maxSize }
				onChange={ ( maxSize ) => setAttributes( { maxSize } ) }
			/>,
			<TextControl
				key="accept"
				label={ __( 'Accepted types', 'inkwell-forms' ) }
				help={ __(
					'Extensions or MIME types separated by commas, such as .pdf, image/*.',
					'inkwell-forms'
				) }
				value={ ( attributes.accept ?? [] ).join( ', ' ) }
				onChange={ ( text: string ) => {
					const accept = text
						.split( ',' )
						.map( ( part ) => part.trim() )
						.filter( Boolean );
					setAttributes( {
						accept: accept.length ? accept : undefined,
					} );
				} }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
		);
	}
	if ( declares( 'questions' ) ) {
		controls.push(
			<QuizPairs
				key="questions"
				pairs={ attributes.questions ?? [] }
				onChange={ ( questions ) => setAttributes( { questions } ) }
			/>
		);
	}
	return controls.length ? (
		<PanelBody
			title={
				declares( 'questions' )
					? __( 'Questions', 'inkwell-forms' )
					: __( 'Constraints', 'inkwell-forms' )
			}
		>
			{ controls }
		</PanelBody>
	) : null;
}

/**
 * A one-line plain text of a field typed on the canvas (a label, a placeholder, the button's text): no
 * formats, stored as the text itself, since the server also uses it in mails and messages.
 *
 * @param props             Text props.
 * @param props.className   Class.
 * @param props.label       Accessible name.
 * @param props.placeholder Shown while empty.
 * @param props.value       The text.
 * @param props.onChange    Receives the new text.
 */
function InlineText( {
	className,
	label,
	placeholder,
	value,
	onChange,
}: {
	className: string;
	label: string;
	placeholder: string;
	value: string;
	onChange: ( value: string ) => void;
} ) {
	return (
		<RichText
			tagName="span"
			className={ className }
			aria-label={ label }
			placeholder={ placeholder }
			allowedFormats={ [] }
			disableLineBreaks
			__unstableDisableFormats
			value={ value }
			onChange={ onChange }
		/>
	);
}

/**
 * What the field looks like, with its label, placeholder or button text typed in place.
 *
 * @param props               Preview props.
 * @param props.type          Field type.
 * @param props.title         The block's title.
 * @param props.attributes    Attributes.
 * @param props.declares      Whether the block declares an attribute.
 * @param props.setAttributes Setter.
 */
function Preview( {
	type,
	title,
	attributes,
	declares,
	setAttributes,
}: {
	type: string;
	title: string;
	attributes: FieldAttributes;
	declares: Declares;
	setAttributes: ( next: Partial< FieldAttributes > ) => void;
} ) {
	if ( type === 'submit' ) {
		return (
			<InlineText
				className="wp-element-button"
				label={ __( 'Button text', 'inkwell-forms' ) }
				placeholder={ __( 'Send', 'inkwell-forms' ) }
				value={ attributes.label ?? '' }
				onChange={ ( label ) => setAttributes( { label } ) }
			/>
		);
	}
	const options = attributes.options ?? [];
	let control = declares( 'placeholder' ) ? (
		<InlineText
			className="inkwell-forms-editor__input"
			label={ __( 'Placeholder', 'inkwell-forms' ) }
			placeholder={ __(
				'Placeholder shown in the empty field (optional)',
				'inkwell-forms'
			) }
			value={ attributes.placeholder ?? '' }
			onChange={ ( placeholder ) => setAttributes( { placeholder } ) }
		/>
	) : (
		<span className="inkwell-forms-editor__input">
			{ attributes.default || '\u00a0' }
		</span>
	);
	if ( type === 'checkbox' || type === 'radio' ) {
		control = (
			<span className="inkwell-forms-editor__choices">
				{ options.map( ( option ) => (
					<span key={ option }>
						{ type === 'checkbox' ? '☐' : '○' } { option }
					</span>
				) ) }
			</span>
		);
	} else if ( type === 'acceptance' ) {
		control = <span>☐</span>;
	} else if ( type === 'quiz' ) {
		control = (
			<span className="inkwell-forms-editor__input">
				{ attributes.questions?.[ 0 ]?.question ||
					__( 'Add questions in the sidebar.', 'inkwell-forms' ) }
			</span>
		);
	} else if ( type === 'captcha' ) {
		control = (
			<span className="inkwell-forms-editor__input">
				{ __( 'A new code image for every visitor', 'inkwell-forms' ) }
			</span>
		);
	}
	return (
		<span className={ `inkwell-forms-editor__preview is-type-${ type }` }>
			<span className="inkwell-forms-editor__label">
				<InlineText
					className="inkwell-forms-editor__label-text"
					label={ __( 'Field label', 'inkwell-forms' ) }
					placeholder={ attributes.name || title }
					value={ attributes.label ?? '' }
					onChange={ ( label ) => setAttributes( { label } ) }
				/>
				{ ( attributes.required ||
					type === 'quiz' ||
					type === 'captcha' ) &&
					' *' }
			</span>
			{ control }
		</span>
	);
}

/**
 * The edit component of every field block.
 *
 * @param props The block's editor props.
 */
export function FieldEdit( props: EditProps ) {
	const { setAttributes, clientId } = props;
	const attributes = fieldAttributes( props.attributes );
	const blockType = getBlockType( props.name ?? '' );
	const declares: Declares = ( attribute ) =>
		attribute in ( blockType?.attributes ?? {} );
	const type = typeOf( props.name ?? '' );
	const hasName = declares( 'name' );

	// A new field gets a unique name at once: the server ignores fields without one.
	useEffect( () => {
		if ( hasName && ! attributes.name ) {
			setAttributes( {
				name: `${ type }-${ clientId.slice( 0, 6 ) }`,
			} );
		}
	}, [ hasName, attributes.name, type, clientId, setAttributes ] );

	return (
		<div
			{ ...useBlockProps( { className: 'inkwell-forms-editor__field' } ) }
		>
			<InspectorControls>
				{ hasName && (
					<PanelBody title={ __( 'Field', 'inkwell-forms' ) }>
						<TextControl
							label={ __( 'Name', 'inkwell-forms' ) }
							help={ __(
								'Used in the mail as [name]. Lower case letters, digits, - and _.',
								'inkwell-forms'
							) }
							value={ attributes.name ?? '' }
							onChange={ ( name: string ) =>
								setAttributes( { name: fieldName( name ) } )
							}
							__nextHasNoMarginBottom
							__next40pxDefaultSize
						/>
						{ declares( 'optional' ) && (
							<ToggleControl
								label={ __(
									'Optional (sending works without ticking it)',
									'inkwell-forms'
								) }
								checked={ !! attributes.optional }
								onChange={ ( optional: boolean ) =>
									setAttributes( { optional } )
								}
								__nextHasNoMarginBottom
							/>
						) }
						{ declares( 'required' ) && (
							<ToggleControl
								label={ __( 'Required', 'inkwell-forms' ) }
								checked={ !! attributes.required }
								onChange={ ( required: boolean ) =>
									setAttributes( { required } )
								}
								__nextHasNoMarginBottom
							/>
						) }
						{ declares( 'default' ) && (
							<TextControl
								label={ __( 'Default value', 'inkwell-forms' ) }
								value={ attributes.default ?? '' }
								onChange={ ( value: string ) =>
									setAttributes( { default: value } )
								}
								__nextHasNoMarginBottom
								__next40pxDefaultSize
							/>
						) }
					</PanelBody>
				) }
				<Constraints
					type={ type }
					declares={ declares }
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			</InspectorControls>
			<Preview
				type={ type }
				title={ blockType?.title ?? type }
				attributes={ attributes }
				declares={ declares }
				setAttributes={ setAttributes }
			/>
		</div>
	);
}
