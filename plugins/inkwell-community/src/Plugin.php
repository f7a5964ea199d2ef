<?php
/**
 * Boots Inkwell Community.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community;

use Inkwell\Community\Admin\Demo_Import;
use Inkwell\Community\Admin\Settings_Page;
use Inkwell\Community\Blocks\Registry;
use Inkwell\Community\Comments\Attachment_Files;
use Inkwell\Community\Comments\Attachment_Limits;
use Inkwell\Community\Comments\Comment_Attachments;
use Inkwell\Community\Comments\Comment_Renderer;
use Inkwell\Community\Comments\Comment_Reports;
use Inkwell\Community\Comments\Comment_Submission;
use Inkwell\Community\Comments\Subscription_Field;
use Inkwell\Community\Profile\Account_Settings;
use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Profile\Avatars;
use Inkwell\Community\Rules\Blocking;
use Inkwell\Community\Rules\Rate_Limits;
use Inkwell\Community\Controls\Comment_Subscription;
use Inkwell\Community\Controls\Controls;
use Inkwell\Community\Profile\Dark_Mode;
use Inkwell\Community\Controls\Like_Button;
use Inkwell\Community\Frontend\Login_Popups;
use Inkwell\Community\Frontend\Onboarding;
use Inkwell\Community\Profile\Profile_Lists;
use Inkwell\Community\Profile\Public_Identity;
use Inkwell\Community\Controls\Toggle_Button;
use Inkwell\Community\Lists\Paged_Lists;
use Inkwell\Community\Notifications\Comment_Notifications;
use Inkwell\Community\Notifications\Event_Mail;
use Inkwell\Community\Notifications\Follower_Mail;
use Inkwell\Community\Notifications\Mail_Settings;
use Inkwell\Community\Notifications\Notification_Digest;
use Inkwell\Community\Notifications\Notification_Bell;
use Inkwell\Community\Notifications\Notification_Events;
use Inkwell\Community\Notifications\Notification_Pruning;
use Inkwell\Community\Notifications\Notification_Store;
use Inkwell\Community\Notifications\Notifications_Page;
use Inkwell\Community\Notifications\Unsubscribe_Link;
use Inkwell\Community\Page_Cache\Invalidation;
use Inkwell\Community\Posts\Posts_Widget;
use Inkwell\Community\Rest\Category_Controller;
use Inkwell\Community\Rest\Early_Dispatch;
use Inkwell\Community\Rest\Fast_Actions;
use Inkwell\Community\Rest\Load_More_Controller;
use Inkwell\Community\Rest\Notification_Controller;
use Inkwell\Community\Rest\Post_Controller;
use Inkwell\Community\Rest\User_Controller;
use Inkwell\Community\Site\Guest_Cache_Headers;
use Inkwell\Community\Site\Meta_Description;
use Inkwell\Community\Site\Native_Emoji;
use Inkwell\Community\Storage\Cleanup;
use Inkwell\Community\Storage\Hit_Counter;
use Inkwell\Community\Storage\Page_Cache;
use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Schema;

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
		$relations    = new Relations();
		$pages        = new Page_Cache();
		$buttons      = new Toggle_Button( $relations );
		$subscription = new Comment_Subscription( $relations );
		$store        = new Notification_Store( $relations );
		$lists        = new Paged_Lists( $relations, $buttons, $pages, $store );
		$limits       = new Rate_Limits( new Hit_Counter() );
		$blocking     = new Blocking( $relations );

		add_action( 'plugins_loaded', array( Schema::class, 'maybe_upgrade' ) );
		add_action( 'init', array( $this, 'load_textdomain' ) );
		// All the action routes, or only those of the controller of one route (the fast path serves one).
		$action_routes = static function ( string $route = '' ) use ( $relations, $limits, $blocking ): void {
			$controllers = array(
				'/fup/user/'     => static fn () => new User_Controller( $relations, $limits, $blocking ),
				'/fup/category/' => static fn () => new Category_Controller( $relations, $limits ),
				'/fup/post/'     => static fn () => new Post_Controller( $relations, $limits ),
			);
			foreach ( $controllers as $prefix => $controller ) {
				if ( '' === $route || str_starts_with( $route, $prefix ) ) {
					$controller()->register_routes();
				}
			}
		};
		$load_more     = new Load_More_Controller( $lists, $limits );
		add_action(
			'rest_api_init',
			static function () use ( $action_routes, $relations, $subscription, $load_more, $store, $limits, $blocking ): void {
				$action_routes();
				( new Notification_Controller( $relations, $subscription, $store, $limits, $blocking ) )->register_routes();
				$load_more->register_routes();
			}
		);
		$early_routes = array_merge( User_Controller::routes(), Category_Controller::routes(), Post_Controller::routes() );
		( new Early_Dispatch( $early_routes, $action_routes, $load_more ) )->add_hooks();
		( new Fast_Actions() )->add_hooks();
		( new Settings_Page() )->add_hooks();
		( new Demo_Import() )->add_hooks();

		$pages->add_hooks();
		( new Assets() )->add_hooks();
		( new Avatars() )->add_hooks();
		( new Like_Button( $relations ) )->add_hooks();
		( new Posts_Widget( $pages ) )->add_hooks();
		( new Registry() )->add_hooks();
		( new Controls( $buttons, $subscription ) )->add_hooks();
		$blocking->add_hooks();
		( new Comment_Notifications( $relations, $blocking ) )->add_hooks();
		( new Follower_Mail( $relations, $blocking ) )->add_hooks();
		( new Unsubscribe_Link( $relations ) )->add_hooks();
		( new Notification_Events( $store, $blocking ) )->add_hooks();
		( new Notification_Bell( $store ) )->add_hooks();
		( new Notification_Pruning( $store ) )->add_hooks();
		( new Notification_Digest( $store ) )->add_hooks();
		( new Event_Mail( $store, $relations ) )->add_hooks();
		( new Mail_Settings( $store ) )->add_hooks();
		( new Notifications_Page( $lists, $store ) )->add_hooks();
		( new Cleanup() )->add_hooks();
		( new Dark_Mode() )->add_hooks();
		( new Meta_Description() )->add_hooks();
		( new Guest_Cache_Headers() )->add_hooks();
		( new Native_Emoji() )->add_hooks();
		( new Login_Popups() )->add_hooks();
		( new Account_Settings() )->add_hooks();
		( new Public_Identity() )->add_hooks();
		( new Onboarding() )->add_hooks();
		( new Profile_Lists( $lists ) )->add_hooks();
		$attachment_limits = new Attachment_Limits();
		( new Comment_Attachments( $attachment_limits, new Attachment_Files( $attachment_limits ) ) )->add_hooks();
		( new Comment_Submission( new Comment_Renderer() ) )->add_hooks();
		( new Comment_Reports( $relations, $limits ) )->add_hooks();
		( new Subscription_Field( $relations, $blocking ) )->add_hooks();
		Invalidation::from_config()?->add_hooks();
	}

	/**
	 * Loads the plugin's translations.
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( 'inkwell-community', false, dirname( plugin_basename( INKWELL_COMMUNITY_FILE ) ) . '/languages' );
	}
}
