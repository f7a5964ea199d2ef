/**
 * The Switcher block's attributes (block.json) and its island's props (printed by render.php).
 */

/**
 * Internal dependencies
 */
import type { TemplateSource } from '../../common/block-template';
import type { PanelItem } from '../../common/panel-content';

/** The block's attributes, as saved; its two sides are inkblocks/panel inner blocks. */
export type SwitcherAttributes = {
	/** Enabled on load: the second side shows. */
	enabled: boolean;
};

/** The island's props: the attribute, validated, and the two sides. */
export interface SwitcherProps extends TemplateSource, SwitcherAttributes {
	/** Id of the island element. */
	root: string;
	items: PanelItem[];
}
