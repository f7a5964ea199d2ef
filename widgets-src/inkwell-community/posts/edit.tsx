/**
 * The inkwell/posts block in the editor: its heading typed in place above the server's preview of the
 * list, its starting points while it is new, and which articles it lists in the sidebar.
 */

/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	type EditProps,
} from '../../common/editor/attribute-props';
import { StartingPoints } from '../../common/editor/StartingPoints';
import type { PostsAttributes } from './types';

interface Term {
	id: number;
	name: string;
}

/**
 * Whether the list still needs a starting point: every setting at its default (each starting point
 * changes one).
 *
 * @param attributes The block's attributes.
 */
export function needsStart( attributes: PostsAttributes ): boolean {
	return (
		! attributes.heading &&
		! attributes.category &&
		attributes.perPage === 6
	);
}

/**
 * The inkwell/posts block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 * @param props.isSelected    Whether the block is selected (an empty heading shows then).
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: EditProps< PostsAttributes > & {
	clientId: string;
	isSelected: boolean;
} ) {
	const bind = attributeProps( attributes, setAttributes );
	// The server's preview brings the list's own section.
	const blockProps = useBlockProps( { className: 'inkwell-posts-editor' } );
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
	const settings = (
		<InspectorControls>
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
		</InspectorControls>
	);
	if ( needsStart( attributes ) ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<StartingPoints name="inkwell/posts" clientId={ clientId } />
			</div>
		);
	}
	return (
		<div { ...blockProps }>
			{ settings }
			{ ( isSelected || attributes.heading ) && (
				<RichText
					tagName="h2"
					className="inkwell-posts__heading"
					aria-label={ __( 'List heading', 'inkwell-community' ) }
					placeholder={ __(
						'Heading (optional)',
						'inkwell-community'
					) }
					{ ...bind.rich( 'heading' ) }
				/>
			) }
			<ServerSideRender
				block="inkwell/posts"
				// The heading is typed above; the preview shows the list.
				attributes={ {
					category: attributes.category,
					perPage: attributes.perPage,
				} }
			/>
		</div>
	);
}
