/**
 * The Flip box block's attributes (block.json) and the props of the flip-box and scratch islands (printed
 * by the render.php of each block from Inkblocks\Blocks\Flip_Box::props() and Scratch::props()).
 */

export type SwitchType =
	'hover' | 'click' | 'toggle' | 'scratch' | 'fold' | 'peel' | 'slide-out';

export type Direction = 'left' | 'right' | 'up' | 'down';

/** The Flip box block's attributes, as saved. */
export type FlipBoxAttributes = {
	switchType: SwitchType;
	direction: Direction;
	height: number;
	frontImageId: number;
	frontImageUrl: string;
	frontTitle: string;
	frontText: string;
	backTitle: string;
	backText: string;
	buttonText: string;
	buttonUrl: string;
	frontColor: string;
	backColor: string;
};

export interface FlipBoxProps {
	switchType: SwitchType;
	direction: Direction;
	height: number;
	front: { image: string; title: string; text: string; color: string };
	back: {
		title: string;
		text: string;
		buttonText: string;
		buttonUrl: string;
		color: string;
	};
}

export interface ScratchProps {
	image: string;
	title: string;
	text: string;
	coverText: string;
	coverColor: string;
	brushSize: number;
	height: number;
}
