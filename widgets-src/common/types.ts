/**
 * Types shared by every island bundle.
 */

/** Configuration printed by the community plugin for logged-in users only. */
export interface PageConfig {
	restUrl: string;
	/** The REST nonce; the HTTP client replaces it when WordPress refreshes it. */
	nonce: string;
	/** Where a fresh nonce comes from: core's admin-ajax.php?action=rest-nonce. */
	nonceEndpoint: string;
	userId: number;
}

declare global {
	interface Window {
		inkwellConfig?: PageConfig;
	}
}

/** Answer of the fup toggle routes (SPEC 7.1): only `message` is contract; the rest is informative. */
export interface CommunityAnswer {
	message?: string;
	count?: number;
}

/** Answer of the notification and load-more routes (SPEC 7.1): {code: 'success', data: [html]}. */
export interface CommunityHtmlAnswer {
	code?: string;
	data?: string[];
}
