<?php
/**
 * Boots Inkwell Forms.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms;

use Inkwell\Forms\Admin\Settings;
use Inkwell\Forms\Blocks\Form_Patterns;
use Inkwell\Forms\Blocks\Plain_Post;
use Inkwell\Forms\Blocks\Registry;
use Inkwell\Forms\Challenge\Challenges;
use Inkwell\Forms\Form\Post_Type;
use Inkwell\Forms\Inbox\Inbox;
use Inkwell\Forms\Inbox\Privacy;
use Inkwell\Forms\Rest\Feedback_Controller;
use Inkwell\Forms\Submission\Mailer;
use Inkwell\Forms\Submission\Processor;
use Inkwell\Forms\Submission\Spam_Guard;

/**
 * Wires the plugin's parts together and registers their hooks.
 *
 * @since 0.1.0
 */
final class Plugin {

	/**
	 * Registers every hook of the plugin.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		$inbox      = new Inbox();
		$challenges = new Challenges();
		$processor  = new Processor( new Spam_Guard(), new Mailer(), $inbox, $challenges );

		add_action( 'init', array( $this, 'load_textdomain' ) );
		add_action(
			'rest_api_init',
			static function () use ( $processor, $challenges ): void {
				( new Feedback_Controller( $processor, $challenges ) )->register_routes();
			}
		);

		( new Post_Type() )->add_hooks();
		$inbox->add_hooks();
		( new Privacy() )->add_hooks();
		( new Settings() )->add_hooks();
		( new Registry() )->add_hooks();
		( new Form_Patterns() )->add_hooks();
		( new Plain_Post( $processor ) )->add_hooks();
	}

	/**
	 * Loads the plugin's translations.
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( 'inkwell-forms', false, dirname( plugin_basename( INKWELL_FORMS_FILE ) ) . '/languages' );
	}
}
