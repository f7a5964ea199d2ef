/**
 * Popup settings (SPEC 3) and island props.
 */
export type OpenTrigger =
	| 'page-load'
	| 'user-inactivity'
	| 'scroll-trigger'
	| 'exit-intent'
	| 'on-date'
	| 'on-time'
	| 'custom-selector'
	| 'click'
	| 'hover'
	| 'scroll-to';

export interface PopupSettings {
	'open-trigger': OpenTrigger;
	'page-load-delay': number;
	'user-inactivity-time': number;
	'scrolled-to': number;
	'on-date': string;
	'on-time-start': string;
	'on-time-end': string;
	'custom-selector': string;
	'show-once': boolean;
	'close-on-overlay-click': boolean;
	'prevent-scrolling': boolean;
	'use-ajax': boolean;
	'force-ajax': boolean;
	animation: string;
	/** 'default' (the popup's blocks) or 'post-content' (the post its trigger names). */
	'content-type'?: string;
	'show-again-delay': string;
}

export interface PopupProps {
	id: number;
	title: string;
	settings: PopupSettings;
	content: string;
	ajaxUrl: string;
	/** Printed only because elements on the page open it: its own open-trigger stays off. */
	attachedOnly?: boolean;
}

/** What a popup keeps in localStorage after being closed constantly. */
export interface StoredState {
	status: 'disable';
	/** Epoch ms after which it shows again, or 'none' for never. */
	showAgain: number | 'none';
}

/** The popup content answer of SPEC 7.5. */
export interface ContentAnswer {
	type: string;
	message: string;
	content: {
		content: string;
		contentElements: string[];
		scripts: Array< { handle: string; src: string } >;
		styles: Array< { handle: string; src: string } >;
		afterScripts: string;
	};
}
