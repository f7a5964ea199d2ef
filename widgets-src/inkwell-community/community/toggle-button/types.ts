/** The kinds of toggle button the community plugin prints. */
export type ToggleKind =
	'follow-user' | 'follow-category' | 'bookmark' | 'block';

/** Props of the toggle-button island. */
export interface ToggleButtonProps {
	kind: ToggleKind;
	id: number;
	/** The person's public name, for a follow button. */
	name?: string;
	active: boolean;
}
