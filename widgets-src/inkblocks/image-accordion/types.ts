/**
 * Props of the image-accordion island, as printed by Inkblocks\Blocks\Image_Accordion.
 */

export interface AccordionImage {
	image: { url: string; alt: string };
	title: string;
	description: string;
	link: string;
	linkText: string;
}

export interface ImageAccordionProps {
	items: AccordionImage[];
	activeOn: 'hover' | 'click';
	/** 1-based number of the image active at first; 0 for none. */
	activeItem: number;
	activeSize: number;
	duration: number;
	height: number;
}
