/**
 * The Accordion block's attributes (block.json) and its island's props (printed by render.php).
 */

/**
 * Internal dependencies
 */
import type { TemplateSource } from '../../common/block-template';
import type { PanelItem } from '../../common/panel-content';

/** The block's attributes, as saved; its toggles are inkblocks/panel inner blocks. */
export type AccordionAttributes = {
	/** One toggle open at a time. */
	collapsible: boolean;
	/** 2 to 6. */
	headingLevel: number;
};

/** The island's props: the attributes, validated, and the toggles. */
export interface AccordionProps extends TemplateSource, AccordionAttributes {
	/** Id of the island element. */
	root: string;
	items: PanelItem[];
}
