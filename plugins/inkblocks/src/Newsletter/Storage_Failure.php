<?php
/**
 * A newsletter write the database did not carry out.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Newsletter;

/**
 * Thrown when a list or subscriber cannot be written, so that no sign-up, confirmation or unsubscribe is
 * reported as done when it is not.
 *
 * @since 0.5.0
 */
final class Storage_Failure extends \RuntimeException {
}
