/**
 * The inner-blocks options of blocks made of child blocks (testimonials, timeline events): the child that
 * Enter and the inserter's shortcuts add, as core's Buttons and List set theirs.
 */
declare module '@wordpress/block-editor' {
	interface InnerBlocksOptions {
		/** The block added after a child by the keyboard or the appender. */
		defaultBlock?: { name: string; attributes?: Record< string, unknown > };
		/** Whether the default block is added at once, without the inserter's menu. */
		directInsert?: boolean;
	}
}
