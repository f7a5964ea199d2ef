/**
 * Props of the newsletter-form island, printed by the block's server render.
 */
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
