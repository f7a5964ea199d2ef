/**
 * The "Testimonials" block's attributes (block.json) and its island's props (printed by render.php from
 * Inkblocks\Blocks\Testimonials::props()).
 */

/** A testimonial as the editor saves it; the photo is the item's image field. */
export type TestimonialAttribute = {
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
	items: TestimonialAttribute[];
	layout: TestimonialsProps[ 'layout' ];
	columns: number;
	showRating: boolean;
};

/** A testimonial (SPEC 3): rating is the count of filled stars. */
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
