/**
 * The editor of the Contact form block: pick one of the site's forms or start a new one from a starting
 * point ("Contact", "Quote request": the form patterns of Form_Patterns), then see it as visitors will; the
 * toolbar opens the form's own editor, where its fields are blocks.
 */

/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	Notice,
	PanelBody,
	Placeholder,
	SelectControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import type { ContactFormAttributes } from './types';

type FormRecord = {
	id: number;
	title: { rendered: string };
};

/** A block pattern as the REST API lists it. */
type Pattern = {
	name: string;
	title: string;
	description?: string;
	content: string;
};

/** The core data store, as far as the block uses it. */
type CoreSelectors = {
	getEntityRecords: (
		kind: string,
		name: string,
		query: object
	) => FormRecord[] | null;
	getBlockPatterns: () => Pattern[] | null;
};

/** The prefix of the form patterns' names (Form_Patterns::patterns()). */
const FORM_PATTERNS = 'inkwell-forms/';

type EditProps = {
	attributes: ContactFormAttributes;
	setAttributes: ( next: ContactFormAttributes ) => void;
};

/**
 * The form picker.
 *
 * @param props          Picker props.
 * @param props.forms    Published forms, or null while loading.
 * @param props.value    Chosen form id.
 * @param props.onChange Called with the chosen id.
 */
function FormPicker( {
	forms,
	value,
	onChange,
}: {
	forms: FormRecord[] | null;
	value?: number;
	onChange: ( id?: number ) => void;
} ) {
	return (
		<SelectControl
			label={ __( 'Form', 'inkwell-forms' ) }
			value={ String( value ?? '' ) }
			options={ [
				{
					label:
						forms === null
							? __( 'Loading…', 'inkwell-forms' )
							: __( '— Choose a form —', 'inkwell-forms' ),
					value: '',
				},
				...( forms ?? [] ).map( ( form ) => ( {
					label: form.title.rendered || `#${ form.id }`,
					value: String( form.id ),
				} ) ),
			] }
			onChange={ ( id: string ) =>
				onChange( id ? Number( id ) : undefined )
			}
			__nextHasNoMarginBottom
			__next40pxDefaultSize
		/>
	);
}

/**
 * The starting points: a new form made from each form pattern.
 *
 * @param props          Starting points props.
 * @param props.onCreate Called with the new form's id.
 */
function NewForm( { onCreate }: { onCreate: ( id: number ) => void } ) {
	const patterns = useSelect(
		( select ) =>
			(
				(
					select( 'core' ) as unknown as CoreSelectors
				 ).getBlockPatterns() ?? []
			).filter( ( pattern ) => pattern.name.startsWith( FORM_PATTERNS ) ),
		[]
	);
	const { saveEntityRecord } = useDispatch( 'core' ) as unknown as {
		saveEntityRecord: (
			kind: string,
			name: string,
			record: object,
			options: { throwOnError: boolean }
		) => Promise< { id: number } | undefined >;
	};
	const [ busy, setBusy ] = useState( false );
	const [ failed, setFailed ] = useState( false );
	const create = async ( pattern: Pattern ) => {
		setBusy( true );
		setFailed( false );
		try {
			const form = await saveEntityRecord(
				'postType',
				'inkwell_form',
				{
					title: pattern.title,
					content: pattern.content,
					status: 'publish',
				},
				{ throwOnError: true }
			);
			if ( form?.id ) {
				onCreate( form.id );
			}
		} catch {
			setFailed( true );
		}
		setBusy( false );
	};
	if ( ! patterns.length ) {
		return null;
	}
	return (
		<div className="inkwell-forms-editor__starts">
			<p>{ __( 'Or start a new form:', 'inkwell-forms' ) }</p>
			<ul className="block-editor-block-variation-picker__variations">
				{ patterns.map( ( pattern ) => (
					<li key={ pattern.name }>
						<Button
							variant="secondary"
							icon="email-alt"
							disabled={ busy }
							accessibleWhenDisabled
							description={ pattern.description }
							onClick={ () => create( pattern ) }
						>
							{ pattern.title }
						</Button>
					</li>
				) ) }
			</ul>
			{ failed && (
				<Notice status="error" isDismissible={ false }>
					{ __( 'The form could not be created.', 'inkwell-forms' ) }
				</Notice>
			) }
		</div>
	);
}

/**
 * The edit component.
 *
 * @param props               The block's editor props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Setter.
 */
export function Edit( { attributes, setAttributes }: EditProps ) {
	const forms = useSelect(
		( select ) =>
			( select( 'core' ) as unknown as CoreSelectors ).getEntityRecords(
				'postType',
				'inkwell_form',
				{
					per_page: 100,
					status: 'publish',
				}
			),
		[]
	);
	const choose = ( id?: number ) => setAttributes( { id } );
	const chosen = forms?.find( ( form ) => form.id === attributes.id );
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Contact form', 'inkwell-forms' ) }>
					<FormPicker
						forms={ forms }
						value={ attributes.id }
						onChange={ choose }
					/>
				</PanelBody>
			</InspectorControls>
			{ attributes.id ? (
				<>
					<BlockControls group="block">
						<ToolbarGroup>
							<ToolbarButton
								icon="edit"
								label={
									chosen
										? sprintf(
												/* translators: %s: form title. */
												__(
													'Edit the fields of “%s”',
													'inkwell-forms'
												),
												chosen.title.rendered
											)
										: __(
												'Edit the form’s fields',
												'inkwell-forms'
											)
								}
								onClick={ () =>
									window.open(
										`post.php?post=${ attributes.id }&action=edit`,
										'_blank',
										'noopener'
									)
								}
							/>
						</ToolbarGroup>
					</BlockControls>
					<ServerSideRender
						block="inkwell-forms/contact-form"
						attributes={ { id: attributes.id } }
					/>
				</>
			) : (
				<Placeholder
					icon="email-alt"
					label={ __( 'Contact form', 'inkwell-forms' ) }
					instructions={ __(
						'Choose one of the forms made under Contact forms, or start a new one.',
						'inkwell-forms'
					) }
				>
					<FormPicker
						forms={ forms }
						value={ attributes.id }
						onChange={ choose }
					/>
					<NewForm onCreate={ choose } />
				</Placeholder>
			) }
		</div>
	);
}
