/**
 * Props of the portfolio island, as printed by Inkblocks\Blocks\Portfolio.
 */

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

export interface PortfolioProps {
	items: PortfolioItem[];
	filters: { slug: string; label: string }[];
	columns: number;
	perPage: number;
	layout: 'masonry' | 'grid';
	showFilter: boolean;
	allLabel: string;
	moreLabel: string;
}

/** Where an item stands under the current filter and page (SPEC 3: visible, more). */
export interface ItemState {
	visible: boolean;
	more: boolean;
}
