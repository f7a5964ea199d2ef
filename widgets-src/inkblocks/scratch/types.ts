/**
 * The Scratch card block's attributes (block.json). Its island's props are in the flip box's types.ts,
 * beside the island.
 */

/** The block's attributes, as saved. */
export type ScratchAttributes = {
	imageId: number;
	imageUrl: string;
	title: string;
	text: string;
	coverText: string;
	coverColor: string;
	brushSize: number;
	height: number;
};
