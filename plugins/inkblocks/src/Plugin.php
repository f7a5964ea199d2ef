<?php
/**
 * Boots Inkblocks.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks;

use Inkblocks\Blocks\Registry;
use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Content_Media_Count;
use Inkblocks\Frontend\Deferred_Bundles;
use Inkblocks\Frontend\Script_Flag;
use Inkblocks\Lightbox\Lightbox;
use Inkblocks\Newsletter\Admin_Screen;
use Inkblocks\Newsletter\Confirmation_Mail;
use Inkblocks\Newsletter\Links;
use Inkblocks\Newsletter\Lists_Controller;
use Inkblocks\Newsletter\Privacy;
use Inkblocks\Newsletter\Schema;
use Inkblocks\Newsletter\Subscribe_Ajax;
use Inkblocks\Newsletter\Subscribers;
use Inkblocks\Patterns\Showcase_Patterns;
use Inkblocks\Popups\Popup_Content_Ajax;
use Inkblocks\Popups\Popup_Post_Type;
use Inkblocks\Popups\Popup_Index;
use Inkblocks\Popups\Popup_Renderer;
use Inkblocks\Popups\Popups_Controller;
use Inkblocks\Templates\Template_Controller;

/**
 * Wires the plugin's parts together and registers their hooks: one class per part.
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
		add_action( 'plugins_loaded', array( Schema::class, 'maybe_upgrade' ) );
		add_action( 'init', array( $this, 'load_textdomain' ) );

		( new Assets() )->add_hooks();
		( new Deferred_Bundles() )->add_hooks();
		( new Script_Flag() )->add_hooks();
		( new Content_Media_Count() )->add_hooks();
		$this->register_newsletter();
		$this->register_popups();
		( new Registry() )->add_hooks();
		( new Template_Controller( Template_Controller::TABS_NAMESPACE ) )->add_hooks();
		( new Template_Controller( Template_Controller::ELEMENTS_NAMESPACE ) )->add_hooks();
		( new Lightbox() )->add_hooks();
		( new Showcase_Patterns() )->add_hooks();
	}

	/**
	 * Popups: the post type with its settings, the on-demand content call, the islands in the footer and the
	 * trigger block's popup picker route.
	 */
	private function register_popups(): void {
		( new Popup_Post_Type() )->add_hooks();
		( new Popup_Content_Ajax() )->add_hooks();
		( new Popup_Renderer() )->add_hooks();
		( new Popup_Index() )->add_hooks();
		add_action( 'rest_api_init', static fn () => ( new Popups_Controller() )->register_routes() );
	}

	/**
	 * The newsletter: storage, signed links, the ajax actions, the admin screen, the list picker's route and
	 * the privacy tools. Its form is a block (widgets-src/inkblocks/newsletter/), registered with the others.
	 */
	private function register_newsletter(): void {
		$subscribers = new Subscribers();
		$links       = new Links( $subscribers );
		$links->add_hooks();
		$mail = new Confirmation_Mail( $links, $subscribers );
		$mail->add_hooks();
		( new Subscribe_Ajax( $subscribers, $mail ) )->add_hooks();
		( new Admin_Screen( $subscribers ) )->add_hooks();
		( new Privacy( $subscribers ) )->add_hooks();
		add_action(
			'rest_api_init',
			static function () use ( $subscribers ): void {
				( new Lists_Controller( $subscribers ) )->register_routes();
			}
		);
	}

	/**
	 * Loads the plugin's translations.
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( 'inkblocks', false, dirname( plugin_basename( INKBLOCKS_FILE ) ) . '/languages' );
	}
}
