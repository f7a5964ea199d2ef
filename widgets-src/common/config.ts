/**
 * Internal dependencies
 */
import type { PageConfig } from './types';

/**
 * The page configuration, or null for guests (their HTML carries no per-user data).
 */
export function pageConfig(): PageConfig | null {
	return window.inkwellConfig ?? null;
}
