/** Props of the load-more island, printed by the community plugin. */
export interface LoadMoreProps {
	/** The route of SPEC 7.1 that continues this list. */
	route: '/load-more' | '/load-more-stories' | '/load-more-categories';
	/** The list type (sent as `type` to /load-more only). */
	type: string;
	userId: number;
	/** The signed cursor of the next page. */
	hash: string;
	/** Id of the list element the items are appended to. */
	list: string;
}
