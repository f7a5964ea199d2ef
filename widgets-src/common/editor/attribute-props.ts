/**
 * Props that bind a block-editor control to one attribute of a block, so an inspector panel names each
 * setting once: `<ToggleControl label={ … } { ...bind.toggle( 'loop' ) } />`.
 */

/** The edit props of a block with attributes T. */
export interface EditProps< T > {
	attributes: T;
	setAttributes: ( next: Partial< T > ) => void;
}

/** The sizing props of the newer controls, for editors that use the 40px size. */
export const CONTROL_SIZE = {
	__nextHasNoMarginBottom: true,
	__next40pxDefaultSize: true,
} as const;

/** Names of the attributes of T whose values are of type V. */
export type KeysOfType< T, V > = {
	[ K in keyof T ]-?: T[ K ] extends V ? K : never;
}[ keyof T ];

/** The inline formats a one-line text typed on the canvas keeps (those Rich_Text::inline() prints). */
export const INLINE_FORMATS = [ 'core/bold', 'core/italic' ];

/**
 * The binders of a block's attributes.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Updates them.
 */
export function attributeProps< T extends object >(
	attributes: T,
	setAttributes: ( next: Partial< T > ) => void
) {
	const set = ( name: keyof T, value: unknown ) =>
		setAttributes( { [ name ]: value } as Partial< T > );
	return {
		/**
		 * A TextControl or TextareaControl of a string attribute.
		 *
		 * @param name The attribute.
		 */
		text: ( name: KeysOfType< T, string > ) => ( {
			value: attributes[ name ] as string,
			onChange: ( value: string ) => set( name, value ),
			__nextHasNoMarginBottom: true as const,
		} ),
		/**
		 * A one-line RichText of a string attribute, typed on the canvas with bold and italic only.
		 *
		 * @param name The attribute.
		 */
		rich: ( name: KeysOfType< T, string > ) => ( {
			value: attributes[ name ] as string,
			onChange: ( value: string ) => set( name, value ),
			allowedFormats: INLINE_FORMATS,
			disableLineBreaks: true as const,
		} ),
		/**
		 * A SelectControl of a string attribute, set only to its options' values.
		 *
		 * @param name The attribute.
		 */
		select: < K extends KeysOfType< T, string > >( name: K ) => ( {
			value: attributes[ name ],
			onChange: ( value: T[ K ] ) => set( name, value ),
			__nextHasNoMarginBottom: true as const,
		} ),
		/**
		 * A ToggleControl of a boolean attribute.
		 *
		 * @param name The attribute.
		 */
		toggle: ( name: KeysOfType< T, boolean > ) => ( {
			checked: attributes[ name ] as boolean,
			onChange: ( checked: boolean ) => set( name, checked ),
			__nextHasNoMarginBottom: true as const,
		} ),
		/**
		 * A RangeControl of a number attribute; a cleared control sets the fallback.
		 *
		 * @param name     The attribute.
		 * @param fallback Value when the control is cleared.
		 */
		number: ( name: KeysOfType< T, number >, fallback: number ) => ( {
			value: attributes[ name ] as number,
			onChange: ( value?: number ) => set( name, value ?? fallback ),
			__nextHasNoMarginBottom: true as const,
		} ),
		/**
		 * A MediaControl of an image kept as an id and a URL attribute.
		 *
		 * @param idName  The id attribute.
		 * @param urlName The URL attribute.
		 */
		media: (
			idName: KeysOfType< T, number >,
			urlName: KeysOfType< T, string >
		) => ( {
			id: attributes[ idName ] as number,
			url: attributes[ urlName ] as string,
			onChange: ( id: number, url: string ) =>
				setAttributes( {
					[ idName ]: id,
					[ urlName ]: url,
				} as Partial< T > ),
		} ),
	};
}
