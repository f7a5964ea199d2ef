/**
 * Props of the timeline island, as printed by Inkblocks\Blocks\Timeline.
 */

export interface TimelineEvent {
	date: string;
	title: string;
	content: string;
	image: { url: string; alt: string } | null;
}

export interface TimelineProps {
	items: TimelineEvent[];
	layout: 'vertical' | 'horizontal';
	perView: number;
}
