/**
 * The parts of @wordpress/plugins and @wordpress/editor that the popup settings panel uses (both are
 * provided by WordPress at run time as wp.plugins and wp.editor; their packages are not installed).
 */
declare module '@wordpress/plugins' {
	import type { ComponentType } from 'react';

	/**
	 * Adds a component to the editor's plugin area.
	 *
	 * @param name            Unique plugin name.
	 * @param settings        The plugin.
	 * @param settings.render The component to render.
	 * @param settings.icon   Its icon.
	 */
	export function registerPlugin(
		name: string,
		settings: { render: ComponentType; icon?: string }
	): void;
}

declare module '@wordpress/editor' {
	import type { ComponentType, ReactNode } from 'react';

	/** A panel in the document tab of the editor's settings sidebar. */
	export const PluginDocumentSettingPanel: ComponentType< {
		name: string;
		title: string;
		className?: string;
		children?: ReactNode;
	} >;
}
