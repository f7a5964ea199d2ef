/**
 * Props of the image-layout island, as printed by Inkblocks\Blocks\Image_Layout.
 */

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
