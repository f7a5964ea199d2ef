/**
 * Elements a reader can reach with Tab (disabled controls and tabindex="-1" left out): for giving focus
 * back inside an island, or to the control of the element that opened a popup.
 */
export const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, audio[controls], video[controls], [tabindex]:not([tabindex="-1"])';
