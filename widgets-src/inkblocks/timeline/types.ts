/**
 * The Timeline block's attributes (block.json) and its island's props (printed by render.php). Its events
 * are inkblocks/timeline-event child blocks.
 */

/** One event as the sidebar form saved it in the `items` attribute before the events became blocks. */
export type LegacyTimelineItem = {
	date?: string;
	title?: string;
	content?: string;
	imageId?: number;
	imageUrl?: string;
	imageAlt?: string;
	imageWidth?: number;
	imageHeight?: number;
};

/** The block's attributes, as saved. */
export type TimelineAttributes = {
	layout: 'vertical' | 'horizontal';
	/** Events shown at once in the horizontal layout, 1 to 6. */
	perView: number;
};

/** One event as the island gets it: validated, the image resolved; texts are inline HTML, cleaned. */
export interface TimelineEvent {
	date: string;
	title: string;
	content: string;
	image: { url: string; alt: string } | null;
}

/** The island's props: the attributes, validated, and the events. */
export interface TimelineProps extends TimelineAttributes {
	items: TimelineEvent[];
}
