/**
 * Props of the flip-box and scratch islands (printed by Inkblocks\Blocks\Flip_Box and Scratch).
 */

export type SwitchType =
	'hover' | 'click' | 'toggle' | 'scratch' | 'fold' | 'peel' | 'slide-out';

export type Direction = 'left' | 'right' | 'up' | 'down';

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
