/**
 * The Dropbar block's attributes (block.json) and its island's props (printed by render.php).
 */

/** Where the drop opens, relative to its button. */
export type DropbarPosition =
	| 'bottom-start'
	| 'bottom-center'
	| 'bottom-end'
	| 'top-start'
	| 'top-center'
	| 'top-end';

/** The block's attributes, as saved; the drop is the block's inner blocks. */
export type DropbarAttributes = {
	/** The button's label, inline HTML typed with RichText; empty: "More". */
	label: string;
	mode: 'hover' | 'click';
	/** Ms the drop stays after the pointer leaves, 0 to 10000. */
	hide_delay: number;
	position: DropbarPosition;
};

/** The island's props: the attributes, validated, but the position (a class of the block). */
export interface DropbarProps extends Omit< DropbarAttributes, 'position' > {
	/** Id of the island element. */
	root: string;
}
