/**
 * The "Justified images" block's attributes (block.json) and its island's props (printed by render.php
 * from Inkblocks\Blocks\Image_Layout::props()).
 */

/** An image as the editor saves it (the item's image field and its caption). */
export type LayoutImageAttribute = {
	imageId?: number;
	imageUrl?: string;
	imageAlt?: string;
	/** The size of an image given by its address (a library image has its own). */
	imageWidth?: number;
	imageHeight?: number;
	/** Inline HTML typed on the canvas. */
	caption?: string;
};

/** The block's attributes, as saved. */
export type ImageLayoutAttributes = {
	images: LayoutImageAttribute[];
	rowHeight: number;
	gap: number;
	lightbox: boolean;
	showCaptions: boolean;
};

export interface LayoutImage {
	url: string;
	alt: string;
	caption: string;
	/** Width over height. */
	ratio: number;
	/** Lightbox link, '' without the lightbox. */
	href: string;
}

export interface ImageLayoutProps {
	images: LayoutImage[];
	rowHeight: number;
	gap: number;
	showCaptions: boolean;
}

/** A row of the justified layout: images [start, end) at one height. */
export interface JustifiedRow {
	start: number;
	end: number;
	height: number;
}
