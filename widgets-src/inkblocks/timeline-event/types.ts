/**
 * The Timeline event block's attributes (block.json): one event of a Timeline block, which reads them into
 * its island's props (Inkblocks\Blocks\Timeline::props()).
 */

/** The block's attributes, as saved. Texts are inline HTML typed on the canvas. */
export type TimelineEventAttributes = {
	date: string;
	title: string;
	content: string;
	imageId: number;
	imageUrl: string;
	imageAlt: string;
};
