/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { COMMENT_POSTED_EVENT } from '../comments/constants';
import type { CommentAttachmentsProps } from '../comments/types';
import { attachmentProblem, isAcceptedImage, slotCount } from './limits';

interface Slot {
	key: number;
	file: File | null;
	preview: string;
}

let nextKey = 0;
const emptySlot = (): Slot => ( { key: nextKey++, file: null, preview: '' } );

/**
 * Keeps exactly one empty slot at the end while there is room for another file.
 *
 * @param slots The slots.
 * @param max   Most slots.
 */
function withEmptySlot( slots: Slot[], max: number ): Slot[] {
	const filled = slots.filter( ( slot ) => slot.file );
	return filled.length < max ? [ ...filled, emptySlot() ] : filled;
}

/**
 * Slots holding files chosen before the island mounted (in the form's plain file input): the accepted
 * images, as many as fit, then an empty slot.
 *
 * @param files  The chosen files.
 * @param accept Accepted MIME types.
 * @param max    Most slots.
 */
function adoptedSlots( files: File[], accept: string[], max: number ): Slot[] {
	return withEmptySlot(
		files
			.filter( ( file ) => isAcceptedImage( file, accept ) )
			.slice( 0, max )
			.map( ( file ) => ( {
				key: nextKey++,
				file,
				preview: URL.createObjectURL( file ),
			} ) ),
		max
	);
}

/**
 * The image attachments of a comment form (SPEC 4.8, 5.1): up to 5 file inputs named
 * attachments_{postId}[], one per slot; choosing a non-image removes the slot; images are previewed; a
 * file or the total over its limit shows the page's message and disables the form's submit button.
 *
 * @param props The island's props.
 */
export function CommentAttachments( props: CommentAttachmentsProps ) {
	const max = slotCount( props.maxFiles );
	const chosen = props.chosenFiles ?? [];
	const [ slots, setSlots ] = useState< Slot[] >( () =>
		adoptedSlots( chosen, props.accept, max )
	);
	const [ notice, setNotice ] = useState( () =>
		chosen.some( ( file ) => ! isAcceptedImage( file, props.accept ) )
			? props.messages.notImage
			: ''
	);
	const root = useRef< HTMLDivElement >( null );
	const inputId = ( key: number ) =>
		`inkwell-attachment-${ props.postId }-${ key }`;

	// Adopted files go into their slots' inputs, which the form sends (once, on mount).
	useEffect( () => {
		if ( typeof DataTransfer === 'undefined' ) {
			return;
		}
		slots.forEach( ( slot ) => {
			const input = root.current?.querySelector< HTMLInputElement >(
				`#${ inputId( slot.key ) }`
			);
			if ( slot.file && input ) {
				const transfer = new DataTransfer();
				transfer.items.add( slot.file );
				input.files = transfer.files;
			}
		} );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- only the slots of the first render.
	}, [] );
	const files = slots.flatMap( ( slot ) =>
		slot.file ? [ slot.file ] : []
	);
	const problem = attachmentProblem(
		files.map( ( file ) => file.size ),
		props
	);

	// The submit button is the form's, outside the island.
	useEffect( () => {
		const submit = root.current
			?.closest( 'form' )
			?.querySelector< HTMLInputElement | HTMLButtonElement >(
				'[type="submit"]'
			);
		if ( ! submit ) {
			return;
		}
		submit.disabled = problem !== null;
		submit.toggleAttribute( 'disabled', problem !== null );
	}, [ problem ] );

	// A posted comment clears the media.
	useEffect( () => {
		const form = root.current?.closest( 'form' );
		const reset = () => {
			setSlots( ( current ) => {
				current.forEach(
					( slot ) =>
						slot.preview && URL.revokeObjectURL( slot.preview )
				);
				return [ emptySlot() ];
			} );
			setNotice( '' );
		};
		form?.addEventListener( COMMENT_POSTED_EVENT, reset );
		return () => form?.removeEventListener( COMMENT_POSTED_EVENT, reset );
	}, [] );

	const choose = ( key: number, file: File | undefined ) => {
		if ( file && ! isAcceptedImage( file, props.accept ) ) {
			setNotice( props.messages.notImage );
			setSlots( ( current ) =>
				withEmptySlot(
					current.filter( ( slot ) => slot.key !== key ),
					max
				)
			);
			return;
		}
		setNotice( '' );
		setSlots( ( current ) =>
			withEmptySlot(
				current.map( ( slot ) => {
					if ( slot.key !== key ) {
						return slot;
					}
					if ( slot.preview ) {
						URL.revokeObjectURL( slot.preview );
					}
					return {
						key,
						file: file ?? null,
						preview: file ? URL.createObjectURL( file ) : '',
					};
				} ),
				max
			)
		);
	};

	const remove = ( key: number ) => {
		setSlots( ( current ) => {
			current
				.filter( ( slot ) => slot.key === key && slot.preview )
				.forEach( ( slot ) => URL.revokeObjectURL( slot.preview ) );
			return withEmptySlot(
				current.filter( ( slot ) => slot.key !== key ),
				max
			);
		} );
		root.current?.querySelector< HTMLInputElement >( 'input' )?.focus();
	};

	const message = problem ? props.messages[ problem ] : notice;
	const notesId = `inkwell-attachments-${ props.postId }-notes`;

	return (
		<div ref={ root } className="inkwell-attachments__inner">
			<p className="inkwell-attachments__label">
				{ __( 'Images (optional)', 'inkwell-community' ) }
			</p>
			<ul className="inkwell-attachments__slots">
				{ slots.map( ( slot, index ) => (
					<li
						key={ slot.key }
						className={ `inkwell-attachments__slot${
							slot.file ? ' has-file' : ''
						}` }
					>
						<label
							className="inkwell-attachments__add"
							htmlFor={ inputId( slot.key ) }
						>
							<input
								id={ inputId( slot.key ) }
								type="file"
								className="inkwell-attachments__input"
								name={ `attachments_${ props.postId }[]` }
								accept={ props.accept.join( ',' ) }
								aria-describedby={ notesId }
								onChange={ ( event ) =>
									choose(
										slot.key,
										event.target.files?.[ 0 ]
									)
								}
							/>
							<span>
								{ slot.file
									? sprintf(
											/* translators: %d: slot number. */
											__(
												'Replace image %d',
												'inkwell-community'
											),
											index + 1
										)
									: __(
											'Add an image',
											'inkwell-community'
										) }
							</span>
						</label>
						{ slot.file && (
							<>
								<img
									className="inkwell-attachments__preview"
									src={ slot.preview }
									alt={ sprintf(
										/* translators: %s: file name. */
										__(
											'Preview of %s',
											'inkwell-community'
										),
										slot.file.name
									) }
								/>
								<button
									type="button"
									className="inkwell-attachments__remove"
									onClick={ () => remove( slot.key ) }
								>
									{ sprintf(
										/* translators: %s: file name. */
										__( 'Remove %s', 'inkwell-community' ),
										slot.file.name
									) }
								</button>
							</>
						) }
					</li>
				) ) }
			</ul>
			<p className="inkwell-attachments__notes" id={ notesId }>
				{ props.notes }
			</p>
			<p
				className={ `inkwell-attachments__message${
					problem ? ' is-error' : ''
				}` }
				role="alert"
			>
				{ message }
			</p>
		</div>
	);
}
