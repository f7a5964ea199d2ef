/**
 * Props of the testimonials island, as printed by Inkblocks\Blocks\Testimonials.
 */

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
