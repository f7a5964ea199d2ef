/**
 * Lightbox link format (SPEC 2.10, with {builder} = block).
 */

/** Start of the hash of every lightbox link. */
export const ACTION_HASH_PREFIX = '#block-action:';

/** The only action handled. */
export const LIGHTBOX_ACTION = 'lightbox';

/** Attribute of content image links (global_image_lightbox) holding their slide as JSON. */
export const CONTENT_ATTRIBUTE = 'data-inkblocks-lightbox';

/** Defaults when a page carries no configuration: every feature on. */
export const DEFAULT_SETTINGS = {
	global_image_lightbox: true,
	lightbox_enable_counter: true,
	lightbox_enable_fullscreen: true,
	lightbox_enable_zoom: true,
	lightbox_enable_share: true,
	lightbox_title_src: 'title',
	lightbox_description_src: 'description',
	active_breakpoints: { mobile: 767, tablet: 1024 },
};
