/**
 * The Newsletter form block's attributes (block.json), its island's props (printed by render.php with
 * SPEC 3's field names) and the sign-up call's fields and answer.
 */

/** The block's attributes, as saved. */
export type NewsletterAttributes = {
	/** The mailing list; 0: the site's first list. */
	listId: number;
	/** Typed on the canvas (bold, italic). */
	heading: string;
	/** A line under the heading, typed on the canvas (bold, italic, links). */
	text: string;
	/** Typed on the canvas as plain text; empty: Subscribe. */
	buttonText: string;
	/** Empty: the island's default message. */
	invalidMessage: string;
	redirect: boolean;
	/** An address on this site; others are ignored. */
	redirectUrl: string;
	closePopupWhenSuccess: boolean;
};

/** The island's props. */
export interface NewsletterFormProps {
	ajaxUrl: string;
	action: string;
	inPopup: boolean;
	use_target_list_id: boolean;
	target_list_id: string;
	data: string;
	invalidMessage: string;
	buttonText: string;
	redirect: boolean;
	redirect_url: string;
	close_popup_when_success: boolean;
}

/** The answer of both sign-up actions (SPEC 7.6). */
export interface SubscribeAnswer {
	type: string;
	message: string;
}

/** The fields of a sign-up request (SPEC 3, Newsletter subscription request). */
export interface SubscribeFields {
	email: string;
	use_target_list_id?: boolean;
	target_list_id: string;
	data: string;
	additional: Record< string, string >;
}
