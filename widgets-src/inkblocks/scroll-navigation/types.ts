/**
 * The Scroll navigation block's attributes (block.json) and its island's props (printed by render.php).
 */

/** One entry of the menu: a label (inline HTML, typed on the canvas) and the id of the section it scrolls to. */
export type ScrollNavigationItem = { label: string; sectionId: string };

/** The block's attributes, as saved. */
export type ScrollNavigationAttributes = {
	items: ScrollNavigationItem[];
	/** Keep the section id out of the address after a jump. */
	sectionIdVisibility: boolean;
	/** Ms. */
	speed: number;
	/** Px kept above the section. */
	offset: number;
	/** Swipe between sections on touch screens. */
	sectionSwitch: boolean;
	/** Side of the window. */
	position: 'right' | 'left';
};

/** The island's props: the attributes, validated, but the side (a class of the block). */
export interface ScrollNavigationProps {
	items: ScrollNavigationItem[];
	sectionIdVisibility: boolean;
	/** Ms; SCROLL_NAVIGATION_SPEED when absent. */
	speed?: number;
	/** Px; SCROLL_NAVIGATION_OFFSET when absent. */
	offset?: number;
	sectionSwitch: boolean;
}
