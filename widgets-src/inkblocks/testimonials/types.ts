/**
 * The "Testimonials" block's attributes (block.json) and its island's props (printed by render.php from
 * Inkblocks\Blocks\Testimonials::props()). Its quotes are inkblocks/testimonial child blocks.
 */

/** A testimonial as the sidebar form saved it in the `items` attribute before the quotes became blocks. */
export type LegacyTestimonial = {
	content?: string;
	name?: string;
	role?: string;
	rating?: number;
	imageId?: number;
	imageUrl?: string;
	imageAlt?: string;
};

/** The block's attributes, as saved. */
export type TestimonialsAttributes = {
	layout: TestimonialsProps[ 'layout' ];
	columns: number;
	showRating: boolean;
};

/** A testimonial (SPEC 3): rating is the count of filled stars; texts are inline HTML the server cleaned. */
export interface Testimonial {
	content: string;
	name: string;
	role: string;
	image: { url: string; alt: string } | null;
	rating: number;
}

export interface TestimonialsProps {
	items: Testimonial[];
	layout: 'carousel' | 'grid';
	columns: number;
	showRating: boolean;
}
