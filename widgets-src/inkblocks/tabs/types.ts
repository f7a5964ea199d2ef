/**
 * Props of the tabs island (printed by Inkblocks\Blocks\Tabs).
 */

/**
 * Internal dependencies
 */
import type { TemplateSource } from '../../common/block-template';
import type { PanelItem } from '../../common/panel-content';

export interface TabsProps extends TemplateSource {
	root: string;
	event: 'click' | 'hover';
	autoSwitch: boolean;
	autoSwitchDelay: number;
	orientation: 'horizontal' | 'vertical';
	active: number;
	items: PanelItem[];
}
