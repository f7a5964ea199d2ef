/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	PanelContent,
	useServerSlots,
	type PanelItem,
} from '../../common/panel-content';
import type { SwitcherProps } from './types';

/**
 * A switcher (SPEC 4.13): disable ↔ enable. A switch between the two titles shows the first content when
 * disabled and the second when enabled; the titles switch too, for the pointer.
 *
 * @param props The island's props.
 */
export function Switcher( props: SwitcherProps ) {
	const slots = useServerSlots( props.root );
	const [ enabled, setEnabled ] = useState( props.enabled );
	const [ first, second ] = props.items;
	if ( ! first || ! second ) {
		return null;
	}
	const labelOf = ( item: PanelItem ) => `${ item.id }-label`;
	return (
		<div className="inkblocks-switcher__inner">
			<div className="inkblocks-switcher__control">
				{ /* The switch itself is the keyboard control; the titles are a larger pointer target. */ }
				{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */ }
				<span
					id={ labelOf( first ) }
					className={ `inkblocks-switcher__label${
						enabled ? '' : ' is-active'
					}` }
					onClick={ () => setEnabled( false ) }
					// Inline HTML typed with RichText, kept to inline tags by the server.
					dangerouslySetInnerHTML={ { __html: first.title } }
				/>
				<button
					type="button"
					role="switch"
					className="inkblocks-switcher__switch"
					aria-checked={ enabled }
					aria-labelledby={ labelOf( second ) }
					onClick={ () => setEnabled( ( value ) => ! value ) }
				>
					<span className="inkblocks-switcher__knob" />
				</button>
				{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */ }
				<span
					id={ labelOf( second ) }
					className={ `inkblocks-switcher__label${
						enabled ? ' is-active' : ''
					}` }
					onClick={ () => setEnabled( true ) }
					// Inline HTML typed with RichText, kept to inline tags by the server.
					dangerouslySetInnerHTML={ { __html: second.title } }
				/>
			</div>
			{ [ first, second ].map( ( item, index ) => {
				const shown = enabled === ( index === 1 );
				return (
					<div
						key={ item.id }
						id={ item.id }
						className="inkblocks-switcher__pane"
						hidden={ ! shown }
					>
						<PanelContent
							className="inkblocks-switcher__content"
							nodes={ slots.get( item.id ) }
							templateId={ item.templateId }
							open={ shown }
							source={ props }
						/>
					</div>
				);
			} ) }
		</div>
	);
}
