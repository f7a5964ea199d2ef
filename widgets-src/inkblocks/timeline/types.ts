/**
 * The Timeline block's attributes (block.json) and its island's props (printed by render.php).
 */

/** One event as the block settings save it (common/block-settings.tsx; the image as image* fields). */
export type TimelineItemAttributes = {
	date: string;
	title: string;
	content: string;
	imageId?: number;
	imageUrl?: string;
	imageAlt?: string;
	imageWidth?: number;
	imageHeight?: number;
};

/** The block's attributes, as saved. */
export type TimelineAttributes = {
	items: TimelineItemAttributes[];
	layout: 'vertical' | 'horizontal';
	/** Events shown at once in the horizontal layout, 1 to 6. */
	perView: number;
};

/** One event as the island gets it: validated, the image resolved. */
export interface TimelineEvent {
	date: string;
	title: string;
	content: string;
	image: { url: string; alt: string } | null;
}

/** The island's props: the attributes, validated. */
export interface TimelineProps extends Omit< TimelineAttributes, 'items' > {
	items: TimelineEvent[];
}
