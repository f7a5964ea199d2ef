<?php
/**
 * The database failed a relation write.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Storage;

/**
 * Thrown by Relations when a query fails (the database node went away mid-request, a cluster is changing
 * its writer), so an action is never answered as done when its row may not be stored.
 *
 * @since 0.3.0
 */
final class Storage_Unavailable extends \RuntimeException {
}
