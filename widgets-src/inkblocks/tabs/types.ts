/**
 * The Tabs block's attributes (block.json) and its island's props (printed by render.php).
 */

/**
 * Internal dependencies
 */
import type { TemplateSource } from '../../common/block-template';
import type { PanelItem } from '../../common/panel-content';

/** The block's attributes, as saved; its panels are inkblocks/panel inner blocks. */
export type TabsAttributes = {
	event: 'click' | 'hover';
	autoSwitch: boolean;
	/** Ms, 1000 to 60000. */
	autoSwitchDelay: number;
	orientation: 'horizontal' | 'vertical';
};

/** The island's props: the attributes, validated, and the panels. */
export interface TabsProps extends TemplateSource, TabsAttributes {
	/** Id of the island element. */
	root: string;
	/** Index of the panel open on load. */
	active: number;
	items: PanelItem[];
}
