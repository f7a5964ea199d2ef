/**
 * The Pricing table block's attributes (block.json) and the props of its `pricing-features` island
 * (printed by render.php).
 */

/** One feature of the plan. */
export type Feature = { text: string; included: boolean };

/** The icon pair of the fold button. */
export type FoldIcon = 'chevron' | 'plus' | 'arrow';

/** The block's attributes, as saved. */
export type PricingTableAttributes = {
	title: string;
	subtitle: string;
	currency: string;
	price: string;
	period: string;
	featured: boolean;
	/** Shown on a featured plan. */
	badge: string;
	features: Feature[];
	/** Fold the features beyond visibleFeatures. */
	foldable: boolean;
	visibleFeatures: number;
	unfoldText: string;
	foldText: string;
	icon: FoldIcon;
	buttonText: string;
	buttonUrl: string;
};

/** The island's props: the features and how they fold. */
export interface PricingFeaturesProps extends Pick<
	PricingTableAttributes,
	'features' | 'visibleFeatures' | 'unfoldText' | 'foldText' | 'icon'
> {
	/** Id of the features element. */
	root: string;
}
