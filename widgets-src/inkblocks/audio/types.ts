/**
 * The "Audio player" block's attributes (block.json) and its island's props (printed by render.php from
 * Inkblocks\Blocks\Audio::props()).
 */

/** One track of a playlist, as the server validated it. */
export interface Track {
	src: string;
	title: string;
	artist: string;
}

/** Props of the audio island. */
export interface AudioProps {
	title: string;
	tracks: Track[];
	/** The volume the player starts at (SPEC 9: 0.8 by default). */
	volume: number;
	autoAdvance: boolean;
	loop: boolean;
}

/** A track as the editor stores it. */
export interface TrackAttribute {
	id: number;
	url: string;
	title: string;
	artist: string;
}

/** The block's attributes, as saved. */
export type AudioAttributes = {
	tracks: TrackAttribute[];
	title: string;
	volume: number;
	autoAdvance: boolean;
	loop: boolean;
};
