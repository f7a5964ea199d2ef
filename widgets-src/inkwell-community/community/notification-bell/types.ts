/** Props of the notification-bell island, printed by Notification_Bell. */
export interface NotificationBellProps {
	/** Unseen entries when the page was made. */
	count: number;
	/** The /notifications/ page. */
	pageUrl: string;
	userId: number;
	/** The signed cursor of the first page of the reader's notifications. */
	hash: string;
}
