<?php
/**
 * A submission the database did not store.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Submission;

/**
 * Thrown when a submission, or the claim of its token, cannot be written: nothing is sent, and the REST
 * route answers 503.
 *
 * @since 0.5.0
 */
final class Storage_Failure extends \RuntimeException {
}
