/**
 * The editor of the Contact form block: pick one of the site's forms, then see it as visitors will.
 */

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, Placeholder, SelectControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import type { ContactFormAttributes } from './types';

type FormRecord = {
	id: number;
	title: { rendered: string };
};

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
 * The edit component.
 *
 * @param props               The block's editor props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Setter.
 */
export function Edit( { attributes, setAttributes }: EditProps ) {
	const forms = useSelect(
		( select ) =>
			(
				select( 'core' ) as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: object
					) => FormRecord[] | null;
				}
			 ).getEntityRecords( 'postType', 'inkwell_form', {
				per_page: 100,
				status: 'publish',
			} ),
		[]
	);
	const choose = ( id?: number ) => setAttributes( { id } );
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
				<ServerSideRender
					block="inkwell-forms/contact-form"
					attributes={ { id: attributes.id } }
				/>
			) : (
				<Placeholder
					icon="email-alt"
					label={ __( 'Contact form', 'inkwell-forms' ) }
					instructions={ __(
						'Choose one of the forms made under Contact forms.',
						'inkwell-forms'
					) }
				>
					<FormPicker
						forms={ forms }
						value={ attributes.id }
						onChange={ choose }
					/>
				</Placeholder>
			) }
		</div>
	);
}
