/**
 * Props of the accordion island (printed by Inkblocks\Blocks\Accordion).
 */

/**
 * Internal dependencies
 */
import type { TemplateSource } from '../../common/block-template';
import type { PanelItem } from '../../common/panel-content';

export interface AccordionProps extends TemplateSource {
	root: string;
	collapsible: boolean;
	headingLevel: number;
	items: PanelItem[];
}
