/**
 * The inkwell/posts block in the editor: its settings and a live server preview.
 */

/**
 * WordPress dependencies
 */
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import { ServerRenderedEdit } from '../../common/editor/ServerRenderedEdit';
import type { PostsAttributes } from './types';

interface Term {
	id: number;
	name: string;
}

export function Edit( {
	attributes,
	setAttributes,
}: EditProps< PostsAttributes > ) {
	const bind = attributeProps( attributes, setAttributes );
	const categories = useSelect(
		( select ) =>
			(
				select( 'core' ) as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: object
					) => Term[] | null;
				}
			 ).getEntityRecords( 'taxonomy', 'category', { per_page: 100 } ) ??
			[],
		[]
	);
	return (
		<ServerRenderedEdit block="inkwell/posts" attributes={ attributes }>
			<PanelBody title={ __( 'Articles', 'inkwell-community' ) }>
				<SelectControl
					label={ __( 'Topic', 'inkwell-community' ) }
					value={ String( attributes.category ) }
					options={ [
						{
							label: __( 'All topics', 'inkwell-community' ),
							value: '0',
						},
						...categories.map( ( term ) => ( {
							label: term.name,
							value: String( term.id ),
						} ) ),
					] }
					onChange={ ( value: string ) =>
						setAttributes( { category: Number( value ) } )
					}
					__nextHasNoMarginBottom
				/>
				<RangeControl
					label={ __( 'Articles per page', 'inkwell-community' ) }
					min={ 1 }
					max={ 24 }
					{ ...bind.number( 'perPage', 6 ) }
				/>
			</PanelBody>
		</ServerRenderedEdit>
	);
}
