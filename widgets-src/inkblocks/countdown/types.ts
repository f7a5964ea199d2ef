/**
 * The Countdown block's attributes (block.json) and its island's props (printed by render.php with SPEC 3's
 * field names).
 */

export type CountdownType = 'due_date' | 'evergreen' | 'endless';

export type ExpireAction = 'redirect' | 'message' | 'hide' | 'restart';

/** The block's attributes, as saved. */
export type CountdownAttributes = {
	timerId: string;
	type: CountdownType;
	/** Site time zone, YYYY-MM-DD HH:MM[:SS]. */
	dueDate: string;
	startDate: string;
	/** Seconds. */
	evergreenInterval: number;
	restartInterval: number;
	expireActions: ExpireAction[];
	expireRedirectUrl: string;
	/** Inline HTML (RichText), as the unit labels below. */
	expireMessage: string;
	labelDays: string;
	labelHours: string;
	labelMinutes: string;
	labelSeconds: string;
	showDays: boolean;
	showSeconds: boolean;
};

/** The units a countdown shows. */
export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

export interface CountdownProps {
	id: string;
	type: CountdownType;
	/** Epoch ms. */
	'due-date': number | null;
	/** Epoch ms. */
	'start-date': number | null;
	/** Seconds. */
	'evergreen-interval': number;
	/** Seconds. */
	'restart-interval': number;
	'expire-actions': ExpireAction[];
	'expire-redirect-url': string;
	/** Inline HTML, cleaned by the server. */
	message: string;
	/** The unit labels as inline HTML, cleaned by the server; a missing one reads "Days" and so on. */
	labels?: Partial< Record< CountdownUnit, string > >;
	/** The site's time zone: an IANA name or an offset such as +02:00. */
	timeZone: string;
	showDays: boolean;
	showSeconds: boolean;
}

/** The remaining time, split for display. */
export interface Remaining {
	total: number;
	days: number;
	hours: number;
	minutes: number;
	seconds: number;
}

/** What happens at zero. */
export interface Expiry {
	redirect: string | null;
	/** The next deadline when the countdown restarts, else null. */
	restartAt: number | null;
	message: boolean;
	hide: boolean;
}

/** The minimal storage the evergreen deadline needs (localStorage in the page). */
export type DeadlineStorage = Pick< Storage, 'getItem' | 'setItem' >;
