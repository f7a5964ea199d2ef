/**
 * The inkwell/posts block's attributes (block.json).
 */

/** The block's attributes, as saved; the server normalises them (Params::normalise). */
export type PostsAttributes = {
	/** The list's heading, typed on the canvas (bold, italic); empty: none. */
	heading: string;
	/** Term id of the category to list, 0 for every article. */
	category: number;
	perPage: number;
};
