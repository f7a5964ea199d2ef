/**
 * WordPress dependencies
 */
import { useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { revealItem, useHashIds } from '../../common/item-hash';
import { PanelContent, useServerSlots } from '../../common/panel-content';
import { rovingIndex } from '../../common/roving-keys';
import { initialOpen, openNamed, toggle } from './toggling';
import type { AccordionProps } from './types';

/**
 * An accordion (SPEC 4.13, WAI-ARIA accordion): each header is a button that opens or closes its panel,
 * one at a time when collapsible; Up, Down, Home and End move between headers; a hash or a #{toggleId}
 * link opens the toggles it names. A toggle's synced pattern is loaded when it first opens.
 *
 * @param props The island's props.
 */
export function Accordion( props: AccordionProps ) {
	const { items, collapsible } = props;
	const slots = useServerSlots( props.root );
	const [ open, setOpen ] = useState( () =>
		initialOpen(
			items.filter( ( item ) => item.active ).map( ( item ) => item.id ),
			collapsible
		)
	);
	const buttons = useRef< Array< HTMLButtonElement | null > >( [] );
	const Heading = `h${ props.headingLevel }` as 'h3';

	useHashIds( ( ids ) => {
		const named = items
			.filter( ( item ) => ids.includes( item.id ) )
			.map( ( item ) => item.id );
		if ( named.length > 0 ) {
			setOpen( ( current ) => openNamed( current, named, collapsible ) );
			revealItem( named[ 0 ]! );
		}
	} );

	const onKeyDown = ( event: React.KeyboardEvent, index: number ) => {
		const target = rovingIndex(
			event.key,
			index,
			items.length,
			'vertical'
		);
		if ( target !== null ) {
			event.preventDefault();
			buttons.current[ target ]?.focus();
		}
	};

	return (
		<div className="inkblocks-accordion__inner">
			{ items.map( ( item, index ) => {
				const isOpen = open.includes( item.id );
				return (
					<div
						key={ item.id }
						id={ item.id }
						className={ `inkblocks-accordion__item${
							isOpen ? ' is-active' : ''
						}` }
					>
						<Heading className="inkblocks-accordion__heading">
							<button
								ref={ ( element ) => {
									buttons.current[ index ] = element;
								} }
								type="button"
								id={ `${ item.id }-toggle` }
								className="inkblocks-accordion__toggle"
								aria-expanded={ isOpen }
								aria-controls={ `${ item.id }-panel` }
								onClick={ () =>
									setOpen( ( current ) =>
										toggle( current, item.id, collapsible )
									)
								}
								onKeyDown={ ( event ) =>
									onKeyDown( event, index )
								}
							>
								<span
									className="inkblocks-accordion__title"
									// Inline HTML typed with RichText, kept to inline tags by the server.
									dangerouslySetInnerHTML={ {
										__html: item.title,
									} }
								/>
								<span
									className="inkblocks-accordion__icon"
									aria-hidden="true"
								/>
							</button>
						</Heading>
						<div
							id={ `${ item.id }-panel` }
							role="region"
							className="inkblocks-accordion__panel"
							aria-labelledby={ `${ item.id }-toggle` }
							hidden={ ! isOpen }
						>
							<PanelContent
								className="inkblocks-accordion__content"
								nodes={ slots.get( item.id ) }
								templateId={ item.templateId }
								open={ isOpen }
								source={ props }
							/>
						</div>
					</div>
				);
			} ) }
		</div>
	);
}
