/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { inertWhen } from './inert';
import { ScratchCover } from './ScratchCover';
import { useFocusOnReveal } from './use-focus-on-reveal';
import type { ScratchProps } from './types';

/**
 * The scratch card island: the content under a cover that opens at 75% scratched (SPEC 9). The content
 * stays hidden from assistive technology until then; the cover's button opens it from the keyboard and
 * the focus goes to the revealed content.
 *
 * @param props The island's props.
 */
export function ScratchCard( props: ScratchProps ) {
	const [ open, setOpen ] = useState( false );
	const reveal = useFocusOnReveal< HTMLDivElement >( open );
	return (
		<div className={ `inkblocks-scratch__card${ open ? ' is-open' : '' }` }>
			<div
				className="inkblocks-scratch__content"
				aria-hidden={ ! open }
				tabIndex={ open ? -1 : undefined }
				ref={ ( element ) => {
					reveal.content.current = element;
					inertWhen( ! open )( element );
				} }
			>
				{ props.image && (
					<img
						className="inkblocks-scratch__image"
						src={ props.image }
						alt=""
					/>
				) }
				{ props.title && (
					<h3
						className="inkblocks-scratch__title"
						// Inline HTML the server cleaned (Rich_Text::inline), as the text.
						dangerouslySetInnerHTML={ { __html: props.title } }
					/>
				) }
				{ props.text && (
					<p
						className="inkblocks-scratch__text"
						dangerouslySetInnerHTML={ { __html: props.text } }
					/>
				) }
			</div>
			<ScratchCover
				color={ props.coverColor }
				text={ props.coverText }
				brushSize={ props.brushSize }
				onComplete={ ( byButton ) => {
					reveal.opened( byButton );
					setOpen( true );
				} }
			/>
			<p
				className="inkblocks-scratch__status screen-reader-text"
				role="status"
				dangerouslySetInnerHTML={ {
					__html: open ? props.title || props.text : '',
				} }
			/>
		</div>
	);
}
