/**
 * The "Video player" block's attributes (block.json) and its island's props (printed by render.php from
 * Inkblocks\Blocks\Video::video()).
 */

/** Props of the video island. */
export interface VideoProps {
	source: 'self' | 'youtube' | 'vimeo';
	/** The self-hosted file. */
	src: string;
	/** The privacy-enhanced player address of an embedded video. */
	embed: string;
	/** The provider's page of an embedded video. */
	watch: string;
	poster: string;
	title: string;
	customControls: boolean;
	loop: boolean;
	muted: boolean;
	start: number;
	aspectRatio: string;
}

/** The block's attributes, as saved. */
export type VideoAttributes = {
	source: VideoProps[ 'source' ];
	mediaId: number;
	url: string;
	posterId: number;
	poster: string;
	title: string;
	customControls: boolean;
	loop: boolean;
	muted: boolean;
	start: number;
	aspectRatio: string;
};
