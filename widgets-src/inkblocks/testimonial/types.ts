/**
 * The Testimonial block's attributes (block.json): one quote of a Testimonials block, which reads them
 * into its island's props (Inkblocks\Blocks\Testimonials::props()).
 */

/** The block's attributes, as saved. Texts are inline HTML typed on the canvas. */
export type TestimonialAttributes = {
	content: string;
	name: string;
	role: string;
	/** Filled stars, 0 to 5. */
	rating: number;
	imageId: number;
	imageUrl: string;
	imageAlt: string;
};
