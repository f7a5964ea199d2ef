/**
 * The Portfolio block's attributes (block.json) and its island's props (printed by render.php).
 */

/** One item as the block settings save it (common/block-settings.tsx; the image as image* fields). */
export type PortfolioItemAttributes = {
	title: string;
	description?: string;
	/** Separated by commas. */
	categories: string;
	lightboxEnabled: boolean;
	/** Where the item links when it does not open in the lightbox. */
	link?: string;
	imageId?: number;
	imageUrl?: string;
	imageAlt?: string;
	imageWidth?: number;
	imageHeight?: number;
};

/** The block's attributes, as saved. */
export type PortfolioAttributes = {
	items: PortfolioItemAttributes[];
	/** 1 to 6. */
	columns: number;
	/** Items per page and per 'view more', 1 to 48. */
	perPage: number;
	layout: 'masonry' | 'grid';
	showFilter: boolean;
	/** Label of the 'all' filter; empty: All. */
	allLabel: string;
	/** Label of 'view more'; empty: View more. */
	moreLabel: string;
};

export interface PortfolioImage {
	url: string;
	alt: string;
	width: number;
	height: number;
	srcset: string;
}

/** A portfolio item (SPEC 3): its category slugs and whether it opens in the lightbox. */
export interface PortfolioItem {
	title: string;
	description: string;
	slug: string[];
	categories: string[];
	image: PortfolioImage | null;
	lightboxEnabled: boolean;
	href: string;
}

/** The island's props: the attributes, validated, the items resolved, and their filters. */
export interface PortfolioProps extends Omit< PortfolioAttributes, 'items' > {
	items: PortfolioItem[];
	filters: { slug: string; label: string }[];
}

/** Where an item stands under the current filter and page (SPEC 3: visible, more). */
export interface ItemState {
	visible: boolean;
	more: boolean;
}
