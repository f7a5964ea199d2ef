/**
 * The "Image accordion" block's attributes (block.json) and its island's props (printed by render.php from
 * Inkblocks\Blocks\Image_Accordion::props()).
 */

/** An image as the editor saves it (the item's image field and its texts). */
export type AccordionImageAttribute = {
	imageId?: number;
	imageUrl?: string;
	imageAlt?: string;
	title?: string;
	description?: string;
	link?: string;
	linkText?: string;
};

/** The block's attributes, as saved. */
export type ImageAccordionAttributes = {
	items: AccordionImageAttribute[];
	activeOn: ImageAccordionProps[ 'activeOn' ];
	activeItem: number;
	activeSize: number;
	duration: number;
	height: number;
};

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
