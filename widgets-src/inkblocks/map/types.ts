/**
 * The "Map" block's attributes (block.json) and its island's props (printed by render.php from
 * Inkblocks\Blocks\Map::props()).
 */

/** A pin of the map island: its place and its server-rendered card. */
export interface MapPin {
	id: string;
	lat: number;
	lng: number;
	title: string;
	/** Whether its pop-up is open when the map appears (the pin's `state`). */
	open: boolean;
	/** The card, escaped by the server; shown in the list and as the pop-up. */
	html: string;
}

/** Props of the map island. */
export interface MapProps {
	pins: MapPin[];
	center: { lat: number; lng: number };
	fitPins: boolean;
	zoom: number;
	maxZoom: number;
	height: number;
	/** Tile address template ({z}/{x}/{y}); '' draws no tiles. */
	tileUrl: string;
	tileAttribution: string;
	scrollWheelZoom: boolean;
	showList: boolean;
}

/** A pin as the editor stores it (SPEC 3, Map pin). */
export interface PinAttribute {
	position: { lat: number | string; lng: number | string };
	title: string;
	address: string;
	image: { id: number; url: string; alt: string };
	image_width: number;
	image_height: number;
	desc: string;
	link: {
		url: string;
		is_external: boolean;
		nofollow: boolean;
		custom_attributes: string;
	};
	link_title: string;
	state: 'open' | 'closed';
}

/** The block's attributes, as saved. */
export type MapAttributes = {
	pins: PinAttribute[];
	center: { lat: number; lng: number };
	fitPins: boolean;
	zoom: number;
	height: number;
	tileUrl: string;
	tileAttribution: string;
	maxZoom: number;
	scrollWheelZoom: boolean;
	showList: boolean;
};
